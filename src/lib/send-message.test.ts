import { describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../../contract/message-errors';
import { ERRORS } from '../../contract/service-errors';
import { DEFAULT_WORDS } from '../../contract/words';
import { PROOF_FIELD } from '../../contract/body-limits';
import type { ProofSource } from './page-proof';
import { sendMessage } from './send-message';

/** A service with PROOF_OF_WORK=0: the page has no proof to send (page-proof.test.ts has real ones). */
const noProof: ProofSource = { prepare: () => undefined, take: async () => undefined };

/** The page's words as folio words them: the problems read as the service's English. */
const ENGLISH = { words: DEFAULT_WORDS.form, lang: 'en', proof: noProof };

const ok = () => vi.fn(async () => new Response('{"id":1}', { status: 201 }));

describe('sendMessage', () => {
  it('sends nothing and names the fields when they are empty or malformed', async () => {
    const fetchImpl = ok();
    const outcome = await sendMessage({ email: 'not-an-email', message: '   ' }, { fetchImpl, ...ENGLISH });
    expect(outcome).toEqual({
      kind: 'invalid',
      fields: {
        email: 'Please enter a valid email address, like name@example.com.',
        message: 'Please write a message.',
      },
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('POSTs JSON {email, message} to {host}/v1', async () => {
    const fetchImpl = ok();
    const outcome = await sendMessage({ email: 'a@b.co', message: 'Hello' }, { fetchImpl, endpoint: '/api/v1', ...ENGLISH });
    expect(outcome).toEqual({ kind: 'success' });
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', message: 'Hello' }),
    });
  });

  it('sends the proof of work in ALTCHA\'s field, and spends none on a draft it does not send', async () => {
    const proof = { prepare: vi.fn(), take: vi.fn(async () => 'c29sdmVk') };
    const fetchImpl = ok();
    await sendMessage({ email: 'not-an-email', message: 'Hi' }, { fetchImpl, ...ENGLISH, proof });
    expect(proof.take).not.toHaveBeenCalled();
    await sendMessage({ email: 'a@b.co', message: 'Hi' }, { fetchImpl, ...ENGLISH, proof });
    const body = JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;
    expect(body).toEqual({ email: 'a@b.co', message: 'Hi', [PROOF_FIELD]: 'c29sdmVk' });
  });

  it('adds the honeypot only when a bot filled it', async () => {
    const fetchImpl = ok();
    await sendMessage({ email: 'a@b.co', message: 'Hi', honeypot: 'http://spam' }, { fetchImpl, ...ENGLISH });
    const body = JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;
    expect(body).toEqual({ email: 'a@b.co', message: 'Hi', website: 'http://spam' });
  });

  it('reports a non-success status with the service field errors', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ error: 'x', fields: { email: 'Bad email' } }, { status: 400 }));
    expect(await sendMessage({ email: 'a@b.co', message: 'Hi' }, { fetchImpl, ...ENGLISH })).toEqual({
      kind: 'failure',
      fields: { email: 'Bad email' },
    });
    const plain = vi.fn(async () => new Response('oops', { status: 500 }));
    expect(await sendMessage({ email: 'a@b.co', message: 'Hi' }, { fetchImpl: plain, ...ENGLISH })).toEqual({ kind: 'failure', fields: {} });
  });

  it("words each problem, its own and the service's, in the page's words", async () => {
    const words = { ...DEFAULT_WORDS.form, emailInvalid: 'Bitte eine gültige Adresse.', messageRequired: 'Bitte eine Nachricht.' };
    const texts = errorTexts(words, 'de');
    const fetchImpl = ok();
    expect(await sendMessage({ email: 'nope', message: '' }, { fetchImpl, words, lang: 'de' })).toEqual({
      kind: 'invalid',
      fields: { email: texts.emailInvalid, message: texts.messageRequired },
    });
    // The service's code wins over its English text; a code it does not know leaves the text.
    const service = vi.fn(async () =>
      Response.json({ codes: { email: 'emailInvalid', message: 'somethingNew' }, fields: { email: ERRORS.emailInvalid, message: 'New rule' } }, { status: 400 }),
    );
    expect(await sendMessage({ email: 'a@b.co', message: 'Hi' }, { fetchImpl: service, words, lang: 'de' })).toEqual({
      kind: 'failure',
      fields: { email: texts.emailInvalid, message: 'New rule' },
    });
  });

  it('reports a network error', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetchImpl = vi.fn(async () => {
      throw failure;
    });
    expect(await sendMessage({ email: 'a@b.co', message: 'Hi' }, { fetchImpl, ...ENGLISH })).toEqual({ kind: 'error', error: failure });
  });
});
