import { OWNER_PAGE_PATH } from '../../contract/owner-api';
import { ownerPageFrom, type OwnerPage } from '../owner/page/owner-page';

/** The Workers Static Assets binding (`assets.binding` in wrangler.jsonc): a fetch over the uploaded files. */
export type AssetsBinding = { fetch(request: Request): Promise<Response> };

// The binding ignores the host; any absolute URL names the file by its path.
const ASSETS_ORIGIN = 'https://assets.invalid';

/**
 * The owner's page on the Worker: its files are the ones `npm run build` wrote to dist/owner/,
 * uploaded with the site as the Worker's static assets. The Worker runs first
 * for every request (`run_worker_first`), so the page's answers and headers are still made by
 * owner-page.ts, as on every runtime; the binding only hands over the bytes and their type.
 */
export function assetsOwnerPage(assets: AssetsBinding): OwnerPage {
  return ownerPageFrom(async (file) => {
    // The HTML is fetched as the folder: the binding answers /owner/index.html with a redirect there.
    const url = `${ASSETS_ORIGIN}${OWNER_PAGE_PATH}${file === '/index.html' ? '' : file.slice(1)}`;
    const response = await assets.fetch(new Request(url));
    if (response.status !== 200) {
      await response.body?.cancel();
      return undefined;
    }
    return { body: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') ?? 'application/octet-stream' };
  });
}
