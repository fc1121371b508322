import { describe, expect, it } from 'vitest';
import { fullTime, mediumTime, shortTime } from './format-time';

const zone = { locale: 'en-GB', timeZone: 'Europe/Berlin' };
const now = new Date('2026-11-24T12:00:00Z');

describe('shortTime', () => {
  it('gives the time for a message of today, in the owner’s zone', () => {
    expect(shortTime('2026-11-24T08:05:00Z', now, zone)).toBe('09:05');
  });

  it('gives the day and month for an older one this year, and the year before that', () => {
    expect(shortTime('2026-11-03T08:05:00Z', now, zone)).toBe('3 Nov');
    expect(shortTime('2025-11-03T08:05:00Z', now, zone)).toBe('3 Nov 2025');
  });

  it('reads the day in the owner’s zone: 23:30 UTC is already tomorrow in Berlin', () => {
    expect(shortTime('2026-11-23T23:30:00Z', now, zone)).toBe('00:30');
  });

  it('shows what it cannot read as it came', () => {
    expect(shortTime('not a date', now, zone)).toBe('not a date');
  });
});

describe('mediumTime', () => {
  it('writes a short date and the time', () => {
    expect(mediumTime('2026-11-24T08:05:00Z', zone)).toBe('24 Nov 2026, 09:05');
  });
});

describe('fullTime', () => {
  it('writes the whole date and time in the locale', () => {
    expect(fullTime('2026-11-24T08:05:00Z', zone)).toBe('Tuesday, 24 November 2026 at 09:05');
    expect(fullTime('2026-11-24T08:05:00Z', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('Dienstag, 24. November 2026 um 09:05');
  });
});
