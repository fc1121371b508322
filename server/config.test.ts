import { describe, expect, it } from 'vitest';
import { databasePathFrom, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with nothing set', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databasePath: 'data/folio.db',
      databaseUrl: undefined,
      rateLimitPerMinute: 5,
      trustProxy: false,
      allowedOrigins: [],
      smtp: undefined,
      mailApi: undefined,
      webhookUrl: undefined,
      webhookSecret: undefined,
      notifyPerHour: 30,
      retentionDays: 0,
      spamBound: { maxBytes: 50_000_000, maxRows: 10_000, maxAgeMs: 30 * 86_400_000 },
      spamRules: { maxLinks: 2, blocklist: [] },
      proofOfWork: { maxNumber: 200_000, minSendMs: 3_000 },
      captcha: undefined,
      assistantMessages: { open: true, captchaStandIn: undefined },
      notifyLeaseSeconds: undefined,
      notifyRetrySeconds: 10,
      staticDir: 'dist',
      serveStatic: true,
      maxConnections: 2000,
      maxConnectionsPerClient: 32,
    });
  });

  it('reads the connection caps (none per address behind a proxy) and a webhook secret, never echoing it', () => {
    expect(loadConfig({ MAX_CONNECTIONS: '50', MAX_CONNECTIONS_PER_CLIENT: '4' })).toMatchObject({ maxConnections: 50, maxConnectionsPerClient: 4 });
    expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '4', TRUST_PROXY: '1' }).maxConnectionsPerClient).toBe(0);
    expect(loadConfig({ WEBHOOK_SECRET: 'x'.repeat(32) }).webhookSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ WEBHOOK_SECRET: 'short-secret' })).toThrow(
      'Invalid configuration: WEBHOOK_SECRET must be at least 16 characters (a random one: echo "whsec_$(openssl rand -base64 32)") (got a value (not shown))',
    );
  });

  it('reads OWNER_ORIGIN: an https origin, or http only on localhost, with a clear error otherwise', () => {
    expect(loadConfig({}).ownerOrigin).toBeUndefined();
    expect(loadConfig({ OWNER_ORIGIN: 'https://ana.example/' }).ownerOrigin).toBe('https://ana.example');
    expect(loadConfig({ OWNER_ORIGIN: 'http://localhost:8080' }).ownerOrigin).toBe('http://localhost:8080');
    for (const bad of ['http://ana.example', 'https://ana.example/owner/', 'ana.example', 'ftp://ana.example']) {
      expect(() => loadConfig({ OWNER_ORIGIN: bad }), bad).toThrow(
        `Invalid configuration: OWNER_ORIGIN must be the origin the owner's pages are on, like https://example.com (https, or http://localhost:PORT; no path) (got ${JSON.stringify(bad)})`,
      );
    }
  });

  it('reads the spam bound (SPAM_MAX_MB, SPAM_MAX_ROWS, SPAM_KEEP_DAYS), each off with 0', () => {
    expect(loadConfig({ SPAM_MAX_MB: '5', SPAM_MAX_ROWS: '0', SPAM_KEEP_DAYS: '7' }).spamBound).toEqual({ maxBytes: 5_000_000, maxRows: 0, maxAgeMs: 7 * 86_400_000 });
    expect(() => loadConfig({ SPAM_MAX_MB: '-1' })).toThrow('Invalid configuration: SPAM_MAX_MB must be an integer from 0 to 1000000 (got "-1")');
  });

  it('takes a Standard Webhooks secret, whsec_ and the base64 of 24 to 64 bytes', () => {
    const whsec = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(loadConfig({ WEBHOOK_SECRET: whsec }).webhookSecret).toBe(whsec);
    const wrong = 'Invalid configuration: WEBHOOK_SECRET must be whsec_ and the base64 of 24 to 64 random bytes, like echo "whsec_$(openssl rand -base64 32)" (got a value (not shown))';
    expect(() => loadConfig({ WEBHOOK_SECRET: `whsec_${Buffer.alloc(16, 7).toString('base64')}` })).toThrow(wrong);
    expect(() => loadConfig({ WEBHOOK_SECRET: 'whsec_not base64 at all!!' })).toThrow(wrong);
  });

  it('reads the proof of work: its size and least time, or off with 0', () => {
    expect(loadConfig({ PROOF_OF_WORK: '50000', MIN_SEND_SECONDS: '0' }).proofOfWork).toEqual({ maxNumber: 50_000, minSendMs: 0 });
    expect(loadConfig({ PROOF_OF_WORK: '0' }).proofOfWork).toBeUndefined();
    expect(() => loadConfig({ PROOF_OF_WORK: 'lots' })).toThrow('Invalid configuration: PROOF_OF_WORK must be an integer from 0 to 100000000 (got "lots")');
  });

  it('reads a captcha: its provider, secret and verification URL (the provider\'s own unless set), never echoing the secret', () => {
    expect(loadConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 's3cret' }).captcha).toEqual({
      provider: 'turnstile',
      secret: 's3cret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify' }).captcha?.verifyUrl).toBe('http://127.0.0.1:9/verify');
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 's' })).toThrow('Invalid configuration: CAPTCHA_PROVIDER must be turnstile or hcaptcha (got "recaptcha")');
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow("Invalid configuration: CAPTCHA_SECRET must be set when CAPTCHA_PROVIDER is set (the secret key from Cloudflare's Turnstile page) (got nothing)");
    expect(() => loadConfig({ CAPTCHA_SECRET: 'do-not-echo' })).toThrow('Invalid configuration: CAPTCHA_PROVIDER must be turnstile or hcaptcha when CAPTCHA_SECRET is set (got nothing)');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_PATH: '/var/lib/folio/messages.db',
      RATE_LIMIT_PER_MINUTE: '0',
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: 'https://ana.dev, https://www.ana.dev/',
      SMTP_URL: 'smtps://ana%40mail.example:secret@mail.example:465',
      NOTIFY_TO: 'ana@ana.dev',
      WEBHOOK_URL: 'https://hooks.example/T1/B2/xyz',
      STATIC_DIR: 'build',
      SERVE_STATIC: '0',
      NOTIFY_LEASE_SECONDS: '30',
      DATABASE_URL: 'postgres://folio:secret@db.example:5432/folio',
    });
    expect(config.databaseUrl).toBe('postgres://folio:secret@db.example:5432/folio');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://folio:secret@db.example/folio' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a PostgreSQL URL like postgres://user:password@db.example.com:5432/folio (got "mysql://db.example/…")',
    );
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', rateLimitPerMinute: 0, trustProxy: true, serveStatic: false, staticDir: 'build', notifyLeaseSeconds: 30 });
    expect(() => loadConfig({ NOTIFY_LEASE_SECONDS: '0' })).toThrow('Invalid configuration: NOTIFY_LEASE_SECONDS must be an integer from 1 to 86400 (got "0")');
    expect(loadConfig({ NOTIFY_RETRY_SECONDS: '2' }).notifyRetrySeconds).toBe(2);
    expect(() => loadConfig({ NOTIFY_RETRY_SECONDS: '0' })).toThrow(/NOTIFY_RETRY_SECONDS must be/u);
    expect(config.allowedOrigins).toEqual(['https://ana.dev', 'https://www.ana.dev']);
    // Without NOTIFY_FROM, mail comes from the SMTP login when that is an address.
    expect(config.smtp).toEqual({ url: 'smtps://ana%40mail.example:secret@mail.example:465', to: 'ana@ana.dev', from: 'ana@mail.example' });
    expect(loadConfig({ SMTP_URL: 'smtp://apikey:k@smtp.example:587', NOTIFY_TO: 'ana@ana.dev' }).smtp?.from).toBe('ana@ana.dev');
    expect(loadConfig({ SMTP_URL: 'smtp://h.example', NOTIFY_TO: 'a@b.co', NOTIFY_FROM: 'site@b.co' }).smtp?.from).toBe('site@b.co');
  });

  it('reads a mail API: Resend by default, from its shared sender unless NOTIFY_FROM says otherwise', () => {
    expect(loadConfig({ MAIL_API_KEY: 're_123', NOTIFY_TO: 'ana@ana.dev' }).mailApi).toEqual({
      url: 'https://api.resend.com/emails',
      key: 're_123',
      to: 'ana@ana.dev',
      from: 'onboarding@resend.dev',
    });
    const own = loadConfig({ MAIL_API_KEY: 're_123', NOTIFY_TO: 'ana@ana.dev', NOTIFY_FROM: 'site@ana.dev', MAIL_API_URL: 'http://127.0.0.1:9/emails' });
    expect(own.mailApi).toMatchObject({ url: 'http://127.0.0.1:9/emails', from: 'site@ana.dev' });
    expect(own.smtp).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: ' ', ALLOWED_ORIGINS: '' })).toMatchObject({ port: 8080, smtp: undefined, allowedOrigins: [] });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer from 1 to 65535 (got "70000")'],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'Invalid configuration: RATE_LIMIT_PER_MINUTE must be an integer from 0 to 1000000 (got "-1")'],
    [{ TRUST_PROXY: 'yes' }, 'Invalid configuration: TRUST_PROXY must be 0 or 1 (got "yes")'],
    [{ SERVE_STATIC: 'true' }, 'Invalid configuration: SERVE_STATIC must be 0 or 1 (got "true")'],
    [{ ALLOWED_ORIGINS: 'https://a.dev, *.b.dev' }, 'Invalid configuration: ALLOWED_ORIGINS must be comma-separated origins like https://example.com (bad entry "*.b.dev") (got "https://a.dev, *.b.dev")'],
    [{ ALLOWED_ORIGINS: 'https://a.dev/contact' }, 'Invalid configuration: ALLOWED_ORIGINS must be comma-separated origins like https://example.com (bad entry "https://a.dev/contact") (got "https://a.dev/contact")'],
    [{ NOTIFY_TO: 'not an address', SMTP_URL: 'smtp://h.example' }, 'Invalid configuration: NOTIFY_TO must be an e-mail address like you@example.com (got "not an address")'],
    [{ SMTP_URL: 'smtp://h.example' }, 'Invalid configuration: NOTIFY_TO must be set when SMTP_URL is set (the address that receives messages) (got nothing)'],
    [{ NOTIFY_TO: 'a@b.co' }, 'Invalid configuration: SMTP_URL must be set when NOTIFY_TO is set, like smtp://user:password@mail.example.com:587 (or MAIL_API_KEY for a mail API) (got nothing)'],
    [{ MAIL_API_KEY: 're_123' }, 'Invalid configuration: NOTIFY_TO must be set when MAIL_API_KEY is set (the address that receives messages) (got nothing)'],
    [{ MAIL_API_KEY: 're_123', SMTP_URL: 'smtp://h.example', NOTIFY_TO: 'a@b.co' }, 'Invalid configuration: MAIL_API_KEY and SMTP_URL are both set: e-mail goes one way, so set only one of them (got a value (not shown))'],
    [{ MAIL_API_KEY: 're_1', NOTIFY_TO: 'a@b.co', MAIL_API_URL: 'ftp://x.example' }, 'Invalid configuration: MAIL_API_URL must be an http:// or https:// URL (got "ftp://x.example")'],
    [{ SMTP_URL: 'smtp://%E0x:pw@mail.example.com', NOTIFY_TO: 'a@b.co' }, 'Invalid configuration: SMTP_URL must have its user and password percent-encoded, like %40 for @ (a % must start a valid escape) (got "smtp://mail.example.com")'],
  ])('one line naming the variable for %j', (env, line) => {
    expect(() => loadConfig(env)).toThrow(line);
  });

  it('never prints a password or webhook token from a bad URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example/x', NOTIFY_TO: 'a@b.co' })).toThrow(
      'Invalid configuration: SMTP_URL must be an SMTP URL like smtp://user:password@mail.example.com:587 (got "http://mail.example/…")',
    );
    expect(() => loadConfig({ WEBHOOK_URL: 'ftp://hooks.example/secret-token' })).toThrow(/got "ftp:\/\/hooks.example\/…"\)$/);
    expect(() => loadConfig({ WEBHOOK_URL: 'hooks secret-token' })).toThrow(/got a value that is not a URL\)$/);
  });
});

describe('databasePathFrom', () => {
  it('reads DATABASE_PATH alone, so the messages command ignores unrelated bad settings', () => {
    expect(databasePathFrom({ PORT: 'abc' })).toBe('data/folio.db');
    expect(databasePathFrom({ DATABASE_PATH: '/tmp/x.db' })).toBe('/tmp/x.db');
  });
});
