/**
 * `npm run github`: fetches the repositories site.ts's `github` names (or its `top` N) from
 * GitHub's public REST API into github.json beside site.ts, and draws each one's card picture. Both
 * are committed, so the build never needs the network. A failed fetch leaves the last file as it
 * was and says why in one line.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteSchema } from '../../contract/content-schema';
import { contentPaths, ownerContentPaths } from '../../contract/content-paths';
import { accentOf } from '../colour/accent';
import { formatIssues, loadSiteModule } from '../content/load-content';
import { renderOne } from '../images/render-variants';
import { githubFileSchema, type GithubFile } from './github-file';
import { fetchRepos, GithubFetchError } from './fetch-repos';
import { githubImage } from './github-projects';
import { repoCardSvg } from './repo-card';

export type GithubIo = {
  log: (line: string) => void;
  error: (line: string) => void;
  /** The content folder (CONTENT_DIR's value); `content/` when not given. */
  contentDir?: string | undefined;
  env?: Record<string, string | undefined>;
  now?: Date;
};

/** Runs the command; returns its exit code. */
export async function runGithub(io: GithubIo): Promise<number> {
  const env = io.env ?? process.env;
  // It writes the owner's folder, never folio's sample: on a fresh clone there is none yet.
  const paths = ownerContentPaths(io.contentDir);
  if (!existsSync(paths.site)) {
    io.error(`github: there is no ${paths.siteLabel} yet: make the content yours first (cp -r ${contentPaths().label} ${paths.label}, or npm run import -- resume.json)`);
    return 1;
  }
  const checked = siteSchema.safeParse(await loadSiteModule(paths));
  if (!checked.success) {
    for (const line of formatIssues(checked.error.issues, paths.siteLabel)) io.error(line);
    return 1;
  }
  const site = checked.data;
  if (site.github === undefined) {
    io.error(`github: ${paths.siteLabel} has no github: add github: { user: 'your-name', top: 6 } (or repos: ['a-repo', …]) first`);
    return 1;
  }
  // Said in one line whatever went wrong, and whether the last file is still there to build from.
  const fail = (reason: string) => {
    io.error(`github: ${existsSync(paths.github) ? `kept ${paths.githubLabel}` : `wrote no ${paths.githubLabel}`}: ${reason}`);
    return 1;
  };
  let file: GithubFile;
  try {
    const repos = await fetchRepos(site.github, { apiUrl: env.GITHUB_API_URL || undefined, token: env.GITHUB_TOKEN || undefined });
    // Checked as the build will read it back, so what is written is what it accepts.
    const checkedFile = githubFileSchema.safeParse({ user: site.github.user, fetchedAt: (io.now ?? new Date()).toISOString(), repos });
    if (!checkedFile.success) return fail(`the fetched repositories are not what the build reads (${checkedFile.error.issues[0]?.message ?? 'unexpected shape'})`);
    file = checkedFile.data;
  } catch (error) {
    if (error instanceof GithubFetchError) return fail(error.message);
    throw error;
  }
  // The pictures first: a github.json naming a card not yet drawn would stop the build.
  await mkdir(paths.images, { recursive: true });
  for (const repo of file.repos) {
    const image = githubImage(repo);
    await writeFile(path.join(paths.images, `${image.name}.svg`), repoCardSvg(accentOf(site), repo.name));
    await renderOne(image, paths.images);
  }
  // Written whole, then moved: an interrupted run never leaves half a file to build from.
  const partial = `${paths.github}.partial`;
  await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`);
  await rename(partial, paths.github);
  const names = file.repos.map((repo) => `${repo.name} (${repo.stars}★)`).join(', ');
  io.log(`github: wrote ${paths.githubLabel}: ${file.repos.length} ${file.repos.length === 1 ? 'repository' : 'repositories'} of ${file.user}${names === '' ? '' : `: ${names}`}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runGithub({ log: (line) => console.log(line), error: (line) => console.error(line), contentDir: process.argv[2] ?? process.env.CONTENT_DIR }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`github: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
