import { describe, expect, it } from 'vitest';
import { FOLIO_LANGUAGES } from './folio-words';
import { OWNER_LANGUAGES, OWNER_WORD_LOADERS, ownerSpeech, ownerWordsLanguage } from './owner-folio-words';
import { say } from './owner-text';
import { OWNER_WORDS_EN, type OwnerWords } from './owner-words';
import { replacePlurals } from './plural-text';
import { placeholdersOf } from './words';

/** Every text of a set of words, as [group.key, text]. */
function entries(words: OwnerWords): [string, string][] {
  return Object.entries(words).flatMap(([group, texts]) => Object.entries(texts as Record<string, string>).map(([key, text]): [string, string] => [`${group}.${key}`, text]));
}

const english = entries(OWNER_WORDS_EN);
const loaded = new Map<string, OwnerWords>();
for (const lang of OWNER_LANGUAGES) loaded.set(lang, await OWNER_WORD_LOADERS[lang]?.() ?? OWNER_WORDS_EN);
const others = OWNER_LANGUAGES.filter((lang) => lang !== 'en');

describe("the owner page's words", () => {
  it('ships only languages the public page ships, English first', () => {
    expect(OWNER_LANGUAGES[0]).toBe('en');
    for (const lang of OWNER_LANGUAGES) expect(FOLIO_LANGUAGES).toContain(lang);
  });

  it.each(others)('%s has every key of the English, and no other, none empty', (lang) => {
    const words = loaded.get(lang) ?? OWNER_WORDS_EN;
    expect(entries(words).map(([key]) => key)).toEqual(english.map(([key]) => key));
    for (const [key, text] of entries(words)) expect(text.trim(), key).not.toBe('');
  });

  it.each(others)('%s keeps every {placeholder} of the English text, and adds none', (lang) => {
    const words = new Map(entries(loaded.get(lang) ?? OWNER_WORDS_EN));
    for (const [key, text] of english) expect(new Set(placeholdersOf(words.get(key) ?? '')), `${lang} ${key}`).toEqual(new Set(placeholdersOf(text)));
  });

  it.each(OWNER_LANGUAGES)('%s words each count with every plural form the language has (CLDR, by Intl.PluralRules)', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, text] of entries(loaded.get(lang) ?? OWNER_WORDS_EN)) {
      replacePlurals(text, (name, branches) => {
        expect(Object.keys(branches).sort(), `${lang} ${key} {${name}}`).toEqual([...categories].sort());
        return '';
      });
      // Filled in with any count, nothing of the syntax is left.
      for (const count of [0, 1, 2, 3, 5, 11, 22, 100, 1_000_000]) {
        const values = Object.fromEntries(placeholdersOf(text).map((name) => [name, count]));
        expect(say(text, values, lang), `${lang} ${key} (${count})`).not.toMatch(/[{}#]|plural/u);
      }
    }
  });
});

