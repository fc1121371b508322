/**
 * Where the bundled service lives (scripts/deploy/service-bundle.ts writes it, launch.mjs runs it):
 * the three programs a production install runs, each as `<name>.mjs` in SERVICE_DIR.
 * launch.mjs names the same folder and record in plain JavaScript (and finds a program's bundle
 * by its source's name); a test keeps the two in step.
 */
export const SERVICE_DIR = 'dist-server';
export const SERVICE_ENTRIES = ['server/runtimes/node.ts', 'server/owner/messages-cli.ts', 'server/owner/owner-cli.ts'] as const;
/** The digests of the sources a bundle was made from. */
export const SOURCES_FILE = 'sources.json';
