import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { tempDir } from '../testing/test-support';
import { runOwnerCommand } from './owner-command';

/** What docs/owner.md says of the invite link holds for the code (issue 40: it named a port neither used). */
describe("the owner's guide", () => {
  it('names the port an invite link has when PORT is unset: the one npm start listens on', async () => {
    const dir = tempDir();
    try {
      let out = '';
      const env = { DATABASE_PATH: join(dir.path, 'folio.db') };
      expect(await runOwnerCommand(['invite'], env, { out: (text) => (out += text), err: () => undefined, columns: 100 }, () => Date.now())).toBe(0);
      const linkPort = /http:\/\/localhost:(\d+)\/owner\/#invite=/u.exec(out)?.[1];
      expect(linkPort).toBe(String(loadConfig(env).port));
      const guide = readFileSync(new URL('../../docs/owner.md', import.meta.url), 'utf8').replace(/\s+/gu, ' ');
      const said = /the `PORT` of the shell that runs the command \((\d+) when unset/u.exec(guide)?.[1];
      expect(said).toBe(linkPort);
    } finally {
      dir.remove();
    }
  });
});
