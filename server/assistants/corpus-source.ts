import type { AssistantCorpus } from '../../contract/assistants';

/**
 * Where the service finds the public facts the build wrote (contract/assistants.ts): a file of the
 * built site on Node, the static assets on the Worker, the bundle on the functions. Read once and
 * kept; undefined when there is no build (an API-only service without it answers the message tool
 * alone).
 */
export type CorpusSource = () => Promise<AssistantCorpus | undefined>;

/** Reads and checks the file's text once; a later call gets the same answer, a failure is said once and read again next time. */
export function corpusSource(read: () => Promise<string | undefined>): CorpusSource {
  let loading: Promise<AssistantCorpus | undefined> | undefined;
  return () => {
    loading ??= read().then(
      (text) => (text === undefined ? undefined : parseCorpus(text)),
      (error: unknown) => {
        loading = undefined;
        console.error(`folio: the assistants' facts could not be read: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    );
    return loading;
  };
}

export function parseCorpus(text: string): AssistantCorpus {
  const value = JSON.parse(text) as Partial<AssistantCorpus>;
  if (value.version !== 1 || !Array.isArray(value.pages) || value.pages.length === 0) throw new Error('assistants.json is not a build of this folio: run npm run build');
  return value as AssistantCorpus;
}
