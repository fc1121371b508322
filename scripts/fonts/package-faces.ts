import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseUnicodeRange, type Span } from './unicode-range';

/** One file of a face, as its package's stylesheet lists it: the family, the file, the letters it draws. */
export type PackageFace = { family: string; file: string; weight: string; range: string; spans: Span[] };

const require = createRequire(import.meta.url);

/** The upright variable files of a `@fontsource-variable/*` package, from its `wght.css`. */
export function packageFaces(pkg: string): PackageFace[] {
  const sheet = require.resolve(`${pkg}/wght.css`);
  const css = readFileSync(sheet, 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/gu)].flatMap((match) => {
    const block = match[1] ?? '';
    const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`, 'u').exec(block)?.[1]?.trim();
    const src = /url\(([^)]+)\)/u.exec(block)?.[1];
    const range = value('unicode-range');
    if (src === undefined || range === undefined || value('font-style') !== 'normal') return [];
    return [{ family: (value('font-family') ?? '').replace(/^['"]|['"]$/gu, ''), file: path.resolve(path.dirname(sheet), src), weight: value('font-weight') ?? '400', range, spans: parseUnicodeRange(range) }];
  });
}
