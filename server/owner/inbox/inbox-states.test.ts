import { describe, expect, it } from 'vitest';
import { LIKE_PATTERN_MAX_BYTES, likePattern, likePieces } from './inbox-states';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('a search as LIKE patterns D1 takes', () => {
  it.each([
    ['a short one', 'recruiter@example.com'],
    ['a long one', 'We would like to talk to you about a staff engineer role in our platform team'],
    ['one of many bytes a letter', 'Grüße aus Zürich — 漢字のメッセージを探しています、とても長い検索です'],
    ['one of the characters LIKE escapes', '100% of_the \\ budget, '.repeat(4)],
  ])('cuts %s into pieces whose patterns fit, and loses nothing', (_name, text) => {
    const pieces = likePieces(text);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) expect(bytes(likePattern(piece))).toBeLessThanOrEqual(LIKE_PATTERN_MAX_BYTES);
    if (bytes(likePattern(text)) <= LIKE_PATTERN_MAX_BYTES) expect(pieces).toEqual([text]);
  });
});
