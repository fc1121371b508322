import { build } from 'vite';
import { gzipSync, constants } from 'node:zlib';
import { readFileSync, readdirSync } from 'node:fs';
const variants = JSON.parse(process.argv[2]);
for (const [name, extra] of Object.entries(variants)) {
  await build({ root: process.cwd(), logLevel: 'silent', build: { outDir: '/tmp/vb-out', emptyOutDir: true, copyPublicDir: false, ...extra }, define: { __FOLIO_PAGE_CONTENT__: 'true', __FOLIO_LANGUAGES__: 'true', __FOLIO_ICON_SPRITE__: '"/x.svg"' } });
  const f = readdirSync('/tmp/vb-out/assets').filter((x) => x.startsWith('index-') && x.endsWith('.js'));
  console.log(name, f.map((x) => gzipSync(readFileSync('/tmp/vb-out/assets/' + x), { level: constants.Z_BEST_COMPRESSION }).length));
}
