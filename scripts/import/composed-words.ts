import { withArticle } from './english-article';

/**
 * The few words an import writes that the résumé did not (issue 41), in the résumé's language: the
 * greeting above the name, an intro made of a title and a city when the résumé has no summary, and
 * a degree made of its type and field. Each language's own way, not the English one word for word;
 * no article or adjective that would have to agree with a gender the résumé does not state.
 */
export type ComposedWords = {
  greeting: string;
  /** An intro from a job title and, when given, a city. */
  intro: (title: string, city: string | undefined) => string;
  /** A degree from its type ("BSc") and field ("Computer Science"). */
  degree: (type: string, field: string) => string;
};

/** The title first, as a sentence: "Développeur full stack à Lyon." */
const sentence = (title: string, rest = '', stop = '.') => `${title.charAt(0).toLocaleUpperCase()}${title.slice(1)}${rest}${stop}`;

const COMPOSED: Record<string, ComposedWords> = {
  en: {
    greeting: "Hi, I'm",
    intro: (title, city) => sentence(withArticle(title), city ? ` based in ${city}` : ''),
    degree: (type, field) => `${type} in ${field}`,
  },
  fr: { greeting: 'Bonjour, je suis', intro: (title, city) => sentence(title, city ? ` à ${city}` : ''), degree: (type, field) => `${type} en ${field}` },
  de: { greeting: 'Hallo, ich bin', intro: (title, city) => sentence(title, city ? ` in ${city}` : ''), degree: (type, field) => `${type} in ${field}` },
  es: { greeting: 'Hola, soy', intro: (title, city) => sentence(title, city ? ` en ${city}` : ''), degree: (type, field) => `${type} en ${field}` },
  pt: { greeting: 'Olá, eu sou', intro: (title, city) => sentence(title, city ? ` em ${city}` : ''), degree: (type, field) => `${type} em ${field}` },
  it: { greeting: 'Ciao, sono', intro: (title, city) => sentence(title, city ? ` a ${city}` : ''), degree: (type, field) => `${type} in ${field}` },
  nl: { greeting: 'Hoi, ik ben', intro: (title, city) => sentence(title, city ? ` in ${city}` : ''), degree: (type, field) => `${type} ${field}` },
  pl: { greeting: 'Cześć, jestem', intro: (title, city) => sentence(title, city ? `, ${city}` : ''), degree: (type, field) => `${type}, ${field}` },
  uk: { greeting: 'Привіт, я', intro: (title, city) => sentence(title, city ? `, ${city}` : ''), degree: (type, field) => `${type}, ${field}` },
  ru: { greeting: 'Привет, я', intro: (title, city) => sentence(title, city ? `, ${city}` : ''), degree: (type, field) => `${type}, ${field}` },
  el: { greeting: 'Γεια σας, είμαι', intro: (title, city) => sentence(title, city ? `, ${city}` : ''), degree: (type, field) => `${type}, ${field}` },
  tr: { greeting: 'Merhaba, ben', intro: (title, city) => (city ? sentence(city, ` merkezli ${title}`) : sentence(title)), degree: (type, field) => `${field}, ${type}` },
  // Hebrew's "in" is a prefix of the word it governs.
  he: { greeting: 'שלום, אני', intro: (title, city) => `${title}${city ? `, ${city}` : ''}.`, degree: (type, field) => `${type} ב${field}` },
  ar: { greeting: 'مرحبًا، أنا', intro: (title, city) => `${title}${city ? ` في ${city}` : ''}.`, degree: (type, field) => `${type} في ${field}` },
  hi: { greeting: 'नमस्ते, मैं', intro: (title, city) => `${city ? `${city} में ` : ''}${title}।`, degree: (type, field) => `${field} में ${type}` },
  zh: { greeting: '你好，我是', intro: (title, city) => `${city ? `${city}的` : ''}${title}。`, degree: (type, field) => `${field}${type}` },
  ja: { greeting: 'こんにちは、', intro: (title, city) => `${city ? `${city}の` : ''}${title}。`, degree: (type, field) => `${field} ${type}` },
  ko: { greeting: '안녕하세요, 저는', intro: (title, city) => `${city ? `${city}의 ` : ''}${title}.`, degree: (type, field) => `${field} ${type}` },
};

/** The words for `lang` ("pt-BR" takes Portuguese's), or English's for a language folio has none for. */
export function composedWords(lang: string): ComposedWords {
  return COMPOSED[lang.split('-')[0]?.toLowerCase() ?? ''] ?? (COMPOSED.en as ComposedWords);
}

/** Whether folio composes in `lang`: if not, what the import writes in English is named in its notes. */
export const composesIn = (lang: string) => (lang.split('-')[0]?.toLowerCase() ?? '') in COMPOSED;
