import type { Plugin } from 'vite';
import type { NodeService } from './node-service';

/** `npm run dev` keeps its messages apart from the ones `npm start` stores in data/folio.db. */
export const DEV_DATABASE_PATH = 'data/dev.db';

const isApiPath = (url: string | undefined): boolean => {
  const pathname = (url ?? '').split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
};

/**
 * Answers /api on the dev server with the real message service, the same app `npm start` runs,
 * over a development database (DATABASE_PATH overrides it), so the form works in `npm run dev`.
 * The service only ever runs in Vite's Node process; nothing here reaches the client bundle.
 */
export function devMessageService(): Plugin {
  let service: NodeService | undefined;
  let onInterrupt: (() => void) | undefined;
  return {
    name: 'folio-dev-message-service',
    apply: 'serve',
    async configureServer(server) {
      // Loaded through Vite's own module runner rather than imported: the config file is bundled
      // when Vite reads it (for `vite build` too), and the service does not belong in that bundle.
      const [{ loadConfig }, { openNodeService }] = await Promise.all([
        server.ssrLoadModule('/server/config.ts') as Promise<typeof import('../config')>,
        server.ssrLoadModule('/server/runtimes/node-service.ts') as Promise<typeof import('./node-service')>,
      ]);
      // Never DATABASE_URL: an exported production URL must not receive the preview's test messages.
      const config = loadConfig({ ...process.env, DATABASE_URL: '', DATABASE_PATH: process.env.DATABASE_PATH || DEV_DATABASE_PATH, SERVE_STATIC: '0' });
      service = await openNodeService({ config });
      service.start();
      const channels = service.channels.join(' and ') || 'none (messages are only stored)';
      server.config.logger.info(`folio: /api is the message service — messages in ${config.databasePath}, notifications: ${channels}`);
      // Vite closes itself on SIGTERM but simply dies on Ctrl-C; close first, so the database is
      // closed cleanly either way. npm forwards the terminal's SIGINT too, so it arrives twice.
      let closing = false;
      onInterrupt = () => {
        if (closing) return;
        closing = true;
        void server.close().finally(() => process.exit(130));
      };
      process.on('SIGINT', onInterrupt);
      const { listener } = service;
      // Added before Vite's own middleware, so /api never falls through to the page or a 404.
      server.middlewares.use((req, res, next) => {
        if (isApiPath(req.url)) void listener(req, res);
        else next();
      });
    },
    // Awaited by server.close() (and Vite's SIGTERM handling): the database is closed cleanly.
    async closeServer() {
      await service?.close();
      service = undefined;
      // Only now: a second Ctrl-C (npm forwards one) that found no handler would kill the process mid-close.
      if (onInterrupt) process.off('SIGINT', onInterrupt);
    },
  };
}
