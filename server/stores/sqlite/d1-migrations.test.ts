import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './sqlite-schema';

/** Statements without comments or layout, so a file and its source compare by what they do. */
const statements = (sql: string) =>
  sql
    .replace(/--.*$/gmu, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);

describe('the D1 migrations', () => {
  const dir = join('server', 'stores', 'sqlite', 'migrations');
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql')).sort();

  it('are the SQLite migrations, one file each, in order', () => {
    // wrangler applies them in file-name order and records each name, so names must only grow.
    expect(files.map((file) => Number(file.slice(0, 4)))).toEqual(MIGRATIONS.map((_, n) => n + 1));
    for (const [n, file] of files.entries()) expect(statements(readFileSync(join(dir, file), 'utf8'))).toEqual(statements(MIGRATIONS[n] ?? ''));
  });
});
