import { replacePlurals } from './plural-text';

/**
 * Puts values into one of the owner page's texts (contract/owner-words.ts): `{name}` placeholders,
 * and plural ones, `{count, plural, one {# message} other {# messages}}`, whose branch is picked by
 * `lang`'s plural rules (CLDR's, through Intl.PluralRules; an exact `=0` first, as ICU reads them).
 * A number is written as `lang` writes it, grouped ("1,207"): the page's counts are figures, never
 * years. A placeholder with no value stays as typed.
 */
export function say(template: string, values: Readonly<Record<string, string | number>>, lang: string): string {
  const numbers = new Intl.NumberFormat(lang);
  const shown = (value: string | number) => (typeof value === 'number' ? numbers.format(value) : value);
  return replacePlurals(template, (name, branches) => {
    const value = values[name];
    if (value === undefined) return undefined;
    const count = Number(value);
    const branch = branches[`=${count}`] ?? branches[new Intl.PluralRules(lang).select(count)] ?? branches.other ?? '';
    return branch.replaceAll('#', shown(value));
  }).replace(/\{(\w+)\}/gu, (whole, key: string) => (values[key] === undefined ? whole : shown(values[key])));
}
