/**
 * Certifications, publications and awards (issue 23), from a JSON Resume's `certificates`,
 * `publications` and `awards` or a LinkedIn export's Certifications.csv. Each entry folio cannot
 * show (no name, no issuer, no date) is left out with a note that says why.
 */
import { PUBLICATION_KINDS, type Award, type Certification, type Publication, type PublicationKind } from '../../contract/content-schema';
import { monthOf } from './imported';
import { isHttpsUrl } from './socials';

type Notes = string[];

function text(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
}

type Month = { month?: string; guessed: boolean };

/** An address folio can link: an http:// one moves up to https://, as project links do; anything else is noted and left out. */
export function linkOf(url: string | undefined, where: string, notes: Notes): string | undefined {
  const given = text(url);
  if (given === undefined) return undefined;
  const secure = given.replace(/^http:\/\//iu, 'https://');
  if (isHttpsUrl(secure)) return secure;
  notes.push(`${where}: the url ${JSON.stringify(given)} is not a web address folio can link, so it is left out`);
  return undefined;
}

/** What an entry lacks of what folio needs, or nothing; noted with the entry's place and why it is left out. */
function lacking(where: string, name: string | undefined, needs: [string, unknown][], what: string, notes: Notes): boolean {
  const missing = needs.filter(([, value]) => value === undefined).map(([field]) => field);
  if (missing.length === 0) return false;
  notes.push(`${where}${name ? ` (${name})` : ''} has no ${missing.join(' or ')}: left out, as ${what}`);
  return true;
}

function guessed(where: string, name: string, dates: Month[], notes: Notes): void {
  if (dates.some((date) => date.guessed)) notes.push(`${where} (${name}) gives only a year: the month set to January`);
}

export type CertificationSource = {
  where: string;
  name?: string | undefined;
  issuer?: string | undefined;
  date: Month;
  expires?: Month;
  url?: string | undefined;
  extra?: string | undefined;
  /** The source's own names for the name, issuer and date, as the notes say them. */
  fields?: [string, string, string];
};

/** One certification; `extra` names what it had that folio has no place for (a licence number). */
export function certificationOf(source: CertificationSource, notes: Notes): Certification[] {
  const name = text(source.name);
  const issuer = text(source.issuer);
  const date = source.date.month;
  const [nameField, issuerField, dateField] = source.fields ?? ['name', 'issuer', 'date'];
  if (lacking(source.where, name, [[nameField, name], [issuerField, issuer], [dateField, date]], "each certification in folio needs a name, an issuer and a date", notes)) return [];
  guessed(source.where, name as string, [source.date, source.expires ?? { guessed: false }], notes);
  const certification: Certification = { name: name as string, issuer: issuer as string, date: date as string };
  const url = linkOf(source.url, source.where, notes);
  if (url) certification.url = url;
  const expires = source.expires?.month;
  if (expires !== undefined && expires >= certification.date) certification.expires = expires;
  else if (expires !== undefined) notes.push(`${source.where} (${certification.name}) expires before it is granted: its expiry left out`);
  if (source.extra) notes.push(`${source.where} (${certification.name}): ${source.extra} has no place in folio`);
  return [certification];
}

type JsonCertificate = { name?: string; issuer?: string; date?: string; url?: string; endDate?: string };
type JsonPublication = { name?: string; publisher?: string; releaseDate?: string; url?: string; summary?: string; type?: string };
type JsonAward = { title?: string; awarder?: string; date?: string; summary?: string };

export type Credits = { certifications: Certification[]; publications: Publication[]; awards: Award[] };

/** A JSON Resume's certificates, publications and awards (and the `endDate` and `type` folio's resume.json adds). */
export function creditsOfJsonResume(resume: { certificates?: unknown; publications?: unknown; awards?: unknown }, notes: Notes): Credits {
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  const certifications = list<JsonCertificate>(resume.certificates).flatMap((entry, index) =>
    certificationOf({ where: `certificates[${index}]`, name: entry.name, issuer: entry.issuer, date: monthOf(entry.date), expires: monthOf(entry.endDate), url: entry.url }, notes),
  );
  const untyped: number[] = [];
  const publications = list<JsonPublication>(resume.publications).flatMap((entry, index): Publication[] => {
    const where = `publications[${index}]`;
    const name = text(entry.name);
    const publisher = text(entry.publisher);
    const date = monthOf(entry.releaseDate);
    if (lacking(where, name, [['name', name], ['publisher', publisher], ['releaseDate', date.month]], 'each publication in folio needs a title, a publisher and a date', notes)) return [];
    guessed(where, name as string, [date], notes);
    const type = text(entry.type)?.toLowerCase();
    const kind = PUBLICATION_KINDS.find((known) => known === type);
    if (kind === undefined) untyped.push(index);
    const publication: Publication = { name: name as string, publisher: publisher as string, date: date.month as string, kind: kind ?? ('article' satisfies PublicationKind) };
    const url = linkOf(entry.url, where, notes);
    if (url) publication.url = url;
    if (text(entry.summary)) publication.summary = text(entry.summary);
    return [publication];
  });
  if (untyped.length > 0) {
    notes.push(`publications: ${untyped.map((index) => `[${index}]`).join(', ')} say${untyped.length === 1 ? 's' : ''} no kind (type: ${PUBLICATION_KINDS.join(', ')}), so shown as an article: change \`kind\` for a paper or a talk`);
  }
  const awards = list<JsonAward>(resume.awards).flatMap((entry, index): Award[] => {
    const where = `awards[${index}]`;
    const title = text(entry.title);
    const awarder = text(entry.awarder);
    const date = monthOf(entry.date);
    if (lacking(where, title, [['title', title], ['awarder', awarder], ['date', date.month]], 'each award in folio needs a title, an awarder and a date', notes)) return [];
    guessed(where, title as string, [date], notes);
    const award: Award = { title: title as string, awarder: awarder as string, date: date.month as string };
    if (text(entry.summary)) award.summary = text(entry.summary);
    return [award];
  });
  return { certifications, publications, awards };
}
