import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type InstallSize = { packages: number; bytes: number };

/** Issue 43's targets for `npm ci --omit=dev`. */
export const PRODUCTION_INSTALL = { packages: 60, bytes: 60e6 } as const;

type Lock = { packages: Record<string, { dev?: boolean; devOptional?: boolean; optional?: boolean; link?: boolean }> };

/**
 * What `npm ci` and `npm ci --omit=dev` put on disk, read from this install: the lockfile says which
 * packages each installs (a production install leaves out those marked dev), and each package's
 * folder in node_modules is weighed as it is, native builds included. A package the platform skips
 * (another system's binary) is not there, so it weighs nothing and is not counted.
 */
export function installSizes(root: string): { full: InstallSize; production: InstallSize } {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
  const full: InstallSize = { packages: 0, bytes: 0 };
  const production: InstallSize = { packages: 0, bytes: 0 };
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.startsWith('node_modules/') || entry.link) continue;
    const folder = path.join(root, where);
    const own = weigh(folder, true);
    if (own === undefined) continue;
    full.packages += 1;
    full.bytes += own;
    if (!entry.dev) {
      production.packages += 1;
      production.bytes += own;
    }
  }
  return { full, production };
}

/** The bytes of every file in a folder (the bundled service beside the production install). */
export function folderBytes(folder: string): number {
  return weigh(folder, false) ?? 0;
}

/** The bytes of a package's own files: not the packages nested in its node_modules, which count apart. */
function weigh(folder: string, top: boolean): number | undefined {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return top ? undefined : 0;
  }
  let bytes = 0;
  for (const entry of entries) {
    if (entry.name === 'node_modules') continue;
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) bytes += weigh(child, false) ?? 0;
    else bytes += lstatSync(child).size;
  }
  return bytes;
}
