import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/minimal/site';
import { siteSchema } from '../../contract/content-schema';
import { longFormHeadTags, type LongFormHead } from './long-form-head';
import type { PreparedText } from './writing';

const text = (summary: string): PreparedText =>
  ({ kind: 'work', slug: 'horaires', lang: 'en', path: '', href: '/work/horaires/', title: 'Horaires', summary, date: '2026-01-02', tags: [], cover: undefined, html: '', css: '', headings: [], words: 120 }) as unknown as PreparedText;

const head = (summary: string): LongFormHead => ({
  site: siteSchema.parse(site),
  base: '/',
  title: 'Horaires',
  description: summary,
  href: '/work/horaires/',
  versions: [],
  text: text(summary),
  shareImage: '/work/horaires/og-image.png',
  feeds: [],
  themeScript: '',
  noScript: '',
});

describe('the head of a case study (issue 41)', () => {
  it('has no empty description when neither the front matter nor the project gives one', () => {
    const tags = longFormHeadTags(head(''));
    expect(tags).not.toMatch(/name="description"|og:description|"description":/u);
  });

  it('says the summary where there is one, in the meta tags and the structured data', () => {
    const tags = longFormHeadTags(head('Ferry times offline.'));
    expect(tags).toContain('<meta name="description" content="Ferry times offline." />');
    expect(tags).toContain('<meta property="og:description" content="Ferry times offline." />');
    expect(tags).toContain('"description":"Ferry times offline."');
  });
});
