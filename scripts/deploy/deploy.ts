import path from 'node:path';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { ensureFreshBuild } from '../../server/site/fresh-build';
import { deployCloudflare } from './cloudflare';
import { DEPLOY_USAGE, deployEnv, parseDeployArgs } from './deploy-settings';
import { writeNodeBundle } from './node-bundle';
import { deployPages } from './pages';
import { writeMetaPolicies } from '../site/meta-policy';
import { DeployError } from './wrangler-command';

/**
 * `npm run deploy -- <cloudflare|node|pages> [--dry-run]`: builds what the target serves, checks it,
 * and puts it live, saying in one line each what it did. What it cannot do from here (no account,
 * no network) is one line with the command to run, never a stack trace.
 */
const say = (line: string) => console.log(`deploy: ${line}`);

async function main(): Promise<number> {
  let request;
  try {
    request = parseDeployArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`deploy: ${(error as Error).message}\n\n${DEPLOY_USAGE}`);
    return 2;
  }
  const env = deployEnv(PROJECT_ROOT);
  try {
    if (request.target === 'pages') {
      await deployPages(PROJECT_ROOT, env, request, { build: buildFor, carryPolicies: writeMetaPolicies }, say);
      return 0;
    }
    // The Worker and the Node service serve the site and its API from one origin, at the root.
    const site = path.resolve(PROJECT_ROOT, env.OUT_DIR ?? 'dist');
    await buildFor(site, { ...env, BASE_PATH: '/', VITE_API_HOST: '' });
    if (request.target === 'cloudflare') await deployCloudflare(PROJECT_ROOT, site, env, request.dryRun, say);
    else {
      const bundle = await writeNodeBundle(PROJECT_ROOT, site, env, say);
      const shown = path.relative(PROJECT_ROOT, bundle);
      say(`to go live: copy ${shown}/ to the server (rsync -a ${shown}/ you@host:/srv/folio/), then there: npm ci --omit=dev && npm start`);
    }
    return 0;
  } catch (error) {
    // One line, whatever went wrong; the stack only when asked (DEBUG=folio).
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof DeployError) && process.env.DEBUG?.includes('folio')) console.error(error);
    return 1;
  }
}

/** The site built for the target in `site`, unless it already is (one line either way). */
async function buildFor(site: string, env: NodeJS.ProcessEnv): Promise<void> {
  const shown = path.relative(PROJECT_ROOT, site) || '.';
  await ensureFreshBuild(PROJECT_ROOT, site, env);
  say(`the site in ${shown}/ is built and current`);
}

process.exitCode = await main();
