import { readdirSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteSchema } from '../contract/content-schema';
import { FOLIO_LANGUAGES, FOLIO_WORDS, wordsOf } from '../contract/folio-words';
import { englishPhrases, foreignEnglish, hasPhrase, SAME_BY_NATURE, withoutPlaceholders } from '../contract/interface-phrases';
import { pathKeys, translate } from '../contract/translation';
import { DEFAULT_WORDS, fill } from '../contract/words';
import { site as fixture } from '../fixtures/other-owner/site';
import { App } from './app';
import { registerImageUrls } from './lib/image-urls';
import type { PageContent } from './lib/page-content';
import { formatDay } from './lib/posts';
import { PRERENDERED_SECTIONS } from './prerendered-sections';

/*
 * Issue 41: a page in a language folio ships shows no English interface word. The page is the
 * pre-render's (App with every section), for a fixture owner with every optional section, whose own
 * texts are each replaced by a token that is no word of any language, so whatever English is left
 * on the page is folio's.
 */

/** What a visitor sees or hears of the HTML: its text and the attributes read out or shown. */
function pageText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/gu)].map((match) => match[1] ?? '');
  const text = html.replace(/<script[\s\S]*?<\/script>/gu, ' ').replace(/<[^>]+>/gu, ' ');
  return [text, ...attributes]
    .join('\n')
    .replace(/&#x27;|&#39;/gu, "'")
    .replace(/&quot;/gu, '"')
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&nbsp;/gu, ' ')
    .replace(/&amp;/gu, '&');
}

/** The fixture owner's page in `lang`: folio's words in it, the owner's texts tokens, every section shown. */
function pageIn(lang: string): string {
  // The fixture's own wording of folio's words is left out: folio's are the words under test.
  const base = siteSchema.parse({ ...fixture, words: undefined, nav: [...fixture.nav, { name: 'Writing', path: 'writing' }] });
  const { content, missing } = translate(base, { lang });
  // Each of the owner's texts becomes a token of its own ("Ω12"), so no owner's word is on the page.
  missing.forEach(({ path }, index) => {
    const keys = pathKeys(path);
    const parent = keys.slice(0, -1).reduce<Record<string | number, unknown>>((value, key) => value[key] as Record<string | number, unknown>, content as Record<string, unknown>);
    parent[keys.at(-1) ?? ''] = `Ω${index}`;
  });
  const site = siteSchema.parse(content);
  const words = wordsOf(site.words, lang);
  const page: PageContent = {
    ...site,
    projects: (site.projects ?? []).map((project, index) => (index === 0 ? { ...project, stars: 12 } : project)),
    home: '/',
    languages: [
      { lang: 'en', name: 'Ωen', dir: 'ltr', href: '/' },
      { lang, name: 'Ωlang', dir: lang === 'ar' || lang === 'he' ? 'rtl' : 'ltr', href: `/${lang}/` },
    ],
    // A post card as the build words it (scripts/posts/writing.ts): its date and reading time.
    posts: [{ href: `/${lang}/posts/one/`, title: 'Ωpost', date: '2025-03-14', dateText: formatDay('2025-03-14', lang), readingText: fill(words.writing.readingTime, { minutes: 4 }, lang), summary: 'Ωsummary', tags: ['Ωtag'] }],
  };
  return pageText(renderToString(<App content={page} {...PRERENDERED_SECTIONS} />));
}

describe('a page in a language folio ships', () => {
  const phrases = englishPhrases();
  const pages = new Map<string, string>();

  beforeAll(() => {
    const images = readdirSync('fixtures/other-owner/images');
    registerImageUrls(Object.fromEntries(images.map((file) => [file, `/assets/${file}`])));
    for (const lang of FOLIO_LANGUAGES) pages.set(lang, pageIn(lang));
  });

  it('in English, shows the English words the test looks for (so it can find them)', () => {
    const english = pages.get('en') ?? '';
    const found = phrases.filter((phrase) => hasPhrase(english, phrase));
    for (const text of [DEFAULT_WORDS.home.downloadCv, DEFAULT_WORDS.home.mySkills, DEFAULT_WORDS.skills.title, DEFAULT_WORDS.form.send, DEFAULT_WORDS.contact.title, DEFAULT_WORDS.writing.allPosts, DEFAULT_WORDS.experience.title, DEFAULT_WORDS.page.skipLink]) {
      expect(found, text).toContain(text);
    }
    expect(english).toContain('Years of');
    expect(english).toContain('12 stars on GitHub');
    expect(english).toContain('4 min read');
  });

  it.each(FOLIO_LANGUAGES.filter((lang) => lang !== 'en'))('in %s, shows no English interface word', (lang) => {
    const text = pages.get(lang) ?? '';
    const english = foreignEnglish(lang).filter((phrase) => hasPhrase(text, phrase));
    expect(english).toEqual([]);
    // And its own words are there: the page is in the language, not merely without English.
    const own = FOLIO_WORDS[lang];
    for (const word of [own?.home.downloadCv, own?.form.send, own?.skills.title]) expect(text).toContain(word);
  });

  it('keeps the list of words a language writes as English short, and each one English and on its page', () => {
    expect(SAME_BY_NATURE.length).toBeLessThanOrEqual(5);
    for (const { lang, text } of SAME_BY_NATURE) {
      expect(phrases).toContain(text);
      expect(hasPhrase(pages.get(lang) ?? '', text), `${lang}: ${text}`).toBe(true);
    }
  });
});

describe("folio's words in each language", () => {
  // The page shows only some words at once (form results, the CV's headings, the feed's title are
  // elsewhere), so each language's words are looked through as well, every one.
  it.each(FOLIO_LANGUAGES.filter((lang) => lang !== 'en'))('in %s, none holds an English text of folio', (lang) => {
    // Placeholders are names in code ({skills}), not words: each text with them filled by nothing.
    const texts = Object.values(FOLIO_WORDS[lang] ?? {}).flatMap((group) => Object.values(group) as string[]).map(withoutPlaceholders);
    const english = texts.flatMap((text) => foreignEnglish(lang).filter((phrase) => hasPhrase(text, phrase)).map((phrase) => `${phrase} in "${text}"`));
    expect(english).toEqual([]);
  });
});
