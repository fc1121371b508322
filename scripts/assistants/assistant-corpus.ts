import type { AssistantCorpus, CorpusPage, CorpusPassage, CorpusText } from '../../contract/assistants';
import { wordsOf } from '../../contract/folio-words';
import { absoluteUrl } from '../html/head-tags';
import { siteUrl } from '../posts/long-form-head';
import type { PreparedText } from '../posts/writing';
import { forReaders, llmsCareer, type LlmsInput } from './llms-text';

/**
 * The public facts the MCP endpoint answers from (issue 45), one entry per language's page, made
 * from what llms-full.txt says and resume.json holds, so an assistant is told exactly what the page
 * tells a person. The build writes it as assistants.json; the service reads it (server/assistants/).
 */
export function corpusPage(input: LlmsInput & { name: string; profile: Record<string, unknown> }): CorpusPage {
  const { site, base, path, posts, caseStudies } = input;
  const words = wordsOf(site.words, site.lang);
  const career = llmsCareer(input);
  const texts = [...posts.map((text) => corpusText(text, 'post', input)), ...caseStudies.map((text) => corpusText(text, 'case-study', input))];
  return {
    lang: site.lang,
    name: input.name,
    path,
    url: absoluteUrl(site, base, path),
    overview: career,
    availability: site.owner.availability ?? null,
    availabilityLabel: words.contact.openToWork,
    profile: input.profile,
    texts,
    passages: [...careerPassages(career, site.owner.name), ...texts.flatMap(textPassages)],
  };
}

export function assistantCorpus(name: string, pages: CorpusPage[]): AssistantCorpus {
  return { version: 1, name, pages };
}

function corpusText(text: PreparedText, kind: CorpusText['kind'], { site, base }: LlmsInput): CorpusText {
  return {
    kind,
    slug: text.slug,
    title: text.title,
    summary: text.summary,
    date: text.date,
    url: siteUrl(site, text.href),
    markdown: forReaders(text.source.body.trim(), site, base),
  };
}

/** Markdown's links as their words (the first address kept aside), its escapes undone: what a search matches and shows. */
function plain(markdown: string): { text: string; url?: string } {
  let url: string | undefined;
  const text = markdown
    .replace(/\[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)/gu, (_whole, words: string, target: string) => {
      url ??= target;
      return words;
    })
    .replace(/\\(.)/gu, '$1')
    .trim();
  return url === undefined ? { text } : { text, url };
}

/**
 * The career in pieces a search can return whole: each entry of a section's list with its own
 * lines under it (a job with its highlights), each paragraph before the first section, under the
 * heading the page gives it.
 */
export function careerPassages(career: string, ownerName: string): CorpusPassage[] {
  const passages: CorpusPassage[] = [];
  let section = ownerName;
  let entry: string[] = [];
  const flush = () => {
    if (entry.length === 0) return;
    const { text, url } = plain(entry.join('\n'));
    if (text) passages.push(url === undefined ? { section, text } : { section, text, url });
    entry = [];
  };
  for (const line of career.split('\n')) {
    const heading = /^#{1,3} (.*)$/u.exec(line);
    if (heading) {
      flush();
      // The title (#) is the owner's name: what follows it, before any section, is about them.
      if (!line.startsWith('# ')) section = plain(heading[1] ?? '').text;
    } else if (line.startsWith('- ') || line.trim() === '') {
      flush();
      if (line.trim() !== '') entry.push(line.slice(2));
    } else entry.push(line.replace(/^\s*- /u, '').replace(/^> /u, ''));
  }
  flush();
  return passages;
}

/** A text's paragraphs, each under the text's title, pointing at its page; code blocks are left out. */
function textPassages(text: CorpusText): CorpusPassage[] {
  const paragraphs = text.markdown
    .replace(/^(```|~~~)[\s\S]*?^\1/gmu, '')
    .split(/\n\s*\n/u)
    .map((block) => plain(block.replace(/^#+ /gmu, '')).text)
    .filter((block) => block !== '');
  return [{ section: text.title, text: text.summary, url: text.url }, ...paragraphs.map((paragraph) => ({ section: text.title, text: paragraph, url: text.url }))];
}
