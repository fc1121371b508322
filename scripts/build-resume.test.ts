import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../content/site';
import { buildResume, skillGroups } from './build-resume';

/** The text pdfkit wrote: each `[<hex> kern <hex> ...] TJ` array decoded and joined (WinAnsi ≈ latin1). */
function shownText(pdf: string): string {
  const arrays = pdf.match(/\[([^\]]*)\] TJ/gu) ?? [];
  return arrays
    .map((array) =>
      (array.match(/<([0-9a-f]*)>/giu) ?? []).map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}

describe('buildResume', () => {
  let dir: string;
  let pdf: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'folio-resume-'));
    const file = path.join(dir, 'resume.pdf');
    await buildResume(site, file, { compress: false });
    pdf = (await readFile(file)).toString('latin1');
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a PDF', () => {
    expect(pdf.startsWith('%PDF-')).toBe(true);
  });

  it('fits on exactly one page', () => {
    expect(pdf.match(/\/Type \/Page(?!s)/gu)).toHaveLength(1);
  });

  it('shows the owner, the contact details and every project', () => {
    const text = shownText(pdf);
    expect(text).toContain(site.owner.name);
    expect(text).toContain(site.owner.email);
    for (const project of site.projects) expect(text).toContain(project.title);
  });

  it('still fits one page when the content is much longer', async () => {
    const long = structuredClone(site);
    long.owner.intro = Array.from({ length: 4 }, () => site.owner.intro).join(' ');
    long.projects = [...site.projects, ...site.projects, ...site.projects];
    const file = path.join(dir, 'long.pdf');
    await buildResume(long, file, { compress: false });
    expect((await readFile(file)).toString('latin1').match(/\/Type \/Page(?!s)/gu)).toHaveLength(1);
  });
});

describe('skillGroups', () => {
  it('keeps categories in order of first appearance', () => {
    expect(skillGroups(site).map(([category]) => category)).toEqual(['FrontEnd', 'BackEnd', 'Others']);
  });
});
