import { runOwnerCommand } from './owner-command';

// `npm run owner`; the work is in owner-command.ts so tests can run it without a process.
process.exitCode = await runOwnerCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  columns: process.stdout.columns ?? 120,
});
