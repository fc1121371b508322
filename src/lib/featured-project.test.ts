import { describe, expect, it } from 'vitest';
import type { Project } from '../../contract/content-schema';
import { featuredProject } from './featured-project';

const image = { name: 'p', alt: 'p', width: 800, height: 500 };
const project = (id: number, fields: Partial<Project> = {}): Project => ({ id, image, category: 'Web', title: `Project ${id}`, ...fields });

describe('the project the first screen names', () => {
  it('is the one the owner marked, wherever it is in the list, leading to its case study where it has one', () => {
    const projects = [project(1, { link: 'https://one.example' }), project(2, { link: 'https://two.example', featured: true })];
    expect(featuredProject(projects, undefined)).toEqual({ title: 'Project 2', href: 'https://two.example', external: true });
    expect(featuredProject(projects, { 2: '/work/two/' })).toEqual({ title: 'Project 2', href: '/work/two/', external: false });
  });

  it('is, with none marked, the first with a case study, else the first with an address, its code if it has no other', () => {
    expect(featuredProject([project(1, { link: 'https://one.example' }), project(2)], { 2: '/work/two/' })?.title).toBe('Project 2');
    expect(featuredProject([project(1), project(2, { source: 'https://github.com/a/two' })], undefined)).toMatchObject({ title: 'Project 2', href: 'https://github.com/a/two' });
  });

  it('is none when no project has anywhere to go, or there are none', () => {
    expect(featuredProject([project(1), project(2, { featured: true })], undefined)).toBeUndefined();
    expect(featuredProject([], undefined)).toBeUndefined();
  });
});
