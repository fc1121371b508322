import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { caseStudyFrontMatterSchema, postFrontMatterSchema, SLUG, type CaseStudyFrontMatter, type PostFrontMatter } from '../../contract/post-schema';
import type { ContentPaths } from '../../contract/content-paths';
import { cleanStrings, cleanText } from '../content-files/xml-characters';
import { textCharacters } from './text-characters';

/**
 * Reads the owner's Markdown (issue 24): posts in content/posts/, case studies in content/work/,
 * each `<slug>.md` or a translation `<slug>.<lang>.md`, with YAML front matter between `---` lines.
 * Every problem is a line naming the file, the line and the field, as check:content prints it.
 */

export type TextKind = 'post' | 'work';

type Base = {
  slug: string;
  /** The translation's language; undefined for the site's default language. */
  lang: string | undefined;
  /** As messages name it: `content/posts/hello.md`. */
  file: string;
  /** The Markdown after the front matter, and the file's line it starts on (1-based). */
  body: string;
  bodyLine: number;
  /** The line of each front matter field, for messages about it. */
  fieldLines: Record<string, number>;
};
export type PostSource = Base & { kind: 'post'; front: PostFrontMatter };
export type CaseStudySource = Base & { kind: 'work'; front: CaseStudyFrontMatter };
export type TextSource = PostSource | CaseStudySource;

/**
 * `unreadable`: the texts whose file is there under a good name but whose front matter has a
 * problem (already in `problems`), as `post/<slug>` or `work/<slug>` for the original: a link or
 * a caseStudy naming one is not to be told the file is missing as well.
 */
export type ReadResult<T> = {
  texts: T[];
  problems: string[];
  unreadable: string[];
  /**
   * Characters XML cannot carry (control characters and their kind), one line per line of a file:
   * left out of the texts already, so the build goes on (and says so); check:content names them.
   */
  characters: string[];
};

/** `hello`, `hello.de`, `hello.pt-BR` into the slug and the language; anything else is not a slug. */
export function splitName(stem: string): { slug: string; lang: string | undefined } {
  const dot = stem.indexOf('.');
  return dot === -1 ? { slug: stem, lang: undefined } : { slug: stem.slice(0, dot), lang: stem.slice(dot + 1) };
}

/** The front matter's YAML and where the Markdown starts; undefined when the file opens without one. */
export function splitFrontMatter(text: string): { yaml: string; body: string; bodyLine: number } | undefined {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return undefined;
  return { yaml: lines.slice(1, end).join('\n'), body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}

/** Each top-level key of the YAML and its line in the file (the YAML starts on line 2). */
function keyLines(doc: ReturnType<typeof parseDocument>, counter: LineCounter): Map<string, number> {
  const lines = new Map<string, number>();
  if (!isMap(doc.contents)) return lines;
  for (const pair of doc.contents.items) {
    if (isScalar(pair.key) && pair.key.range) lines.set(String(pair.key.value), counter.linePos(pair.key.range[0]).line + 1);
  }
  return lines;
}

/** Parses and checks one file's front matter against `schema`, each problem on its line. */
export function parseText<S extends z.ZodType>(text: string, file: string, schema: S): { front?: z.infer<S>; body: string; bodyLine: number; fieldLines: Record<string, number>; problems: string[] } {
  const parts = splitFrontMatter(text);
  if (parts === undefined) {
    return { body: text, bodyLine: 1, fieldLines: {}, problems: [`${file}:1: must open with front matter between two --- lines (title, date, summary)`] };
  }
  const counter = new LineCounter();
  const doc = parseDocument(parts.yaml, { lineCounter: counter, prettyErrors: false });
  const [error] = doc.errors;
  if (error !== undefined) {
    // The first error only: the ones after it are most often its echoes. The YAML starts on line 2.
    const line = counter.linePos(error.pos[0]).line;
    return { ...parts, fieldLines: {}, problems: [`${file}:${line + 1}: ${yamlProblem(parts.yaml.split('\n')[line - 1] ?? '', error.message)}`] };
  }
  const lines = keyLines(doc, counter);
  const fieldLines = Object.fromEntries(lines);
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ...parts, fieldLines, front: parsed.data, problems: [] };
  const problems = parsed.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${file}:${lines.get(key) ?? 1}: ${key}: is not a field of the front matter (${Object.keys(fieldsOf(schema)).join(', ')})`);
    }
    const field = String(issue.path[0] ?? '');
    if (field === '') return [`${file}:1: ${issue.message}`];
    const missing = typeof data !== 'object' || !(field in data);
    // A missing field has no line of its own: the front matter's first is where it belongs.
    return [`${file}:${lines.get(field) ?? 1}: ${field}${issue.path.length > 1 ? `[${String(issue.path[1])}]` : ''} ${missing ? 'is required' : issue.message}`];
  });
  return { ...parts, fieldLines, problems };
}

/**
 * What is wrong with a line of front matter YAML would not read. A colon and a space inside an
 * unquoted value (`summary: Why: a reason`) starts a second field in YAML: the fix is quotes.
 */
function yamlProblem(text: string, message: string): string {
  const field = /^\s*([\w-]+):\s+([^'"\s].*?:\s.*)$/u.exec(text);
  if (field) return `${field[1]}: a colon in an unquoted value starts another field: put the value in quotes, like ${field[1]}: "${field[2]?.replace(/"/gu, '\\"')}"`;
  return `the front matter is not valid YAML: ${message.split('\n')[0]}`;
}

