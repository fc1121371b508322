import { describe, expect, it } from 'vitest';
import { currentRole } from './current-role';

const job = (company: string, end?: string) => ({ company, role: `Engineer at ${company}`, start: '2020-01', ...(end ? { end } : {}) });

describe('the current role', () => {
  it('is the first job without an end, and none when every job has ended or there are none', () => {
    expect(currentRole([job('Acme'), job('Initech', '2019-12')])).toEqual({ role: 'Engineer at Acme', company: 'Acme' });
    expect(currentRole([job('Initech', '2019-12'), job('Acme')])).toEqual({ role: 'Engineer at Acme', company: 'Acme' });
    expect(currentRole([job('Initech', '2019-12')])).toBeUndefined();
    expect(currentRole(undefined)).toBeUndefined();
  });
});
