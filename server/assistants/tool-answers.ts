import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A tool's answer: the text an assistant reads, and the same as data for one that reads data. */
export function toolText(text: string, data?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], ...(data ? { structuredContent: data } : {}) };
}

/** A refusal the assistant can act on: the same words the form or the owner's page would show. */
export function toolError(text: string, data?: Record<string, unknown>): CallToolResult {
  return { ...toolText(text, data), isError: true };
}
