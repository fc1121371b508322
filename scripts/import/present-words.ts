/**
 * The words a résumé writes for the end of a role that has not ended ("Present", "heute", "至今"):
 * in each of the languages folio ships (contract/folio-words.ts) and Russian, which real résumés
 * written in Ukrainian often mix in. Such an end is no date: it means a current role, which folio
 * writes with no `end`.
 */
const PRESENT_WORDS: Record<string, readonly string[]> = {
  en: ['present', 'the present', 'to present', 'present day', 'presently', 'current', 'currently', 'now', 'today', 'ongoing', 'to date', 'till date', 'till now', 'until now', 'to this day'],
  ar: ['حاليا', 'حاليًا', 'حالياً', 'الآن', 'حتى الآن', 'الحاضر', 'الوقت الحاضر', 'حتى اليوم', 'اليوم'],
  de: ['heute', 'bis heute', 'aktuell', 'derzeit', 'jetzt', 'bis jetzt', 'gegenwärtig', 'laufend', 'dato', 'bis dato'],
  es: ['actualidad', 'la actualidad', 'a la actualidad', 'actual', 'actualmente', 'presente', 'hoy', 'hasta hoy', 'hasta la fecha', 'en curso'],
  fr: ["aujourd'hui", "jusqu'à aujourd'hui", 'présent', 'à présent', "jusqu'à présent", 'actuel', 'actuellement', 'à ce jour', 'en cours', 'maintenant'],
  he: ['הווה', 'היום', 'עד היום', 'כיום', 'עכשיו', 'עד עכשיו', 'נוכחי'],
  hi: ['वर्तमान', 'वर्तमान में', 'अब तक', 'आज तक', 'अभी', 'जारी'],
  it: ['oggi', 'ad oggi', 'a oggi', 'attuale', 'attualmente', 'presente', 'in corso', 'tuttora'],
  ja: ['現在', '現在まで', '現職', '在職中', '継続中', '進行中', '今'],
  ko: ['현재', '현재까지', '재직중', '재직 중', '진행중', '진행 중', '지금'],
  nl: ['heden', 'tot heden', 'nu', 'tot nu', 'huidig', 'momenteel', 'vandaag', 'lopend'],
  pl: ['teraz', 'do teraz', 'obecnie', 'aktualnie', 'nadal', 'dziś', 'do dziś', 'do dzisiaj', 'w trakcie'],
  pt: ['atual', 'atualmente', 'actual', 'actualmente', 'presente', 'hoje', 'até hoje', 'até o momento', 'até ao momento', 'o momento', 'em curso', 'em andamento'],
  tr: ['günümüz', 'halen', 'hâlâ', 'hala', 'şu an', 'şimdi', 'bugün', 'devam', 'devam ediyor'],
  uk: ['зараз', 'тепер', 'дотепер', 'нині', 'досі', 'сьогодні', 'по сьогодні', 'теперішній час', 'по теперішній час', 'до тепер'],
  zh: ['至今', '今', '现在', '現在', '目前', '迄今', '现今', '當前', '当前', '在职', '在職', '进行中', '進行中'],
  ru: ['сейчас', 'настоящее время', 'по настоящее время', 'наст. время', 'по наст. время', 'н.в.', 'по н.в.', 'по сей день', 'до сих пор', 'сегодня'],
};

/** The languages the words above are in. */
export const PRESENT_LANGUAGES = Object.keys(PRESENT_WORDS);

/** Lower case, one kind of apostrophe, one space, no dash or stop around it: "– Present." reads "present". */
function normalised(value: string): string {
  return value
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[’‘`´]/gu, "'")
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\-–—~(["']+|[\s\-–—~)\]"'.。!]+$/gu, '')
    .trim();
}

const ALL = new Set(Object.values(PRESENT_WORDS).flatMap((words) => words.map(normalised)));

/** Whether an end date is a word for "to this day" in any language folio reads, in any case. */
export function meansPresent(value: unknown): boolean {
  return typeof value === 'string' && ALL.has(normalised(value));
}
