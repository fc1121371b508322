import { describe, expect, it } from 'vitest';
import { storeServers, storeSubjects } from '../../testing/store-subjects';
import type { MessageStore } from '../../stores/message-store';
import { readInsights } from './insights-read';
import { insightsWriter, purgeVisits } from './insights-store';

/** The insights' SQL, once for all three databases, on each: as store-contract.test.ts holds the stores. */

const cluster = storeServers();

const subjects = storeSubjects(cluster);

const NOV_21 = Date.UTC(2026, 10, 21, 12);
/** A visitor by address, with one browser's user agent. */
const who = (address: string) => ({ address, agent: 'Mozilla/5.0 Firefox/150.0' });
const rowsOf = async (store: MessageStore, table: string) => store.sql.all<{ day: string }>(`SELECT day FROM ${table} ORDER BY day`);

for (const [name, open] of Object.entries(subjects)) {
  const check = (title: string, body: (store: MessageStore) => Promise<void>) =>
    it(title, async () => {
      const opened = await open();
      try {
        await body(opened.store);
      } finally {
        await opened.close();
      }
    }, 60_000);

  describe(`the insights' tables on ${name}`, () => {
    check('counts per day and key, and reads a range with every day present, zeros included', async (store) => {
      const writer = insightsWriter(store.sql);
      const view = (day: string, path: string, visitor: string) => writer.count(day, [{ metric: 'page', key: path }, { metric: 'language', key: 'en' }], who(visitor));
      await view('2026-11-19', '/', 'a');
      await view('2026-11-21', '/', 'a');
      await view('2026-11-21', '/', 'a');
      await view('2026-11-21', '/de/', 'b');
      await writer.count('2026-11-21', [{ metric: 'referrer', key: 'news.example.org' }]);
      await writer.count('2026-11-21', [{ metric: 'action', key: 'cv' }]);
      // Outside the range: counted, and not read.
      await view('2026-11-10', '/old/', 'c');

      const insights = await readInsights(store.sql, NOV_21, 3);
      expect(insights.days).toEqual([
        { day: '2026-11-19', views: 1, visitors: 1 },
        { day: '2026-11-20', views: 0, visitors: 0 },
        { day: '2026-11-21', views: 3, visitors: 2 },
      ]);
      expect(insights.pages).toEqual([
        { key: '/', count: 3 },
        { key: '/de/', count: 1 },
      ]);
      expect(insights.languages).toEqual([{ key: 'en', count: 4 }]);
      expect(insights.referrers).toEqual([{ key: 'news.example.org', count: 1 }]);
      expect(insights.actions).toEqual([
        { key: 'cv', count: 1 },
        { key: 'resume-json', count: 0 },
        { key: 'project-link', count: 0 },
        { key: 'social-link', count: 0 },
        { key: 'form-started', count: 0 },
        { key: 'form-sent', count: 0 },
      ]);
      expect((await readInsights(store.sql, NOV_21, 365)).days).toHaveLength(365);
      expect((await readInsights(store.sql, NOV_21, 1)).days).toEqual([{ day: '2026-11-21', views: 3, visitors: 2 }]);
    });

    check('stops taking new keys for a metric past the day’s limit, and still counts the ones it has', async (store) => {
      const writer = insightsWriter(store.sql, { maxKeysPerDay: 2 });
      for (const path of ['/a/', '/b/', '/c/', '/a/']) await writer.count('2026-11-21', [{ metric: 'page', key: path }]);
      expect((await readInsights(store.sql, NOV_21, 1)).pages).toEqual([
        { key: '/a/', count: 2 },
        { key: '/b/', count: 1 },
      ]);
    });

    check('holds each bound of what an address, and a day, can add: visitors, new keys, sightings, and a referrer’s second address', async (store) => {
      const writer = insightsWriter(store.sql, { visitorsPerAddress: 2, maxVisitorsPerDay: 4, newKeysPerAddress: 2, maxSightingsPerDay: 3 });
      const day = '2026-11-21';
      const view = (address: string, agent: string, path: string, referrer?: string) =>
        writer.count(day, [{ metric: 'page', key: path }, ...(referrer ? [{ metric: 'referrer' as const, key: referrer }] : [])], { address, agent });
      // Address a: two visitors, then a third user agent is refused, and its view counts nothing.
      await view('a', 'one', '/');
      await view('a', 'two', '/');
      await view('a', 'three', '/');
      // Address a brought '/' and may bring one more new key: '/x/'; '/y/' is past its share.
      await view('a', 'one', '/x/');
      await view('a', 'one', '/y/');
      // A referrer from one address is not counted (a second would count it, with both: beacon-route.test.ts).
      await view('b', 'one', '/', 'news.example.org');
      await view('c', 'one', '/', 'news.example.org');
      // The day's visitors are full (4): a fifth counts nothing.
      await view('d', 'one', '/');
      const insights = await readInsights(store.sql, NOV_21, 1);
      expect(insights.days[0]).toEqual({ day, views: 5, visitors: 4 });
      expect(insights.pages).toEqual([
        { key: '/', count: 4 },
        { key: '/x/', count: 1 },
      ]);
      // The day's sightings are full after '/', '/x/' and b's referrer: c's sighting is refused, so the referrer waits.
      expect(insights.referrers).toEqual([]);
      expect(insights.refused).toEqual([
        { key: 'rate', count: 0 },
        { key: 'origin', count: 0 },
        { key: 'visitors', count: 2 },
        { key: 'keys', count: 3 },
      ]);
    });

    check('keeps salts and visitor hashes only for their day', async (store) => {
      const writer = insightsWriter(store.sql);
      await writer.count('2026-11-20', [{ metric: 'page', key: '/' }], who('a'));
      await writer.count('2026-11-21', [{ metric: 'page', key: '/' }], who('a'));
      expect(await rowsOf(store, 'insight_salts')).toEqual([{ day: '2026-11-21' }]);
      expect(await rowsOf(store, 'insight_visitors')).toEqual([{ day: '2026-11-21' }]);
      // The service's own pass, with no beacon after midnight.
      expect(await rowsOf(store, 'insight_sightings')).toEqual([{ day: '2026-11-21' }]);
      await purgeVisits(store.sql, '2026-11-22');
      expect(await rowsOf(store, 'insight_salts')).toEqual([]);
      expect(await rowsOf(store, 'insight_sightings')).toEqual([]);
      expect(await rowsOf(store, 'insight_visitors')).toEqual([]);
      expect((await readInsights(store.sql, NOV_21, 2)).days.map((day) => day.visitors)).toEqual([1, 1]);
    });

    check('shares one salt between instances over the same database, and counts a visitor once however many hits arrive at once', async (store) => {
      // Five instances, each with the same visitor's hit on a day none has seen yet.
      await Promise.all(Array.from({ length: 5 }, () => insightsWriter(store.sql).count('2026-11-21', [{ metric: 'page', key: '/' }], who('a'))));
      expect(await rowsOf(store, 'insight_salts')).toHaveLength(1);
      expect(await rowsOf(store, 'insight_visitors')).toHaveLength(1);
      expect((await readInsights(store.sql, NOV_21, 1)).days[0]).toEqual({ day: '2026-11-21', views: 5, visitors: 1 });
    });
  });
}
