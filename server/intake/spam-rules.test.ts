import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentRules } from './spam-rules';

type Entry = { label: 'spam' | 'genuine'; class: string; email: string; message: string; repeat?: number };
const corpus = JSON.parse(readFileSync('fixtures/spam-corpus.json', 'utf8')) as Entry[];

describe('the content rules on the labelled corpus', () => {
  it('hold no genuine message, and most spam; the figures per class are printed', () => {
    const rules = contentRules({ maxLinks: 2, blocklist: [] });
    const figures = new Map<string, { label: string; held: number; passed: number }>();
    const heldGenuine: string[] = [];
    let address = 0;
    for (const entry of corpus) {
      // A scripted flood is one text sent from several addresses.
      for (let copy = 0; copy < (entry.repeat ?? 1); copy += 1) {
        address += 1;
        const verdict = rules.judge(entry.message, `203.0.113.${address}`);
        const row = figures.get(entry.class) ?? { label: entry.label, held: 0, passed: 0 };
        if (verdict.spam) row.held += 1;
        else row.passed += 1;
        figures.set(entry.class, row);
        if (verdict.spam && entry.label === 'genuine') heldGenuine.push(`${entry.message} (${verdict.reason})`);
      }
    }
    console.log(`spam corpus:\n${[...figures].map(([name, row]) => `  ${row.label.padEnd(8)} ${name.padEnd(16)} held ${row.held}, passed ${row.passed}`).join('\n')}`);
    expect(heldGenuine).toEqual([]);
    const spam = [...figures.values()].filter((row) => row.label === 'spam');
    const held = spam.reduce((sum, row) => sum + row.held, 0);
    const all = spam.reduce((sum, row) => sum + row.held + row.passed, 0);
    expect(held / all).toBeGreaterThanOrEqual(0.8);
    for (const [name, row] of figures) if (row.label === 'spam' && name !== 'scripted flood') expect(row.passed, name).toBe(0);
  });
});

describe('each rule', () => {
  it('holds past the allowed links, lets a job ad and a profile through', () => {
    const rules = contentRules({ maxLinks: 2, blocklist: [] });
    expect(rules.judge('The role: https://jobs.example/1 and my profile www.linkedin.example/in/me', 'a').spam).toBe(false);
    expect(rules.judge('https://a.example https://b.example https://c.example', 'b')).toEqual({ spam: true, reason: '3 links' });
  });

  it('holds on one word of the owner\'s blocklist, any case', () => {
    const rules = contentRules({ maxLinks: 2, blocklist: ['Acme Leads', ' '] });
    expect(rules.judge('Hi from ACME LEADS, we have an offer', 'a')).toEqual({ spam: true, reason: 'on the blocklist: acme leads' });
    expect(rules.judge('Hi, a normal message', 'a').spam).toBe(false);
    // Words, not parts of words: the owner's "seo" is not in "museo".
    expect(contentRules({ maxLinks: 2, blocklist: ['seo'] }).judge('I work at the Museo del Prado', 'a').spam).toBe(false);
  });

  it('needs two pitch phrases, as whole words: one, or one inside another word, passes', () => {
    const rules = contentRules({ maxLinks: 2, blocklist: [] });
    expect(rules.judge('We are a crypto exchange hiring; our stack handles bitcoin settlement.', 'a').spam).toBe(false);
    expect(rules.judge('Subtle: the btcx library and nftables are fine', 'b').spam).toBe(false);
    // How a prospective client writes: asking for prices and a redesign is not a pitch.
    expect(rules.judge('We need a redesign of our shop. Could you send your price list and availability?', 'd').spam).toBe(false);
    expect(rules.judge('Bitcoin trading bot with guaranteed profit', 'c')).toEqual({ spam: true, reason: 'a pitch: bitcoin, guaranteed profit, trading bot' });
  });

  it('holds the same text from the third address within an hour, not before, and forgets after the hour', () => {
    let clock = 0;
    const rules = contentRules({ maxLinks: 2, blocklist: [], now: () => clock });
    const send = (client: string, text = 'Claim your prize 123') => rules.judge(text, client).spam;
    expect([send('a'), send('a'), send('b'), send('c', 'claim   your PRIZE 456')]).toEqual([false, false, false, true]);
    clock += 3_600_001;
    expect(send('d')).toBe(false);
  });
});
