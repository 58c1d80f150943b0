import { config } from 'zod/v4/core';

// The page's Content-Security-Policy allows no eval. zod would probe for it with `new Function`
// before its first object parse; the failed probe is caught, but the browser still reports it as a
// policy violation. Jitless, zod parses without the probe (the server keeps its compiled parsers).
config({ jitless: true });
