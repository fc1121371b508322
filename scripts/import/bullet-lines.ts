/**
 * A text's lines, bullets stripped: LinkedIn keeps a description as typed, and many JSON Resumes
 * put a job's points in its summary as one string, "• Led … • Built …" (issue 41: a real résumé's
 * page showed them as one paragraph of bullets). A line is split at each bullet inside it too.
 */
export function bulletLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/u)
    .flatMap((line) => line.split(/\s+[•●▪]\s+/u))
    .map((line) => line.replace(/^\s*[-•●▪*·–]\s*/u, '').trim())
    .filter((line) => line !== '');
}
