import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installSizes } from './install-size';

const root = mkdtempSync(path.join(tmpdir(), 'folio-install-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const file = (where: string, bytes: number) => {
  mkdirSync(path.dirname(path.join(root, where)), { recursive: true });
  writeFileSync(path.join(root, where), 'x'.repeat(bytes));
};

describe('installSizes', () => {
  it('counts what npm ci and npm ci --omit=dev install, each package weighed once, nested ones apart', () => {
    writeFileSync(
      path.join(root, 'package-lock.json'),
      JSON.stringify({
        packages: {
          '': {},
          'node_modules/server-lib': {},
          'node_modules/server-lib/node_modules/nested': {},
          'node_modules/build-tool': { dev: true },
          // Another platform's binary: in the lockfile, not on this disk.
          'node_modules/@esbuild/darwin-arm64': { dev: true, optional: true },
        },
      }),
    );
    file('node_modules/server-lib/index.js', 1_000);
    file('node_modules/server-lib/node_modules/nested/index.js', 200);
    file('node_modules/build-tool/lib/a.js', 5_000);
    expect(installSizes(root)).toEqual({ full: { packages: 3, bytes: 6_200 }, production: { packages: 2, bytes: 1_200 } });
  });
});
