/**
 * Builds the fixture owners' sites the browser suite serves (e2e/sites.ts), as `npm start` would
 * build each when it finds it stale, and imports, checks and builds the real résumés of
 * e2e/imported. `npm test` runs this beside the unit tests, which spend much of their time waiting
 * on databases and servers, so that the browser suite's servers find their sites fresh and start
 * at once instead of building them while every browser waits. The owner's own site is dist/,
 * which `npm test` builds just before.
 *
 * `--lane i/n`: only every n-th job from the i-th, so that n processes share the list: on two
 * cores a build waits on its disk and its child processes often enough that two lanes finish the
 * list sooner than one (package.json's test:unit-and-sites runs two).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CAREERS, IN_EVERY_DESIGN } from './imported/career-sources';
import { buildInDesigns, prepareCareer } from './imported/imported-site';
import { E2E_SERVERS, OTHER_DESIGNS, pagesApiOf, portOf } from './sites';

const lane = /^(\d+)\/(\d+)$/u.exec(process.argv[process.argv.indexOf('--lane') + 1] ?? '');
const [index, lanes] = lane ? [Number(lane[1]), Number(lane[2])] : [0, 1];

type Job = { name: string; run: () => string | undefined };

const sites: Job[] = E2E_SERVERS.filter((candidate) => candidate.name !== 'owner' && candidate.pages === undefined).map((server) => ({
  name: `${server.contentDir}${server.design ? ` in ${server.design}` : ''} → ${server.outDir}`,
  run: () => {
    const result = spawnSync('npm', ['run', '--silent', 'build'], {
      env: { ...process.env, CONTENT_DIR: server.contentDir, OUT_DIR: server.outDir, FOLIO_DESIGN: server.design ?? process.env.FOLIO_DESIGN ?? '' },
      encoding: 'utf8',
    });
    return result.status === 0 ? undefined : `${result.stdout}${result.stderr}building ${server.contentDir} into ${server.outDir} failed`;
  },
}));

// The real résumés: imported, checked and built as an owner would, so the journey suite starts each
// on a built site. A step that fails is the suite's to report, with its output.
const careers: Job[] = CAREERS.map((career) => ({
  name: `${career.file} imported, checked and built`,
  run: () => {
    const failed = prepareCareer(career).find((step) => step.status !== 0);
    if (failed) console.log(`build-sites: ${career.file}: ${failed.command} failed; e2e/imported reports it`);
    else if (IN_EVERY_DESIGN.includes(career.name)) {
      const design = buildInDesigns(career, OTHER_DESIGNS).find((step) => step.status !== 0);
      if (design) console.log(`build-sites: ${career.file}: ${design.command} in another design failed; e2e/imported reports it`);
    }
    return undefined;
  },
}));

// The Pages build, as an owner makes it (`npm run deploy -- pages --dry-run`), its form naming the
// port its server will have; the shell's own base path, domain or API would override the deploy's.
const pages: Job[] = E2E_SERVERS.flatMap((server) =>
  server.pages === undefined
    ? []
    : [
        {
          name: `${server.contentDir} for GitHub Pages → ${server.outDir}`,
          run: () => {
            const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['BASE_PATH', 'PAGES_DOMAIN', 'VITE_API_HOST'].includes(name)));
            const result = spawnSync('npm', ['run', '--silent', 'deploy', '--', 'pages', '--dry-run', '--api', pagesApiOf(portOf(server)).api], {
              env: { ...env, CONTENT_DIR: server.contentDir, GITHUB_REPOSITORY: server.pages?.repository, FOLIO_DEPLOY_DIR: path.dirname(server.outDir) },
              encoding: 'utf8',
            });
            return result.status === 0 ? undefined : `${result.stdout}${result.stderr}the Pages build of ${server.contentDir} failed`;
          },
        },
      ],
);

for (const [number, job] of [...sites, ...careers, ...pages].entries()) {
  if (number % lanes !== index) continue;
  const started = Date.now();
  const problem = job.run();
  if (problem !== undefined) {
    process.stderr.write(`build-sites: ${problem}\n`);
    process.exit(1);
  }
  console.log(`build-sites: ${job.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
