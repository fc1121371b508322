import Database from 'better-sqlite3';
import type { ProofLedger } from './proof-of-work';
import { PROOF_KEY, SPEND_PROOF, SWEEP_PROOFS } from './sqlite-sql';
import { batchPerTurn } from './turn-batch';

export type SqliteProofLedger = ProofLedger & { close(): void };

const SWEEP_EVERY_MS = 60_000;

/**
 * The proof of work's ledger in the SQLite file, so every process serving it refuses a solution
 * another already took. Like the rate limit, on a connection of its own with `synchronous = OFF`
 * and one write transaction per turn of the event loop: a power cut can forget the last few
 * solutions, which then each send one more message, and no message waits on a disk sync for it.
 * The file must already be migrated (openDatabase does it).
 */
export function openSqliteProofLedger(path: string, now: () => number = Date.now): SqliteProofLedger {
  const db = new Database(path);
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = OFF');
  const readKey = db.prepare(PROOF_KEY).pluck();
  const insert = db.prepare(SPEND_PROOF);
  const sweep = db.prepare(SWEEP_PROOFS);
  let lastSweep = 0;

  type Spend = { signature: string; expiresAt: number };
  const spendAll = db.transaction((batch: Spend[]): boolean[] => batch.map(({ signature, expiresAt }) => insert.run(signature, expiresAt).changes === 1));
  const spend = batchPerTurn(
    (batch: Spend[]) => spendAll.immediate(batch),
    () => {
      const at = now();
      if (at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at;
        sweep.run(at);
      }
    },
  );

  return {
    async key() {
      const value = readKey.get() as string | undefined;
      if (typeof value !== 'string') throw new Error(`The proof-of-work key is missing from ${path}.`);
      return value;
    },
    spend: (signature, expiresAt) => spend({ signature, expiresAt }),
    close() {
      if (db.open) db.close();
    },
  };
}
