import path from 'node:path';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { SERVICE_DIR } from '../../server/runtimes/service-bundle-layout';
import { bundleService } from './service-bundle';

/**
 * The second half of `npm run build`: the service and the owner's commands bundled into
 * dist-server/, which a production install (`npm ci --omit=dev`) runs (server/runtimes/launch.mjs).
 */
const started = performance.now();
const { packages } = await bundleService(PROJECT_ROOT, path.join(PROJECT_ROOT, SERVICE_DIR));
console.log(`Built ${SERVICE_DIR}/ (the service, with ${packages.length} packages inside) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
