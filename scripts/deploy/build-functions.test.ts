import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOP_TIMEOUT_MS, startPostgres, type PostgresCluster } from '../../server/testing/postgres-cluster';
import { tempDir } from '../../server/testing/test-support';

const run = promisify(execFile);

type LambdaResult = { statusCode: number; headers: Record<string, string>; body: string; isBase64Encoded?: boolean };
type LambdaBundle = { lambdaHandler: (event: unknown, context: unknown) => Promise<LambdaResult>; closeFunctions: () => Promise<void> };

/** A GET as a Lambda function URL sends it (API Gateway v2's event). */
const event = (at: string) => ({
  version: '2.0',
  routeKey: '$default',
  rawPath: at,
  rawQueryString: '',
  headers: { host: 'abc.lambda-url.eu-west-1.on.aws' },
  requestContext: { domainName: 'abc.lambda-url.eu-west-1.on.aws', http: { method: 'GET', path: at, protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'test' }, requestId: 'r', routeKey: '$default', stage: '$default', timeEpoch: Date.now() },
  isBase64Encoded: false,
});
const text = (result: LambdaResult) => (result.isBase64Encoded ? Buffer.from(result.body, 'base64').toString('utf8') : result.body);

let cluster: PostgresCluster | undefined;
let bundle: LambdaBundle | undefined;
const dir = tempDir('folio-functions-');
const handle = (at: string) => {
  if (!bundle) throw new Error('the bundle was not built');
  return bundle.lambdaHandler(event(at), {});
};
beforeAll(async () => {
  // A built page of its own (as npm run build writes dist/owner/), bundled by the real script.
  mkdirSync(path.join(dir.path, 'site', 'owner', 'assets'), { recursive: true });
  writeFileSync(path.join(dir.path, 'site', 'owner', 'index.html'), '<!doctype html><title>Inbox</title><script type="module" src="/owner/assets/index-abc.js"></script>');
  writeFileSync(path.join(dir.path, 'site', 'owner', 'assets', 'index-abc.js'), 'console.log("inbox")');
  const [started] = await Promise.all([
    startPostgres(),
    run(process.execPath, ['--import', 'tsx', 'scripts/deploy/build-functions.ts', 'lambda', '--out', path.join(dir.path, 'out')], { env: { ...process.env, OUT_DIR: path.join(dir.path, 'site') } }),
  ]);
  cluster = started;
  process.env.DATABASE_URL = await started.freshDatabase();
  bundle = createRequire(import.meta.url)(path.join(dir.path, 'out', 'dist-functions', 'lambda', 'index.cjs')) as LambdaBundle;
}, 120_000);
afterAll(async () => {
  await bundle?.closeFunctions();
  Reflect.deleteProperty(process.env, 'DATABASE_URL');
  cluster?.stop();
  dir.remove();
}, STOP_TIMEOUT_MS);

describe('the Lambda bundle of npm run build:functions', () => {
  it('answers /owner/ with the bundled page under its own headers, and its hashed script', async () => {
    const page = await handle('/owner/');
    expect(page.statusCode).toBe(200);
    expect(text(page)).toContain('<title>Inbox</title>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const script = await handle('/owner/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(text(script)).toBe('console.log("inbox")');
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it('answers the owner API without a session with 401, and a path the page has not with 404', async () => {
    const session = await handle('/owner/api/session');
    expect(session.statusCode).toBe(401);
    expect(session.headers['content-type']).toMatch(/^application\/json/u);
    expect((await handle('/owner/assets/missing-1.js')).statusCode).toBe(404);
  });
});
