/** `npm run images [folder]`: the AVIF and WebP variants of the owner's pictures (render-variants.ts). */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { siteSchema } from '../../contract/content-schema';
import { contentPaths, ownerContentPaths, PROJECT_ROOT as root } from '../../contract/content-paths';
import { ContentError } from '../content-files/content-error';
import { missingImages } from '../content-files/missing-images';
import { loadSiteModule } from '../content/load-content';
import { renderImages } from './render-variants';

// It writes pictures into the owner's folder, never folio's sample (whose are drawn already).
const paths = ownerContentPaths(process.argv[2]);
if (!existsSync(paths.site)) {
  console.error(`images: there is no ${paths.siteLabel} yet: make the content yours first (cp -r ${contentPaths().label} ${paths.label}, or npm run import -- resume.json)`);
  process.exit(1);
}
// Not loadContent: that check fails on exactly the missing rasters this command makes.
loadSiteModule(paths)
  .then((site) => {
    const content = siteSchema.parse(site);
    // One line per picture the content names but the folder lacks, before drawing any.
    const missing = missingImages(content, paths, { rendered: false });
    if (missing.length > 0) throw new ContentError(missing);
    return renderImages(content, paths.images);
  })
  .then(
  async ({ files, warnings, cleaned }) => {
    for (const line of cleaned) console.log(line);
    for (const file of files) {
      const { size } = await stat(file);
      console.log(`${path.relative(root, file).padEnd(46)} ${(size / 1024).toFixed(1).padStart(6)} kB`);
    }
    for (const warning of warnings) console.warn(`warning: ${warning}`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
