import { join } from 'node:path';
import { verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it } from 'vitest';
import { SEND_AFTER_PARAM, type Challenge } from '../../contract/proof-of-work';
import { solveChallenge } from '../../contract/solve-challenge';
import { PROOF_REASONS, proofOfWork, type ProofSettings, type ProofVerdict } from './proof-of-work';
import type { MessageStore } from '../stores/message-store';
import { openDatabase, openSqliteStore } from '../stores/sqlite/sqlite-store';
import { tempDir } from '../testing/test-support';

const T0 = 1_800_000_000_000;
let clock = T0;
const now = () => clock;
const SETTINGS: ProofSettings = { maxNumber: 5_000, minSendMs: 3_000, ttlMs: 7_200_000 };

const opened: { store: MessageStore; remove: () => void }[] = [];
afterEach(() => {
  for (const { store, remove } of opened.splice(0)) {
    store.close();
    remove();
  }
  clock = T0;
});

/** A service's proof of work over a fresh SQLite file (and a second instance's, over the same file). */
function fresh(settings = SETTINGS) {
  const dir = tempDir();
  const path = join(dir.path, 'folio.db');
  const store = openSqliteStore(path, { now });
  const other = openSqliteStore(path, { now });
  opened.push({ store, remove: dir.remove }, { store: other, remove: () => undefined });
  const ledger = store.proofLedger;
  return { proof: proofOfWork(ledger, settings, now), other: proofOfWork(other.proofLedger, settings, now), ledger };
}

const reasonOf = async (verdict: Promise<ProofVerdict>) => (await verdict).reason;

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge);
  if (!solution) throw new Error('no solution');
  return btoa(JSON.stringify(solution));
}

describe('the proof of work', () => {
  it('issues ALTCHA challenges that ALTCHA itself verifies, with the least wait for the page', async () => {
    const { proof, ledger } = fresh();
    const challenge = await proof.challenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: SETTINGS.maxNumber, waitMs: SETTINGS.minSendMs });
    expect(challenge.salt).toContain(`${SEND_AFTER_PARAM}=${T0 + SETTINGS.minSendMs}`);
    expect(challenge.salt).toContain(`expires=${(T0 + SETTINGS.ttlMs) / 1000}`);
    const solution = await solveChallenge(challenge);
    expect(solution?.number).toBeLessThanOrEqual(SETTINGS.maxNumber);
    expect(await verifySolution({ ...solution!, algorithm: 'SHA-256' }, await ledger.key(), false)).toBe(true);
  });

  it('lets a solution through after the least time, on any instance over the database, with its signature to spend', async () => {
    const { proof, other } = fresh();
    const challenge = await proof.challenge();
    const payload = await solved(challenge);
    clock += SETTINGS.minSendMs - 500;
    expect(await reasonOf(proof.judge(payload))).toBe(PROOF_REASONS.tooSoon(2_500));
    clock += 500;
    // Spending it, once, is the store's: delivery-store.test.ts, on every store.
    expect(await other.judge(payload)).toEqual({ spend: { signature: challenge.signature, expiresAt: T0 + SETTINGS.ttlMs } });
  });

  it('refuses an expired challenge, a changed salt, a wrong number, another database\'s key, and what is not a solution', async () => {
    const { proof } = fresh();
    const challenge = await proof.challenge();
    const payload = await solved(challenge);
    const solution = JSON.parse(atob(payload)) as Record<string, unknown>;
    const edited = (change: Record<string, unknown>) => btoa(JSON.stringify({ ...solution, ...change }));
    clock += SETTINGS.minSendMs;
    // A script that moves its own sendAfter earlier breaks the signature.
    expect(await reasonOf(proof.judge(edited({ salt: challenge.salt.replace(/sendAfter=\d+/u, `sendAfter=${T0}`) })))).toBe(PROOF_REASONS.invalid);
    expect(await reasonOf(proof.judge(edited({ number: (solution.number as number) + 1 })))).toBe(PROOF_REASONS.invalid);
    expect(await reasonOf(proof.judge(edited({ algorithm: 'SHA-1' })))).toBe(PROOF_REASONS.invalid);
    expect(await reasonOf(fresh().proof.judge(payload))).toBe(PROOF_REASONS.invalid);
    for (const junk of ['not base64!', btoa('not json'), btoa('null'), btoa('[]'), 42, { number: 1 }, 'A'.repeat(5_000)]) {
      expect(await reasonOf(proof.judge(junk))).toBe(PROOF_REASONS.invalid);
    }
    for (const nothing of [undefined, null, '']) expect(await reasonOf(proof.judge(nothing))).toBe(PROOF_REASONS.missing);
    expect(await reasonOf(proof.judge(payload))).toBeUndefined();
    clock = T0 + SETTINGS.ttlMs;
    expect(await reasonOf(proof.judge(payload))).toBe(PROOF_REASONS.expired);
  });

  it('agrees with ALTCHA\'s own verification (altcha-lib) on solutions and on every kind of tampering', async () => {
    const { proof, ledger } = fresh({ ...SETTINGS, minSendMs: 0 });
    const key = await ledger.key();
    for (let n = 0; n < 20; n += 1) {
      const solution = JSON.parse(atob(await solved(await proof.challenge()))) as Record<string, unknown>;
      const variants = [
        solution,
        { ...solution, number: (solution.number as number) + 1 },
        { ...solution, salt: `${String(solution.salt)}x` },
        { ...solution, challenge: String(solution.challenge).replace(/^./u, (c) => (c === '0' ? '1' : '0')) },
        { ...solution, signature: String(solution.signature).replace(/.$/u, (c) => (c === '0' ? '1' : '0')) },
      ];
      for (const variant of variants) {
        const ours = (await reasonOf(proof.judge(btoa(JSON.stringify(variant))))) !== PROOF_REASONS.invalid;
        expect(ours).toBe(await verifySolution(variant as never, key, false));
      }
    }
  });

  it('signs with a key of the database\'s own: two databases, two keys; one database, one key for good', () => {
    const first = tempDir();
    const second = tempDir();
    try {
      const key = (path: string) => {
        const db = openDatabase(path);
        try {
          return db.prepare("SELECT value FROM secrets WHERE name = 'proof-of-work'").pluck().get();
        } finally {
          db.close();
        }
      };
      const a = key(join(first.path, 'folio.db'));
      expect(a).toMatch(/^[0-9a-f]{64}$/u);
      expect(key(join(first.path, 'folio.db'))).toBe(a);
      expect(key(join(second.path, 'folio.db'))).not.toBe(a);
    } finally {
      first.remove();
      second.remove();
    }
  });
});
