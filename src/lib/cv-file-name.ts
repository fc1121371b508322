/**
 * The name "Download CV" saves the PDF under: "Ana María López" gives "Ana-María-López-Resume.pdf",
 * `word` being the page's (words.home.cvFile: "Lebenslauf", "履歴書").
 */
export function cvFileName(ownerName: string, word = 'Resume'): string {
  // Characters no file system takes are dropped; letters of any script are kept as typed.
  const words = ownerName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').split(/\s+/u).filter(Boolean);
  const named = word.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim().replace(/\s+/gu, '-') || 'Resume';
  return words.length > 0 ? `${words.join('-')}-${named}.pdf` : `${named}.pdf`;
}
