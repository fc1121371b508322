import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isDesign, unknownDesign, type Design } from '../../contract/designs.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PIECE_EXTENSIONS = ['.tsx', '.ts', '.css'];

/** The folder of a design's pieces (src/designs/<name>). */
export function designDir(design: Design): string {
  return path.join(root, 'src/designs', design);
}

/**
 * The design the build and the dev server use: FOLIO_DESIGN where a command set it (the build,
 * from site.ts; the gallery, one design after another), otherwise the default. An unknown name
 * stops the build with the list, rather than drawing the page in a design the owner did not choose.
 */
export function chosenDesign(name = process.env.FOLIO_DESIGN): Design {
  if (name === undefined || name === '') return 'default';
  if (!isDesign(name)) throw new Error(`FOLIO_DESIGN ${unknownDesign(name)}`);
  return name;
}

/** The file `@design/<piece>` names in `design`: its own, or the default design's. */
export function designPieceFile(piece: string, design: Design): string | undefined {
  for (const folder of design === 'default' ? ['default'] : [design, 'default']) {
    for (const extension of path.extname(piece) === '' ? PIECE_EXTENSIONS : ['']) {
      const file = path.join(root, 'src/designs', folder, piece + extension);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/**
 * `@design/<piece>` (decision 047): the chosen design's piece where it has one, the default's
 * otherwise, for the page's script, the pre-render and the dev page alike. So a page carries one
 * design's markup and script, and a design folder holds only what it draws differently.
 */
export function designPieces(design: Design): Plugin {
  return {
    name: 'folio-design-pieces',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith('@design/')) return null;
      const file = designPieceFile(source.slice('@design/'.length), design);
      if (file === undefined) throw new Error(`${source}: no such piece in src/designs/${design} or src/designs/default`);
      return file;
    },
  };
}
