import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './limits';
import { BODY_MAX_BYTES, MESSAGE_MAX_JSON_BYTES } from './body-limits';
import { parseMessage } from './message';
import { errorTexts } from './message-errors';
import { ERRORS } from './service-errors';
import { DEFAULT_WORDS } from './words';

describe('parseMessage', () => {
  it('accepts a message and returns it trimmed and NFC-normalised', () => {
    const result = parseMessage({ email: '  ana@example.com ', message: ' Cafe\u0301 ☕ ', extra: 1 });
    expect(result).toEqual({ ok: true, value: { email: 'ana@example.com', message: 'Café ☕' } });
  });

  it('requires both fields', () => {
    expect(parseMessage({})).toEqual({ ok: false, codes: { email: 'emailRequired', message: 'messageRequired' } });
    expect(parseMessage({ email: ' ', message: '\n\t ' })).toEqual({
      ok: false,
      codes: { email: 'emailRequired', message: 'messageRequired' },
    });
  });

  it('rejects malformed addresses, including header injection', () => {
    const lists = ['attacker@evil.example,owner@victim.example', 'Bcc:x@y.z', 'a;b@c.de', '"a"@b.co', 'x <a@b.co>', 'a@[1.2.3.4]', 'a(c)@b.co', 'a\\b@c.de', '\ud800x@b.co'];
    for (const email of ['plain', 'a@b', 'a b@c.de', 'a@b.co\r\nBcc: x@y.z', '@b.co', ...lists]) {
      expect(parseMessage({ email, message: 'hi' })).toEqual({ ok: false, codes: { email: 'emailInvalid' } });
    }
  });

  it('refuses an address with an invisible (format) character, with its own code', () => {
    // Zero-width space, word joiner, U+202E, a direction mark, an isolate, a tag character, soft hyphen.
    for (const char of ['\u200B', '\u2060', '\u202E', '\u200F', '\u2066', '\u{E0041}', '\u00AD']) {
      expect(parseMessage({ email: `ana${char}@example.com`, message: 'hi' })).toEqual({ ok: false, codes: { email: 'emailInvisible' } });
      expect(parseMessage({ email: `ana@exa${char}mple.com`, message: 'hi' })).toEqual({ ok: false, codes: { email: 'emailInvisible' } });
    }
    expect(ERRORS.emailInvisible).toBe(DEFAULT_WORDS.form.emailInvisible);
    // The message itself may carry them (Persian needs ZWNJ, emoji ZWJ): the owner is shown them.
    expect(parseMessage({ email: 'ana@example.com', message: 'می\u200Cخواهم 👩\u200D💻' }).ok).toBe(true);
  });

  it('enforces the length limits in characters, not UTF-16 units', () => {
    const longEmail = `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com`;
    expect(parseMessage({ email: longEmail, message: 'x' }).ok).toBe(true);
    expect(parseMessage({ email: `a${longEmail}`, message: 'x' })).toEqual({ ok: false, codes: { email: 'emailTooLong' } });
    expect(parseMessage({ email: 'a@b.co', message: 'é'.repeat(MESSAGE_MAX_LENGTH) }).ok).toBe(true);
    expect(parseMessage({ email: 'a@b.co', message: '😀'.repeat(3000) }).ok).toBe(true);
    // Any script outside the emoji planes takes at most 3 bytes a character: a full message fits.
    for (const char of ['中', 'ह', 'ع', 'ж']) {
      expect(parseMessage({ email: 'a@b.co', message: char.repeat(MESSAGE_MAX_LENGTH) }).ok).toBe(true);
    }
    expect(parseMessage({ email: 'a@b.co', message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      codes: { message: 'messageTooLong' },
    });
  });

  it('refuses, in words, a message whose body would exceed the service limit', () => {
    // 5,000 emoji are 5,000 characters but 20 kB: the service would answer 413.
    expect(parseMessage({ email: 'a@b.co', message: '😀'.repeat(MESSAGE_MAX_LENGTH) })).toEqual({
      ok: false,
      codes: { message: 'messageTooLarge' },
    });
    // Anything the schema accepts fits the body limit, even with the longest, widest address.
    const email = `${'😀'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com`;
    const message = '😀'.repeat(Math.floor((MESSAGE_MAX_JSON_BYTES - 2) / 4));
    const parsed = parseMessage({ email, message });
    expect(parsed.ok).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify({ email, message })).length).toBeLessThanOrEqual(BODY_MAX_BYTES);
  });

  it("words each problem in the page's words, with the limit in the page's number format", () => {
    const texts = errorTexts({ ...DEFAULT_WORDS.form, messageTooLong: 'Höchstens {max} Zeichen.' }, 'de-DE');
    expect(texts.messageTooLong).toBe(`Höchstens ${(5000).toLocaleString('de-DE')} Zeichen.`);
    expect(texts.emailTooLong).toBe(`Your email address must be at most ${EMAIL_MAX_LENGTH} characters.`);
    expect(ERRORS.messageTooLong).toBe('Your message must be at most 5,000 characters.');
  });

  it('rejects values that are not text', () => {
    expect(parseMessage({ email: 5, message: ['x'] })).toEqual({ ok: false, codes: { email: 'notText', message: 'notText' } });
    // Half an emoji: stored, it would turn into U+FFFD, so the row would not be what was answered 201.
    expect(parseMessage({ email: 'ana@example.com', message: 'Hi \ud83d there' })).toEqual({ ok: false, codes: { message: 'notText' } });
    expect(parseMessage(JSON.parse('{"email":"ana@example.com","message":"lone \\udc00"}'))).toEqual({ ok: false, codes: { message: 'notText' } });
    expect(parseMessage({ email: 'ana@example.com', message: 'whole 👋🏽' }).ok).toBe(true);
  });
});
