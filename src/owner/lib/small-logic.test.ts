import { describe, expect, it } from 'vitest';
import { ApiError, sentenceOf, waitInWords } from './api-client';
import { localhostUrl } from './domain-url';
import { inviteTokenOf } from './invite-token';
import { suggestedPasskeyName } from './passkey-name';
import { edgeMask } from './use-scroll-edges';

describe('inviteTokenOf', () => {
  it('reads the token from #invite=…', () => {
    expect(inviteTokenOf('#invite=abc-123_XY')).toBe('abc-123_XY');
  });

  it('is null for any other fragment or an empty token', () => {
    expect(inviteTokenOf('')).toBeNull();
    expect(inviteTokenOf('#invite=')).toBeNull();
    expect(inviteTokenOf('#other=abc')).toBeNull();
  });
});

describe('waitInWords and sentenceOf', () => {
  it('rounds a wait up, in seconds under a minute and minutes above', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(900)).toBe('15 minutes');
  });

  it('adds the wait to a 429’s sentence, and shows any other refusal as the server said it', () => {
    expect(sentenceOf(new ApiError('Too many failed sign-ins.', 429, 120))).toBe('Too many failed sign-ins. Try again in 2 minutes.');
    expect(sentenceOf(new ApiError('That passkey is not known here.', 401))).toBe('That passkey is not known here.');
    // The service's own sentence may name the wait: said once, not twice.
    expect(sentenceOf(new ApiError('Too many failed attempts. Try again in 10 minutes.', 429, 600))).toBe('Too many failed attempts. Try again in 10 minutes.');
  });

  it('says in words that the passkey prompt was dismissed', () => {
    const dismissed = Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
    expect(sentenceOf(dismissed)).toMatch(/closed or timed out/u);
  });
});

describe('suggestedPasskeyName', () => {
  it('names the platform the browser says it is on', () => {
    expect(suggestedPasskeyName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('This iPhone');
    expect(suggestedPasskeyName('Mozilla/5.0 (X11; Linux x86_64)')).toBe('This Linux computer');
    expect(suggestedPasskeyName('curl/8')).toBe('This device');
  });
});

describe('localhostUrl', () => {
  it('moves an IPv4 or IPv6 address to localhost, keeping port, path and fragment', () => {
    expect(localhostUrl('http://127.0.0.1:3000/owner/#invite=abc')).toBe('http://localhost:3000/owner/#invite=abc');
    expect(localhostUrl('http://[::1]:5173/owner/')).toBe('http://localhost:5173/owner/');
    expect(localhostUrl('https://192.168.1.20/owner/?x=1')).toBe('https://localhost/owner/?x=1');
  });

  it('leaves a domain name alone', () => {
    expect(localhostUrl('http://localhost:3000/owner/')).toBeNull();
    expect(localhostUrl('https://ana.dev/owner/')).toBeNull();
    expect(localhostUrl('https://1password.example/owner/')).toBeNull();
  });
});

describe('edgeMask', () => {
  it('fades only the edges that hide more, and nothing when the row fits', () => {
    expect(edgeMask({ before: false, after: false })).toBeUndefined();
    expect(edgeMask({ before: false, after: true })).toBe('linear-gradient(to right, black, black calc(100% - 2rem), transparent)');
    expect(edgeMask({ before: true, after: true })).toBe('linear-gradient(to right, transparent, black 2rem, black calc(100% - 2rem), transparent)');
  });
});
