import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ASSISTANT_CORPUS_FILE } from '../../contract/assistants';
import { readOwnerPageFiles } from '../../server/owner/page/load-owner-page';
import type { BundledOwnerPageFiles } from '../../server/runtimes/bundled-owner-page';

/**
 * `npm run build:functions -- lambda | vercel`: the functions handler (server/runtimes/functions.ts) as one
 * bundled file per platform. Bundled, because platforms that compile each file on its own leave
 * the project's extensionless ESM imports unresolved (vercel/vercel#14910).
 *   lambda  dist-functions/lambda/index.cjs  (zip the folder; handler index.lambdaHandler, schedule index.drain)
 *   vercel  api/v1.mjs                       (Vercel serves it at /api/v1; run this in the build command)
 *           api/v1/challenge.mjs             (the same function at /api/v1/challenge: Vercel routes by file,
 *                                             and has no catch-all outside Next.js)
 *           api/mcp.mjs                      (and at /api/mcp, the MCP endpoint)
 * Each bundle holds the owner's page (/owner/) as `npm run build` wrote it to dist/ (OUT_DIR), so
 * run the build first; without one the function serves the API alone, and says so here.
 * `--out DIR` writes the bundle under DIR instead of the project (the tests).
 */
const TARGETS = {
  lambda: { entry: 'server/runtimes/functions.ts', outfile: 'dist-functions/lambda/index.cjs', format: 'cjs' },
  vercel: { entry: 'server/runtimes/vercel.ts', outfile: 'api/v1.mjs', format: 'esm' },
} as const;

const name = process.argv[2];
if (name !== 'lambda' && name !== 'vercel') {
  console.error(`Usage: npm run build:functions -- lambda | vercel (got ${JSON.stringify(name ?? '')})`);
  process.exit(2);
}
const target = TARGETS[name];
const outAt = process.argv.indexOf('--out');
const outRoot = outAt > 0 ? (process.argv[outAt + 1] ?? '.') : '.';
const outfile = path.join(outRoot, target.outfile);

const pageDir = path.join(process.env.OUT_DIR ?? 'dist', 'owner');
const pageFiles = await readOwnerPageFiles(pageDir);
if (pageFiles === undefined) console.warn(`folio: no owner page in ${pageDir}/ (run npm run build first): the function will serve the API without /owner/.`);
const bundled: BundledOwnerPageFiles | undefined =
  pageFiles && Object.fromEntries([...pageFiles].map(([file, { body, type }]) => [file, { type, base64: Buffer.from(body).toString('base64') }]));
// The build's public facts for the MCP endpoint (issue 45): the function has no site beside it.
const corpusFile = path.join(process.env.OUT_DIR ?? 'dist', ASSISTANT_CORPUS_FILE);
const corpus = existsSync(corpusFile) ? readFileSync(corpusFile, 'utf8') : undefined;
const defines = { ...(bundled ? { __FOLIO_OWNER_PAGE__: JSON.stringify(bundled) } : {}), ...(corpus === undefined ? {} : { __FOLIO_ASSISTANTS__: JSON.stringify(corpus) }) };

await build({
  entryPoints: [target.entry],
  outfile,
  // The page's files and the assistants' facts as literals in the bundle (server/runtimes/functions.ts reads them).
  ...(Object.keys(defines).length > 0 ? { define: defines } : {}),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: target.format,
  // ESM output still has CommonJS dependencies (nodemailer) that call require().
  ...(target.format === 'esm' ? { banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" } } : {}),
  logLevel: 'warning',
});
const page = bundled ? `, with the owner page from ${pageDir}/` : '';
if (name === 'vercel') {
  mkdirSync(path.join(outRoot, 'api/v1'), { recursive: true });
  writeFileSync(path.join(outRoot, 'api/v1/challenge.mjs'), "// Written by npm run build:functions -- vercel: the proof of work's challenges, from the one function.\nexport { GET, OPTIONS, POST } from '../v1.mjs';\n");
  writeFileSync(path.join(outRoot, 'api/mcp.mjs'), "// Written by npm run build:functions -- vercel: the MCP endpoint (docs/assistants.md), from the one function.\nexport { DELETE, GET, OPTIONS, POST } from './v1.mjs';\n");
  console.log(`folio: wrote ${outfile}, api/v1/challenge.mjs and api/mcp.mjs${page}`);
} else console.log(`folio: wrote ${outfile}${page}`);
