import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * `npm run build:functions -- lambda | vercel`: the functions handler (server/runtimes/functions.ts) as one
 * bundled file per platform. Bundled, because platforms that compile each file on its own leave
 * the project's extensionless ESM imports unresolved (vercel/vercel#14910).
 *   lambda  dist-functions/lambda/index.cjs  (zip the folder; handler index.lambdaHandler, schedule index.drain)
 *   vercel  api/v1.mjs                       (Vercel serves it at /api/v1; run this in the build command)
 *           api/v1/challenge.mjs             (the same function at /api/v1/challenge: Vercel routes by file,
 *                                             and has no catch-all outside Next.js)
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
await build({
  entryPoints: [target.entry],
  outfile: target.outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: target.format,
  // ESM output still has CommonJS dependencies (nodemailer) that call require().
  ...(target.format === 'esm' ? { banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" } } : {}),
  logLevel: 'warning',
});
if (name === 'vercel') {
  mkdirSync('api/v1', { recursive: true });
  writeFileSync('api/v1/challenge.mjs', "// Written by npm run build:functions -- vercel: the proof of work's challenges, from the one function.\nexport { GET, OPTIONS, POST } from '../v1.mjs';\n");
  console.log(`folio: wrote ${target.outfile} and api/v1/challenge.mjs`);
} else console.log(`folio: wrote ${target.outfile}`);
