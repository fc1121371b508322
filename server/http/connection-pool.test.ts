import { describe, expect, it } from 'vitest';
import { connectionPool } from './connection-pool';

describe('the connection pool', () => {
  it('refuses past the per-address cap whatever else is free', () => {
    const pool = connectionPool<string>({ total: 10, perClient: 2 });
    expect(pool.admit('a1', 'a')).toEqual({ outcome: 'admitted' });
    expect(pool.admit('a2', 'a')).toEqual({ outcome: 'admitted' });
    expect(pool.admit('a3', 'a')).toEqual({ outcome: 'over-client' });
    expect(pool.size).toBe(2);
  });

  it('lets a newcomer into a full pool in the place of the longest idle connection of the address holding the most', () => {
    let clock = 0;
    const pool = connectionPool<string>({ total: 4, perClient: 3 }, () => clock);
    pool.admit('visitor', 'v');
    clock = 1;
    for (const c of ['x1', 'x2', 'x3']) pool.admit(c, 'x');
    expect(pool.admit('newcomer', 'n')).toEqual({ outcome: 'admitted', evicted: 'x1' });
    // The visitor's one connection is older than all of x's, and still x gives way.
    expect(pool.admit('another', 'm')).toEqual({ outcome: 'admitted', evicted: 'x2' });
    expect(pool.size).toBe(4);
  });

  it('never closes a busy connection for another, and refuses when every one is busy', () => {
    const pool = connectionPool<string>({ total: 2, perClient: 0 });
    pool.admit('a', 'p');
    pool.admit('b', 'p');
    pool.busy('a');
    expect(pool.admit('c', 'q')).toEqual({ outcome: 'admitted', evicted: 'b' });
    pool.busy('c');
    expect(pool.admit('d', 'r')).toEqual({ outcome: 'full' });
    pool.idle('a');
    expect(pool.admit('d', 'r')).toEqual({ outcome: 'admitted', evicted: 'a' });
  });

  it('forgets a closed connection, so its address may open another', () => {
    const pool = connectionPool<string>({ total: 5, perClient: 1 });
    pool.admit('a', 'k');
    pool.remove('a');
    expect(pool.admit('b', 'k')).toEqual({ outcome: 'admitted' });
    expect(pool.size).toBe(1);
  });
});
