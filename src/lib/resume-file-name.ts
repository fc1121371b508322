/** The name "Download CV" saves the PDF under: "Ana María López" gives "Ana-María-López-Resume.pdf". */
export function resumeFileName(ownerName: string): string {
  // Characters no file system takes are dropped; letters of any script are kept as typed.
  const words = ownerName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').split(/\s+/u).filter(Boolean);
  return words.length > 0 ? `${words.join('-')}-Resume.pdf` : 'Resume.pdf';
}
