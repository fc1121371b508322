import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a poppler tool on PDF bytes (pdfinfo's report, or pdftotext's text with `args`). */
export function poppler(tool: 'pdfinfo' | 'pdftotext', pdf: Buffer, args: readonly string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, tool === 'pdftotext' ? [...args, file, '-'] : [...args, file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
