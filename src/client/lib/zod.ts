/**
 * What `zod` is in the web client (vite.config.ts points every `from 'zod'` here): zod with jitless
 * set before any schema is made, so the setting loads with the first chunk that uses zod rather than
 * with the entry, which the landing page does not need it in (bench/README "Client").
 */
import './zod-jitless';
export * from 'zod/v4';
