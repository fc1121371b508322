import { readFile } from 'node:fs/promises';
import { corpusSource, type CorpusSource } from './corpus-source';

/** The build's file on disk (Node); no file, no facts (a service started before any build). */
export function fileCorpus(file: string): CorpusSource {
  return corpusSource(() =>
    readFile(file, 'utf8').catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }),
  );
}
