/**
 * Calls made during one turn of the event loop, run together on the next (setImmediate, after the
 * loop has read every request already waiting): one write transaction for many requests, in
 * arrival order. `runAll` answers each item in order; if it throws, every call of the batch rejects.
 */
export function batchPerTurn<I, O>(runAll: (items: I[]) => O[], afterEach?: () => void): (item: I) => Promise<O> {
  type Pending = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  function flush(): void {
    const batch = queue;
    queue = [];
    let results: O[];
    try {
      results = runAll(batch.map((pending) => pending.item));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, n) => pending.resolve(results[n] as O));
    afterEach?.();
  }
  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ item, resolve, reject });
    });
}