describe('say', () => {
  it('picks the plural form by the language’s rules and writes figures as the language does, grouped', () => {
    expect([1, 3].map((count) => say(OWNER_WORDS_EN.inbox.listed, { count }, 'en'))).toEqual(['1 message', '3 messages']);
    expect(say(OWNER_WORDS_EN.message.erased, { count: 1204, email: 'a@b.c' }, 'en')).toBe('Erased 1,204 messages from a@b.c');
    const polish = '{count, plural, one {# wiadomość} few {# wiadomości} many {# wiadomości} other {# wiadomości}}';
    expect(say(polish, { count: 5 }, 'pl')).toBe('5 wiadomości');
    // Polish's own words: 1 takes one, 2–4 and 22–24 few, 5–21 many; "za" takes the accusative.
    const pl = loaded.get('pl') ?? OWNER_WORDS_EN;
    expect([1, 2, 5, 22].map((count) => say(pl.errors.tryAgainIn, { wait: say(pl.errors.waitSeconds, { count }, 'pl') }, 'pl'))).toEqual([
      'Spróbuj ponownie za 1 sekundę.',
      'Spróbuj ponownie za 2 sekundy.',
      'Spróbuj ponownie za 5 sekund.',
      'Spróbuj ponownie za 22 sekundy.',
    ]);
    expect([1, 3, 12, 1204].map((count) => say(pl.insights.chartLabel, { first: 'a', last: 'b', views: count, visitors: count }, 'pl').split('.')[0])).toEqual([
      'Od a do b: 1 wyświetlenie, 1 odwiedzający',
      'Od a do b: 3 wyświetlenia, 3 odwiedzających',
      'Od a do b: 12 wyświetleń, 12 odwiedzających',
      'Od a do b: 1204 wyświetlenia, 1204 odwiedzających',
    ]);
    // Ukrainian's: 1 and 21 take one, 2–4 and 22–24 few, 5–20 many; "через" takes the accusative.
    const uk = loaded.get('uk') ?? OWNER_WORDS_EN;
    expect([1, 2, 5, 21, 22].map((count) => say(uk.errors.tryAgainIn, { wait: say(uk.errors.waitMinutes, { count }, 'uk') }, 'uk'))).toEqual([
      'Спробуйте ще раз через 1 хвилину.',
      'Спробуйте ще раз через 2 хвилини.',
      'Спробуйте ще раз через 5 хвилин.',
      'Спробуйте ще раз через 21 хвилину.',
      'Спробуйте ще раз через 22 хвилини.',
    ]);
    expect([1, 2, 5, 22].map((count) => say(uk.inbox.listed, { count }, 'uk'))).toEqual(['1 повідомлення', '2 повідомлення', '5 повідомлень', '22 повідомлення']);
    expect(say('{n, plural, =0 {none} one {# one} other {# more}}', { n: 0 }, 'en')).toBe('none');
    // A value is put in as it is: a placeholder-like text in it is not read again.
    expect(say(OWNER_WORDS_EN.message.reason, { reason: '{count, plural, other {x}} {email}' }, 'en')).toBe('Reason: {count, plural, other {x}} {email}');
  });

  it('in Hebrew, gives one and two their own words and every other count its figure', () => {
    const he = loaded.get('he') ?? OWNER_WORDS_EN;
    expect([1, 2, 5, 22].map((count) => say(he.inbox.listed, { count }, 'he'))).toEqual(['הודעה אחת', 'שתי הודעות', '5 הודעות', '22 הודעות']);
    expect([1, 2, 30].map((days) => say(he.insights.totals, { days }, 'he'))).toEqual(['סיכום היום האחרון', 'סיכום היומיים האחרונים', 'סיכום 30 הימים האחרונים']);
    expect(say(he.errors.tryAgainIn, { wait: say(he.errors.waitMinutes, { count: 2 }, 'he') }, 'he')).toBe('אפשר לנסות שוב בעוד שתי דקות.');
  });

  it('in Arabic, writes each of the six forms: none, one and two in words, a plural noun to ten, a singular one after', () => {
    const ar = loaded.get('ar') ?? OWNER_WORDS_EN;
    // The figures as this runtime's Arabic writes them (Latin or Arabic-Indic digits, by its CLDR).
    const figure = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect([0, 1, 2, 5, 11, 22, 100].map((count) => say(ar.inbox.listed, { count }, 'ar'))).toEqual(['لا رسائل', 'رسالة واحدة', 'رسالتان', `${figure(5)} رسائل`, `${figure(11)} رسالة`, `${figure(22)} رسالة`, `${figure(100)} رسالة`]);
    expect([1, 2, 7, 30, 100].map((days) => say(ar.insights.totals, { days }, 'ar'))).toEqual(['الإجمالي لليوم الأخير', 'الإجمالي لآخر يومين', `الإجمالي لآخر ${figure(7)} أيام`, `الإجمالي لآخر ${figure(30)} يومًا`, `الإجمالي لآخر ${figure(100)} يوم`]);
    // After "بعد", two takes the genitive dual.
    expect(say(ar.errors.tryAgainIn, { wait: say(ar.errors.waitMinutes, { count: 2 }, 'ar') }, 'ar')).toBe('يُرجى المحاولة مرة أخرى بعد دقيقتين.');
  });
});

describe('the plural forms of the languages with a third', () => {
  it('Spanish writes one, other, and "de" before the noun for a round million (many)', () => {
    const es = loaded.get('es') ?? OWNER_WORDS_EN;
    expect([1, 2, 5, 22, 1_000_000].map((count) => say(es.inbox.listed, { count }, 'es'))).toEqual(['1 mensaje', '2 mensajes', '5 mensajes', '22 mensajes', '1.000.000 de mensajes']);
    expect(say(es.errors.tryAgainIn, { wait: say(es.errors.waitSeconds, { count: 1 }, 'es') }, 'es')).toBe('Vuelva a intentarlo dentro de 1 segundo.');
  });

  it('Brazilian Portuguese writes one, other, and "de" before the noun for a round million (many)', () => {
    const pt = loaded.get('pt') ?? OWNER_WORDS_EN;
    expect([1, 2, 5, 22, 1_000_000].map((count) => say(pt.inbox.listed, { count }, 'pt'))).toEqual(['1 mensagem', '2 mensagens', '5 mensagens', '22 mensagens', '1.000.000 de mensagens']);
    expect(say(pt.errors.tryAgainIn, { wait: say(pt.errors.waitMinutes, { count: 2 }, 'pt') }, 'pt')).toBe('Tente novamente em 2 minutos.');
  });

  it('Italian writes one, other, and "di" before the noun for a round million (many)', () => {
    const italian = loaded.get('it') ?? OWNER_WORDS_EN;
    expect([1, 2, 5, 22, 1_000_000].map((count) => say(italian.inbox.listed, { count }, 'it'))).toEqual(['1 messaggio', '2 messaggi', '5 messaggi', '22 messaggi', '1.000.000 di messaggi']);
    expect(say(italian.errors.tryAgainIn, { wait: say(italian.errors.waitSeconds, { count: 30 }, 'it') }, 'it')).toBe('Riprovi tra 30 secondi.');
  });
});

describe('ownerSpeech', () => {
  it('gives a page its language’s words, a regional tag its language’s, and English for the rest', async () => {
    expect(ownerWordsLanguage('de-AT')).toBe('de');
    expect(ownerWordsLanguage('zh-TW')).toBeUndefined();
    expect(ownerWordsLanguage('not a tag')).toBeUndefined();
    expect((await ownerSpeech('fr-CA')).lang).toBe('fr-CA');
    expect((await ownerSpeech('fr-CA')).words).toBe(loaded.get('fr'));
    expect(await ownerSpeech('sv')).toEqual({ lang: 'en', words: OWNER_WORDS_EN });
    expect(await ownerSpeech('')).toEqual({ lang: 'en', words: OWNER_WORDS_EN });
  });
});
