import { describe, expect, it } from 'vitest';
import { siteSchema, type SiteContent } from './content-schema';
import { pathKeys, textAt, translate, type Translation } from './translation';
import { folioWords, wordsOf } from './folio-words';

/** A small owner of its own (contract/ imports nothing of ours, fixtures included). */
const site: SiteContent = {
  siteUrl: 'https://mei.example.com',
  lang: 'en',
  owner: {
    name: 'Mei Chen',
    initials: 'MC',
    jobTitle: 'Developer',
    greeting: 'Hello, I am',
    techLine: 'Rust, Go',
    intro: 'I build fast back ends.',
    yearsOfExperience: 5,
    avatar: { name: 'avatar', alt: 'Portrait of Mei Chen', width: 400, height: 400 },
    email: 'mei@example.com',
    phone: '+44 20 7946 0000',
    city: 'London',
    availability: 'Open to offers',
    goal: 'A platform team',
  },
  socials: [{ kind: 'github', label: 'GitHub', url: 'https://github.com/mei' }],
  nav: [
    { name: 'Home', path: 'home' },
    { name: 'Contact', path: 'contact' },
  ],
  skills: [{ id: 1, name: 'Rust', percentage: 90, category: 'Back end', description: 'Services and tools.' }],
  projects: [
    { id: 1, image: { name: 'project-one', alt: 'A dashboard', width: 800, height: 500 }, category: 'Tools', title: 'Tracer', link: 'https://github.com/mei/tracer', description: 'A tracing tool.' },
  ],
  footer: { year: 2026, credit: 'Mei Chen' },
  words: { form: { send: 'Send it' } },
};

describe('translate', () => {
  const translation: Translation = {
    lang: 'de',
    owner: { jobTitle: 'Entwicklerin', avatar: { alt: 'Porträt' } },
    nav: [{ name: 'Start' }],
    words: { form: { send: 'Nachricht senden' } },
  };
  const { content, missing } = translate(site, translation);
  const translated = siteSchema.parse(content);
  const paths = missing.map((entry) => entry.path);

  it('takes each text the translation gives, in the translation\'s language', () => {
    expect(translated.lang).toBe('de');
    expect(translated.owner.jobTitle).toBe('Entwicklerin');
    expect(translated.owner.avatar?.alt).toBe('Porträt');
    expect(translated.nav[0]?.name).toBe('Start');
    expect(wordsOf(translated.words, translated.lang).form.send).toBe('Nachricht senden');
  });

  it('keeps the default language\'s for the rest, and names each such text with what it shows', () => {
    expect(translated.owner.greeting).toBe(site.owner.greeting);
    expect(missing).toContainEqual({ path: 'owner.greeting', fallback: site.owner.greeting });
    expect(missing).toContainEqual({ path: 'nav[1].name', fallback: site.nav[1]?.name });
    expect(paths).not.toContain('owner.jobTitle');
  });

  it('in a language folio ships, shows folio\'s words in it, the translation\'s own on top, and none is missing', () => {
    const german = folioWords('de');
    expect(german).toBeDefined();
    const shown = wordsOf(translated.words, translated.lang);
    expect(shown.form.sending).toBe(german?.form.sending);
    expect(shown.form.send).toBe('Nachricht senden');
    // site.ts's own wording ("Send it") is in site.ts's language, not the translation's.
    expect(JSON.stringify(shown)).not.toContain(site.words?.form?.send);
    expect(paths.filter((path) => path.startsWith('words.'))).toEqual([]);
  });

  it('in a language folio does not ship, the page\'s words are site.ts\'s and count in full, the defaults included', () => {
    const { missing: left } = translate(site, { lang: 'sv', words: { form: { messageLabel: 'Meddelande' } } });
    expect(folioWords('sv')).toBeUndefined();
    expect(left).toContainEqual({ path: 'words.form.sending', fallback: wordsOf(site.words, site.lang).form.sending });
    expect(left).toContainEqual({ path: 'words.form.send', fallback: site.words?.form?.send });
    expect(left.map((entry) => entry.path)).not.toContain('words.form.messageLabel');
  });

  it('names an item of a list of texts left out (a job\'s highlight), not a list of links', () => {
    const withJob: SiteContent = { ...site, experience: [{ company: 'Acme', role: 'Developer', start: '2020-01', highlights: ['Built it.', 'Ran it.'] }] };
    const { missing: left } = translate(withJob, { lang: 'de', experience: [{ role: 'Entwicklerin', highlights: ['Gebaut.'] }] });
    expect(left).toContainEqual({ path: 'experience[0].highlights[1]', fallback: 'Ran it.' });
    expect(left.map((entry) => entry.path)).not.toContain('experience[0].highlights[0]');
  });

  it('finds each missing text again by its path, in the content it was missing from', () => {
    expect(pathKeys('projects[0].image.alt')).toEqual(['projects', 0, 'image', 'alt']);
    expect(missing.length).toBeGreaterThan(0);
    for (const { path, fallback } of missing) expect(textAt(translated, path), path).toBe(fallback);
    expect(textAt(translated, 'owner.nothing.here')).toBeUndefined();
  });

  it('never calls a link, an address, a date, a file name or a setting a text to translate', () => {
    for (const path of paths) expect(path).not.toMatch(/(^|\.)(siteUrl|lang|accent|email|phone|url|link|kind|path|start|end)$|\.(avatar|image)\.name$/u);
    expect(translated.owner.email).toBe(site.owner.email);
    expect(translated.projects!.map((project) => project.link)).toEqual(site.projects!.map((project) => project.link));
  });

  it('shows whatever string the translation gives: an empty alt stays decorative, not a fallback', () => {
    const { content: bare, missing: none } = translate(site, { lang: 'de', owner: { avatar: { alt: '' } } });
    expect(siteSchema.parse(bare).owner.avatar?.alt).toBe('');
    expect(none.map((entry) => entry.path)).not.toContain('owner.avatar.alt');
  });

  it("names an alt text for a photo site.ts does not have, and asks none of an owner with no photo or a project with no picture", () => {
    const noPictures: SiteContent = { ...site, owner: { ...site.owner, avatar: undefined }, projects: site.projects?.map((project) => ({ ...project, image: undefined })) };
    const { content, missing, unknown } = translate(noPictures, { lang: 'de', owner: { avatar: { alt: 'Porträt' } } });
    expect(unknown).toEqual(['owner.avatar']);
    expect(missing.map((entry) => entry.path).filter((path) => /(avatar|image)/u.test(path))).toEqual([]);
    expect(siteSchema.parse(content).owner.avatar).toBeUndefined();
  });

  it('names what site.ts does not have (a typo, an item too many) rather than dropping it quietly', () => {
    const odd = { lang: 'de', owner: { jobTitel: 'Tippfehler' }, nav: site.nav.map(() => ({})).concat([{ name: 'Extra' }]) };
    expect(translate(site, odd as unknown as Translation).unknown).toEqual(['owner.jobTitel', `nav[${site.nav.length}]`]);
    expect(translate(site, translation).unknown).toEqual([]);
  });
});
