import { describe, expect, it } from 'vitest';
import type { Imported } from './imported';
import { initialsOf, toSite } from './to-site';

describe('the initials an import derives from a name', () => {
  it('takes the first and last name, leaving out titles and lower-case particles', () => {
    expect(['Ada Lovelace', 'Dr. Lena Vasquez', 'Ludwig van Beethoven', 'Zoë Ångström-Łukasiewicz', 'Cher', '山田 太郎', 'ada lovelace'].map(initialsOf)).toEqual([
      'AL', 'LV', 'LB', 'ZÅ', 'C', '山太', 'AL',
    ]);
  });
});

describe('the skills an import writes beside the owner’s', () => {
  const image = { name: 'avatar', alt: '', width: 480, height: 480 };
  const imported: Imported = {
    owner: { name: 'Ada Lovelace' },
    socials: [],
    skills: [
      { name: 'Rust', category: 'Languages', level: 'Master' },
      { name: 'Go', category: 'Languages', level: 'Master' },
    ],
    projects: [],
    experience: [],
    education: [],
    certifications: [],
    publications: [],
    awards: [],
    notes: [],
  };

  it('keeps a skill the owner had without a percentage without one, and gives a new one its level’s', () => {
    const existing = { skills: [{ id: 3, name: 'Go', category: 'Languages', description: 'Small tools.' }] };
    const { site } = toSite(imported, { existing, avatar: image, projectImage: image });
    const go = site.skills.find((skill) => skill.name === 'Go');
    expect(go).toEqual({ id: 3, name: 'Go', category: 'Languages', description: 'Small tools.' });
    expect(go).not.toHaveProperty('percentage');
    expect(site.skills.find((skill) => skill.name === 'Rust')?.percentage).toBe(90);
  });
});
