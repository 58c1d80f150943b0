/**
 * The entry of every way the server's code runs: the single executable (`collab-marketplace
 * [command]`), `npm run serve` and `npm start` (dist/server/main.js), `npm run dev`, and the
 * operator scripts (`tsx src/server/main.ts <command>`). Without a command it serves.
 */
import { runtime } from '@runtime/runtime';
import { COMMANDS } from './cli/commands';
import { helpText, versionText } from './cli/help';
import { EnvError } from './env';

async function main([first, ...args]: string[]) {
  if (first === '--version' || first === '-v') {
    console.log(versionText());
    return 0;
  }
  if (first === '--licenses') {
    console.log(runtime.licenses());
    return 0;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    console.log(helpText());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === (first ?? 'serve'));
  if (!command) {
    console.error(`Unknown command: ${first}\n\n${helpText()}`);
    return 2;
  }
  const { run } = await command.load();
  return run(args, `Usage: ${runtime.commandLine(command.name, command.npmScript, command.args)}`);
}

Object.assign(process.env, runtime.environment);
main(process.argv.slice(2)).then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (e: unknown) => {
    // A configuration mistake is read by the person who typed the command: the message as it is.
    console.error(e instanceof EnvError ? e.message : e);
    process.exitCode = 1;
  },
);
