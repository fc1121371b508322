import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A tool's answer as the assistant reads it: its first text. */
export const toolText = (result: unknown): string => ((result as CallToolResult).content[0] as { text: string }).text;

/** The token `npm run owner -- tokens add` printed on a line of its own, or undefined. */
export const tokenIn = (printed: string): string | undefined => /\n {2}(folio_\S+)\n/u.exec(printed)?.[1];