function fieldsOf(schema: z.ZodType): Record<string, unknown> {
  const def = (schema as unknown as { def?: { shape?: Record<string, unknown>; in?: z.ZodType; schema?: z.ZodType } }).def;
  if (def?.shape) return def.shape;
  const inner = def?.in ?? def?.schema;
  return inner ? fieldsOf(inner) : {};
}

/** Reads every `.md` file of one folder (posts/ or work/); a missing folder has none. */
function readFolder(dir: string, label: string, kind: TextKind): ReadResult<TextSource> {
  if (!existsSync(dir)) return { texts: [], problems: [], unreadable: [], characters: [] };
  const texts: TextSource[] = [];
  const problems: string[] = [];
  const unreadable: string[] = [];
  const characters: string[] = [];
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.md')).sort()) {
    const file = `${label}/${name}`;
    const { slug, lang } = splitName(name.slice(0, -'.md'.length));
    if (!SLUG.test(slug)) {
      problems.push(`${file}:1: the file name "${slug}" is not a slug: use lower-case letters, digits and hyphens, like my-first-post.md`);
      continue;
    }
    const schema = kind === 'post' ? postFrontMatterSchema : caseStudyFrontMatterSchema;
    const raw = readFileSync(path.join(dir, name), 'utf8');
    // Taken out before anything reads the text, and out of the fields a YAML escape wrote them into.
    const parsed = parseText(cleanText(raw), file, schema);
    const read = { ...parsed, front: cleanStrings(parsed.front) };
    characters.push(...textCharacters(raw, file, parsed));
    problems.push(...read.problems);
    if (read.front === undefined) {
      if (lang === undefined) unreadable.push(`${kind}/${slug}`);
      continue;
    }
    texts.push({ kind, slug, lang, file, body: read.body, bodyLine: read.bodyLine, fieldLines: read.fieldLines, front: read.front } as TextSource);
  }
  return { texts, problems, unreadable, characters };
}

/** Every post and case study of the content folder, checked one by one (see text-problems.ts for the rest). */
export function readTexts(paths: ContentPaths): ReadResult<TextSource> {
  const posts = readFolder(paths.posts, `${paths.label}/posts`, 'post');
  const work = readFolder(paths.work, `${paths.label}/work`, 'work');
  return {
    texts: [...posts.texts, ...work.texts],
    problems: [...posts.problems, ...work.problems],
    unreadable: [...posts.unreadable, ...work.unreadable],
    characters: [...posts.characters, ...work.characters],
  };
}
