import { once } from 'node:events';
import { runMessagesCommand } from './messages-command';

// `npm run messages`; the work is in messages-command.ts so tests can run it without a process.
process.exitCode = await runMessagesCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  columns: process.stdout.columns ?? 120,
  // Into a pipe (| less), a page waits until the one before has gone, so memory holds one page.
  flush: async () => {
    if (process.stdout.writableNeedDrain) await once(process.stdout, 'drain');
  },
});
