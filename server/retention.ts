const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * RETENTION_DAYS: spam and held messages are kept that many days for the owner to look through,
 * then deleted. `due` runs the purge when it has not run for an hour (every runtime calls it from
 * what it already runs often: Node's timer, the Worker's Cron Trigger, the functions' drain).
 */
export function retention(days: number, purge: (before: number) => Promise<number>, log: (line: string) => void = (line) => console.log(line)) {
  let last = 0;
  return {
    async due(now = Date.now()): Promise<void> {
      if (days <= 0 || now - last < HOUR_MS) return;
      const purged = await purge(now - days * DAY_MS);
      // Only once it worked: a purge that failed is tried again at the next call.
      last = now;
      if (purged > 0) log(`folio: deleted ${purged} spam and held message${purged === 1 ? '' : 's'} older than ${days} day${days === 1 ? '' : 's'} (RETENTION_DAYS)`);
    },
  };
}

/**
 * The spam bound's hourly trim (intake/spam-bound.ts): the store trims as spam arrives, and this
 * drops spam past SPAM_KEEP_DAYS when none does. Like `retention`, only once it worked.
 */
export function spamTrim(trim: () => Promise<number>, log: (line: string) => void = (line) => console.log(line)) {
  let last = 0;
  return {
    async due(now = Date.now()): Promise<void> {
      if (now - last < HOUR_MS) return;
      const dropped = await trim();
      last = now;
      if (dropped > 0) log(`folio: deleted ${dropped} spam message${dropped === 1 ? '' : 's'} past the spam bound (SPAM_MAX_MB, SPAM_MAX_ROWS, SPAM_KEEP_DAYS)`);
    },
  };
}
