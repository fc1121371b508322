import type { Sql } from 'postgres';
import { numberedParameters, type SqlRunner } from '../sql-runner';

/**
 * The SqlRunner over a postgres.js client, for the store and for the owner's commands alike: `?`
 * numbered as PostgreSQL wants, a batch in one transaction. `open` hands over the client, or throws
 * once it is closed.
 */
export function postgresRunner(open: () => Sql): SqlRunner {
  return {
    all: async (text, params = []) => [...(await open().unsafe(numberedParameters(text), [...params]))] as never,
    run: async (text, params = []) => (await open().unsafe(numberedParameters(text), [...params])).count,
    batch: (statements) =>
      open().begin(async (tx) => {
        const changes: number[] = [];
        for (const { sql: text, params = [] } of statements) changes.push((await tx.unsafe(numberedParameters(text), [...params])).count);
        return changes;
      }) as Promise<number[]>,
  };
}
