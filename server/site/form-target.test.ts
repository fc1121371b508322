import { describe, expect, it } from 'vitest';
import { apiOrigin, formTargetLine } from './form-target';

describe('where a build posts its form', () => {
  it('is this service for a build without VITE_API_HOST, or with /api written out', () => {
    expect(formTargetLine(null)).toBe("folio: the page's form posts to /api/v1 on this service");
    expect(formTargetLine('/api/')).toBe("folio: the page's form posts to /api/v1 on this service");
  });

  it('is named, with the way back, for another host or another path', () => {
    expect(formTargetLine('https://api.example/api/')).toMatch(/^folio: this build's form posts to https:\/\/api\.example\/api\/v1, not to this service: rebuild with VITE_API_HOST= \(empty\)/u);
    expect(formTargetLine('/backend/api')).toMatch(/^folio: this build's form posts to \/backend\/api\/v1, not to this service/u);
  });

  it('lets the page connect to another origin only', () => {
    expect(apiOrigin('https://api.example:8443/api')).toBe('https://api.example:8443');
    expect(apiOrigin('/api')).toBeUndefined();
    expect(apiOrigin(null)).toBeUndefined();
  });
});
