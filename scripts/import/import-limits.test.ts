import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runMeasured } from '../fetch/test-servers';
import { contentFolder, FIXTURES, importInto } from './test-helpers';

// Issue 40: an export or a résumé is read up to limits (import-limits.ts), each refusal one line.
const EXPORT = path.join(FIXTURES, 'linkedin');
const POSITION = '"Fjord Media, AS",Senior Frontend Engineer,"Led the rebuild of the player page.","Bergen, Norway",Mar 2021,\n';

/**
 * A zip of the fixture export whose Positions.csv inflates to `megabytes` MB of rows: built as it
 * is written, a MB at a time, so the test never holds the inflated file.
 */
async function zipBomb(megabytes: number): Promise<string> {
  const dir = await contentFolder();
  const file = path.join(dir, 'Basic_LinkedInDataExport.zip');
  const out = createWriteStream(file);
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    out.write(chunk);
    if (final) out.end();
  });
  for (const name of ['Profile.csv', 'Skills.csv']) {
    const entry = new ZipDeflate(name);
    zip.add(entry);
    entry.push(strToU8(await readFile(path.join(EXPORT, name), 'utf8')), true);
  }
  const positions = new ZipDeflate('Positions.csv', { level: 9 });
  zip.add(positions);
  positions.push(strToU8('Company Name,Title,Description,Location,Started On,Finished On\n'));
  const megabyte = strToU8(POSITION.repeat(Math.floor((1024 * 1024) / POSITION.length)));
  for (let written = 0; written < megabytes; written += 1) positions.push(megabyte, written === megabytes - 1);
  zip.end();
  await once(out, 'close');
  return file;
}

/** A copy of the fixture export with `name` replaced by `text`. */
async function exportWith(name: string, text: string): Promise<{ dir: string; folder: string }> {
  const dir = await contentFolder();
  const folder = path.join(dir, 'export');
  await cp(EXPORT, folder, { recursive: true });
  await writeFile(path.join(folder, name), text);
  return { dir, folder };
}

describe('npm run import: what it reads is bounded', () => {
  it('stops a small zip that inflates to 300 MB at 5 MB, in under 200 MB of memory, with one line', async () => {
    const file = await zipBomb(300);
    const dir = path.dirname(file);
    const run = await runMeasured('scripts/import/import.ts', [file], { CONTENT_DIR: dir, INIT_CWD: dir });
    expect(run.stderr).toBe(`import: ${file}: Positions.csv inflates to more than 5 MB, more than folio reads (a résumé or an export's file is a few kB)\n`);
    expect(run.code).toBe(1);
    expect(existsSync(path.join(dir, 'site.ts'))).toBe(false);
    // Measured by the child itself: process.resourceUsage().maxRSS.
    expect(run.peakRssMb).toBeLessThan(200);
    console.log(`zip bomb: peak RSS ${String(run.peakRssMb)} MB`);
  }, 120_000);

  it('refuses a CSV of 200,000 rows with one line, writing nothing', async () => {
    const { dir, folder } = await exportWith('Skills.csv', `Name\n${Array.from({ length: 200_000 }, (_, index) => `Skill ${index}`).join('\n')}\n`);
    const run = await importInto(dir, folder);
    expect(run).toMatchObject({ code: 1, err: [`import: ${folder}: Skills.csv has more than 1000 rows, more than folio imports from one file`] });
    expect(existsSync(path.join(dir, 'site.ts'))).toBe(false);
  });

  it('refuses a 100,000-character field of a CSV, naming its row and column', async () => {
    const { dir, folder } = await exportWith('Positions.csv', `Company Name,Title,Description,Location,Started On,Finished On\nAcme,Engineer,${'a'.repeat(100_000)},Oslo,Mar 2021,\n`);
    const run = await importInto(dir, folder);
    expect(run).toMatchObject({ code: 1, err: [`import: ${folder}: Positions.csv row 1: Description is 100000 characters long, more than the 5000 folio takes for one text: shorten it`] });
  });

  it('refuses a JSON Resume with a 100,000-character text, or of more than 5 MB, naming the field or the size', async () => {
    const resume = JSON.parse(await readFile(path.join(FIXTURES, 'json-resume/new-grad.resume.json'), 'utf8')) as { basics: Record<string, unknown> };
    const dir = await contentFolder();
    const file = path.join(dir, 'resume.json');
    await writeFile(file, JSON.stringify({ ...resume, basics: { ...resume.basics, summary: 'a'.repeat(100_000) } }));
    expect(await importInto(dir, file)).toMatchObject({ code: 1, err: [`import: ${file}: basics.summary is 100000 characters long, more than the 5000 folio takes for one text: shorten it`] });
    await writeFile(file, JSON.stringify({ ...resume, padding: ' '.repeat(6 * 1024 * 1024) }));
    expect(await importInto(dir, file)).toMatchObject({ code: 1, err: [`import: ${file}: it is more than 5 MB, more than folio reads (a résumé or an export's file is a few kB)`] });
    expect(existsSync(path.join(dir, 'site.ts'))).toBe(false);
  });
});
