import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployDir } from '../../server/stores/d1/worker-config';
import { SERVICE_DIR } from '../../server/runtimes/service-bundle-layout';
import type { Say } from './cloudflare';
import { bundleService } from './service-bundle';

// package.json runs the service through the launcher (`npm start`, `npm run messages`, `npm run
// owner`); the lockfile makes `npm ci --omit=dev` install its one dependency, better-sqlite3.
const FILES = ['package.json', 'package-lock.json', 'server/runtimes/launch.mjs'];

/**
 * `npm run deploy -- node`: a folder that runs folio on any Node host with nothing else: the built
 * site in dist/, the service bundled in dist-server/ (no TypeScript to compile, no sources), the
 * launcher, package.json and the lockfile, a systemd unit and a Dockerfile. The service sees no
 * sources there, so it serves dist/ as it is (server/site/fresh-build.ts). Returns the folder.
 */
export async function writeNodeBundle(root: string, site: string, env: NodeJS.ProcessEnv, say: Say): Promise<string> {
  const out = path.join(deployDir(root, env), 'node');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await bundleService(root, path.join(out, SERVICE_DIR));
  for (const file of FILES) cpSync(path.join(root, file), path.join(out, file));
  cpSync(site, path.join(out, 'dist'), { recursive: true });
  writeFileSync(path.join(out, 'folio.service'), SYSTEMD_UNIT);
  writeFileSync(path.join(out, 'Dockerfile'), DOCKERFILE);
  writeFileSync(path.join(out, '.dockerignore'), 'node_modules\ndata\n');
  const { files, bytes } = sizeOf(out);
  say(`wrote the bundle to ${path.relative(root, out)}/ (${files} files, ${(bytes / 1e6).toFixed(1)} MB): the built site, the service bundled, package.json and its lockfile`);
  say('wrote folio.service (systemd) and a Dockerfile beside it');
  return out;
}

function sizeOf(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Runs the bundle from /srv/folio as the user folio, its settings in /srv/folio/.env. */
export const SYSTEMD_UNIT = `# folio: copy this folder to /srv/folio, run \`npm ci --omit=dev\` there, then:
#   sudo useradd --system --home /srv/folio folio
#   sudo mkdir -p /srv/folio/data && sudo chown -R folio /srv/folio
#   sudo cp /srv/folio/folio.service /etc/systemd/system/ && sudo systemctl enable --now folio
# Settings (PORT, DATABASE_PATH, SMTP_URL, NOTIFY_TO, TRUST_PROXY…) go in /srv/folio/.env.
[Unit]
Description=folio: the site, its message service and the owner's page
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=folio
WorkingDirectory=/srv/folio
Environment=NODE_ENV=production
EnvironmentFile=-/srv/folio/.env
ExecStart=/usr/bin/env node dist-server/node.mjs
Restart=on-failure
RestartSec=2
# The messages live in data/ (DATABASE_PATH); nothing else is written.
ReadWritePaths=/srv/folio/data
ProtectSystem=strict
ProtectHome=true
NoNewPrivileges=true
PrivateTmp=true

[Install]
WantedBy=multi-user.target
`;

/** The bundle as an image: the service's one dependency, the messages on a volume. */
export const DOCKERFILE = `# folio: docker build -t folio . && docker run -p 8080:8080 -v folio-data:/srv/folio/data folio
FROM node:20-bookworm-slim
WORKDIR /srv/folio
# better-sqlite3 compiles itself where no prebuilt binary downloads.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
# The messages' folder, the service's user's before it becomes a volume (a new volume copies it).
RUN mkdir -p data && chown node:node data
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
VOLUME /srv/folio/data
EXPOSE 8080
USER node
CMD ["node", "dist-server/node.mjs"]
`;
