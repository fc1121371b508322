import { describe, expect, it } from 'vitest';
import { projectFacts } from './project-facts';

const project = { id: 1, category: 'Work', title: 'Platform' };

describe('projectFacts', () => {
  it('says who, the roles and the years, each only where the owner gives it', () => {
    expect(projectFacts({ ...project, entity: 'Deutsche Bahn', roles: ['Lead developer', 'Architect'], start: '2019-04', end: '2021-02' }, 'Present', 'en')).toBe('Deutsche Bahn · Lead developer, Architect · 2019 – 2021');
    expect(projectFacts({ ...project, entity: 'Acme', start: '2024-01' }, 'heute', 'de')).toBe('Acme · 2024 – heute');
    expect(projectFacts({ ...project, start: '2015-03', end: '2015-09' }, 'Present', 'en')).toBe('2015');
    expect(projectFacts(project, 'Present', 'en')).toBeUndefined();
  });
});
