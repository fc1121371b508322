/**
 * `npm run import -- <file>`: writes content/site.ts (or $CONTENT_DIR's) from a JSON Resume or a
 * LinkedIn data export, the owner's photo included when the source gives one, and prints what it
 * could not map and what it filled in. It draws no picture to stand in for one it lacks.
 * It never overwrites a site.ts unless told --force, and then replaces only the career data.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The frozen sample (what a fresh clone's content/ holds), to tell it from an owner's own site.ts.
import { site as sample } from '../../fixtures/sample/site';
import { ownerContentPaths, PROJECT_ROOT, type ContentPaths } from '../../contract/content-paths';
import { checkContent, loadSiteModule } from '../content/load-content';
import { renderOne } from '../images/render-variants';
import { stripOriginals } from '../images/photo-metadata';
import { countOf } from './imported';
import { choosePhoto } from './pictures';
import { ImportError, readSource } from './read-source';
import { toSite } from './to-site';
import { siteSource } from './write-site';

export type ImportIo = { log: (line: string) => void; error: (line: string) => void; contentDir?: string; cwd?: string; now?: Date };

const ALLOW_PRIVATE = '--allow-private-addresses';
const USAGE = `name a file: npm run import -- resume.json (or a LinkedIn export: its .zip, or the folder it unzips to), with --force to replace an existing site.ts, and ${ALLOW_PRIVATE} to fetch a photo from this machine or its network`;

/** The site.ts being replaced, read as the build reads it; one that does not load cannot be kept from. */
async function existingSite(paths: ContentPaths): Promise<Record<string, unknown>> {
  try {
    const site = await loadSiteModule(paths);
    if (typeof site !== 'object' || site === null) throw new Error('its `site` is not an object');
    return site as Record<string, unknown>;
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ImportError(`${paths.siteLabel} could not be read, so its settings cannot be kept (${why}): fix it, or move it away to start afresh`);
  }
}

/** Whether a site.ts is still the sample a fresh clone has: its owner's name, address and site. */
function isTheSample(site: Record<string, unknown>): boolean {
  const owner = site.owner as Record<string, unknown> | undefined;
  return site.siteUrl === sample.siteUrl && owner?.name === sample.owner.name && owner.email === sample.owner.email;
}

/** The whole command; resolves to its exit code. */
export async function runImport(args: string[], io: ImportIo): Promise<number> {
  const force = args.includes('--force');
  // A résumé's photo address is the résumé author's to choose; one on this machine or its network is fetched only when the owner says so.
  const allowPrivate = args.includes(ALLOW_PRIVATE);
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force' && arg !== ALLOW_PRIVATE);
  if (files.length !== 1 || unknown.length > 0) {
    io.error(`import: ${unknown.length > 0 ? `unknown option ${unknown.join(', ')}; ` : ''}${USAGE}`);
    return 2;
  }
  const shown = files[0] as string;
  const paths = ownerContentPaths(io.contentDir);
  try {
    const { imported, kind } = await readSource(path.resolve(io.cwd ?? process.cwd(), shown), shown);
    const exists = existsSync(paths.site);
    if (exists && !force) throw new ImportError(`${paths.siteLabel} already exists: add --force to replace its career data (your settings and words are kept)`);
    const found = exists ? await existingSite(paths) : undefined;
    // The sample as a fresh clone has it is not the owner's: nothing of it is kept (its address,
    // portrait, footer and words would otherwise stay on the new owner's page under their name).
    // (Unless the résumé is the sample owner's own: then the sample is theirs, as the round trip has it.)
    const stillSample = found !== undefined && isTheSample(found) && imported.owner.email !== sample.owner.email;
    const existing = stillSample ? undefined : found;
    await mkdir(paths.images, { recursive: true });

    const photo = await choosePhoto(imported, existing, paths, { allowPrivate });
    const { site, notes } = toSite(imported, { existing, avatar: photo.avatar, now: io.now });
    // A downloaded photo keeps its camera's metadata (a GPS position, a serial) until this strips
    // it, as npm run images would: the check refuses a photo that still says where it was taken.
    notes.push(...(await stripOriginals(paths.images, (file) => path.relative(PROJECT_ROOT, file))));
    if (photo.newAvatar && photo.avatar) await renderOne(photo.avatar, paths.images);

    const source = siteSource(site, paths.site, path.join(PROJECT_ROOT, 'contract'), path.basename(shown));
    await writeFile(paths.site, source);
    const check = checkContent(site, paths);
    const counts = [
      countOf(site.experience?.length ?? 0, 'job'),
      countOf(site.education?.length ?? 0, 'school'),
      countOf(site.skills.length, 'skill'),
      countOf((site.projects ?? []).length, 'project'),
      countOf(site.socials.length, 'profile'),
      // The optional lists, only when there are some, so the line stays short.
      ...(site.certifications?.length ? [countOf(site.certifications.length, 'certification')] : []),
      ...(site.publications?.length ? [countOf(site.publications.length, 'publication')] : []),
      ...(site.awards?.length ? [countOf(site.awards.length, 'award')] : []),
      ...(site.spokenLanguages?.length ? [countOf(site.spokenLanguages.length, 'language')] : []),
    ];
    io.log(`import: ${exists ? 'replaced the career data in' : 'wrote'} ${paths.siteLabel} from ${shown} (${kind}): ${counts.join(', ')}`);
    const replacing = stillSample
      ? [`${paths.siteLabel} was still the sample (${sample.owner.name}): replaced whole, as nothing in it was yours`]
      : exists
      ? [
          `${paths.siteLabel}: your settings and words are kept; comments in the old file are not`,
          // Translations follow site.ts's lists item by item, and those lists just changed.
          ...(existsSync(paths.translations) ? [`${paths.label}/translations/ was written for the old content: npm run check:content names what no longer matches`] : []),
        ]
      : [];
    for (const note of [photo.note, ...replacing, ...imported.notes, ...notes]) {
      io.log(`  - ${note}`);
    }
    if (!check.ok) {
      for (const line of check.errors) io.error(line);
      return 1;
    }
    io.log(`${paths.siteLabel} is valid. Next: npm run dev to see it, and edit what the notes above name.`);
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      io.error(`import: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // npm runs scripts from the project's root; the file is named from where the owner typed it.
  runImport(process.argv.slice(2), { log: console.log, error: console.error, cwd: process.env.INIT_CWD }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
