import { vi } from 'vitest';
import type { InboxMessage, MessageList, MessageState } from '../../../contract/owner-api';

/** One request the page made, as the fake service saw it. */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What the fake answers: a status, JSON (or nothing, for 204) and headers. */
export type Answer = { status?: number; json?: unknown; headers?: Record<string, string> };

/**
 * Stands in for `fetch` in component tests: each call is recorded and answered by `route`, which
 * returns undefined for "not found". Only the page's own calls reach it.
 */
export function fakeApi(route: (call: Call) => Answer | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const answer = route(call) ?? { status: 404, json: { error: 'Not found.' } };
    const status = answer.status ?? 200;
    const body = status === 204 ? null : JSON.stringify(answer.json ?? {});
    return Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } }));
  });
  return calls;
}

export function inboxMessage(fields: Partial<InboxMessage> & Pick<InboxMessage, 'id'>): InboxMessage {
  return {
    email: `sender${fields.id}@example.org`,
    message: `Message number ${fields.id}`,
    createdAt: '2026-11-20T09:30:00.000Z',
    readAt: null,
    status: 'delivered',
    spamReason: null,
    heldReason: null,
    via: 'form',
    ...fields,
  };
}

export function listOf(messages: InboxMessage[], next: string | null = null, counts: Partial<Record<MessageState, number>> = {}): MessageList {
  return { messages, next, counts: { all: messages.length, unread: 0, held: 0, spam: 0, delivered: 0, ...counts } };
}
