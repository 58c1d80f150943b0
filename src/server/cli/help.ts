import type { z } from 'zod';
import { runtime } from '@runtime/runtime';
import { SETTINGS } from '../env';
import { COMMANDS } from './commands';

/** `--version`: the product's and the runtime's. */
export const versionText = () =>
  `collab-marketplace ${runtime.productVersion()} (${runtime.kind}, Node.js ${process.version})`;

/** What a setting is when it is not set, as its rule gives it ('' when it has none of its own). */
function defaultOf(rule: z.ZodType) {
  const parsed = rule.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return '';
  const value = parsed.data as string | number | boolean | string[];
  return Array.isArray(value) ? value.join(',') : String(value);
}

const columns = (rows: [string, string][]) => {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`.trimEnd()).join('\n');
};

/** `--help`: the commands, and every setting with its default, from the rules the server checks. */
export function helpText() {
  const commands = COMMANDS.map(
    (c) => `  ${runtime.commandLine(c.name, c.npmScript, c.args)}\n      ${c.summary}`,
  );
  const settings = Object.entries(SETTINGS)
    .filter(([name]) => !(name in runtime.environment))
    .map(([name, rule]) => [name, defaultOf(rule as z.ZodType)] as [string, string]);
  return `Collab marketplace ${runtime.productVersion()}: creators and brands, the web app and its API in one process.

Commands (without one, it serves):
${commands.join('\n')}
  --help, --version, --licenses
      this text; the product's version and the runtime's; the licences of all it holds (MIT for its own code)

Settings, from the environment, with their defaults (a bad value stops it, naming the setting);
what each means, and the defaults computed from others: README.md, "Configure it".
${columns(settings)}`;
}
