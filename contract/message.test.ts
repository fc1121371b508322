import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './limits';
import { ERRORS, parseMessage } from './message';

describe('parseMessage', () => {
  it('accepts a message and returns it trimmed and NFC-normalised', () => {
    const result = parseMessage({ email: '  ana@example.com ', message: ' Cafe\u0301 ☕ ', extra: 1 });
    expect(result).toEqual({ ok: true, value: { email: 'ana@example.com', message: 'Café ☕' } });
  });

  it('requires both fields', () => {
    expect(parseMessage({})).toEqual({ ok: false, fields: { email: ERRORS.emailRequired, message: ERRORS.messageRequired } });
    expect(parseMessage({ email: ' ', message: '\n\t ' })).toEqual({
      ok: false,
      fields: { email: ERRORS.emailRequired, message: ERRORS.messageRequired },
    });
  });

  it('rejects malformed addresses, including header injection', () => {
    for (const email of ['plain', 'a@b', 'a b@c.de', 'a@b.co\r\nBcc: x@y.z', '@b.co']) {
      expect(parseMessage({ email, message: 'hi' })).toEqual({ ok: false, fields: { email: ERRORS.emailInvalid } });
    }
  });

  it('enforces the length limits in characters, not UTF-16 units', () => {
    const longEmail = `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com`;
    expect(parseMessage({ email: longEmail, message: 'x' }).ok).toBe(true);
    expect(parseMessage({ email: `a${longEmail}`, message: 'x' })).toEqual({ ok: false, fields: { email: ERRORS.emailTooLong } });
    expect(parseMessage({ email: 'a@b.co', message: '😀'.repeat(MESSAGE_MAX_LENGTH) }).ok).toBe(true);
    expect(parseMessage({ email: 'a@b.co', message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      fields: { message: ERRORS.messageTooLong },
    });
  });

  it('rejects values that are not text', () => {
    expect(parseMessage({ email: 5, message: ['x'] })).toEqual({ ok: false, fields: { email: ERRORS.notText, message: ERRORS.notText } });
  });
});
