import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { showFormatCharacters } from '../../contract/format-characters';

/** A tool's answer: the text an assistant reads, and the same as data for one that reads data. */
export function toolText(text: string, data?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], ...(data ? { structuredContent: data } : {}) };
}

/** A refusal the assistant can act on: the same words the form or the owner's page would show. */
export function toolError(text: string, data?: Record<string, unknown>): CallToolResult {
  return { ...toolText(text, data), isError: true };
}

/** `\u202e`, or a surrogate pair's two escapes for a character past U+FFFF (a tag character). */
const jsonEscape = (char: string): string => Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/**
 * An answer that carries a stranger's words (a message, a page's path, a referrer): our heading,
 * then `note`, which says which fields are theirs and that they are data, never instructions,
 * then the data as JSON, where their words are quoted strings that cannot end early. The data an
 * assistant may read instead of the text carries the note too. What JSON writes raw and a reader
 * cannot see (C1 controls, line separators, format characters: bidi controls, zero-width, tag
 * characters that spell text only a model reads) is written as \u escapes, as the JSON export
 * writes it (server/owner/message-format.ts): parsed, it is exactly what was stored.
 */
export function strangersWords(heading: string, note: string, data: Record<string, unknown>): CallToolResult {
  const json = showFormatCharacters(JSON.stringify(data, null, 2).replace(/[\u007F-\u009F\u2028\u2029]/gu, jsonEscape), jsonEscape, false);
  return toolText(`${heading}\n${note}\n${json}`, { note, ...data });
}
