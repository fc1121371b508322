/**
 * Builds the fixture owners' sites the browser suite serves (e2e/sites.ts), one after the other,
 * as `npm start` would build each when it finds it stale. `npm test` runs this beside the unit
 * tests, which spend much of their time waiting on databases and servers, so that the browser
 * suite's servers find their sites fresh and start at once instead of building four sites while
 * every browser waits. The owner's own site is dist/, which `npm test` builds just before.
 */
import { spawnSync } from 'node:child_process';
import { CAREERS } from './imported/career-sources';
import { prepareCareer } from './imported/imported-site';
import { E2E_SERVERS } from './sites';

for (const server of E2E_SERVERS.filter((candidate) => candidate.name !== 'owner')) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    env: { ...process.env, CONTENT_DIR: server.contentDir, OUT_DIR: server.outDir, FOLIO_DESIGN: server.design ?? process.env.FOLIO_DESIGN ?? '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}build-sites: building ${server.contentDir} into ${server.outDir} failed\n`);
    process.exit(1);
  }
  console.log(`build-sites: ${server.contentDir}${server.design ? ` in ${server.design}` : ''} → ${server.outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The real résumés of e2e/imported: imported, checked and built as an owner would, so the journey
// suite starts each on a built site. A step that fails is the suite's to report, with its output.
for (const career of CAREERS) {
  const started = Date.now();
  const steps = prepareCareer(career);
  const failed = steps.find((step) => step.status !== 0);
  console.log(`build-sites: ${career.file} imported, checked and built${failed ? ` until ${failed.command} failed` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
