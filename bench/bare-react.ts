import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the bare React page is served, beside the site under test. */
export const BARE_REACT_PATH = '/bench-react/index.html';

/** Builds bench/bare-react/ for production, as the site's own build would, into `<distDir>/bench-react/`. */
export async function buildBareReact(distDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(here, 'bare-react'),
    base: '/bench-react/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(distDir, 'bench-react'), emptyOutDir: true },
  });
}
