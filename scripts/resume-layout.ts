/**
 * The résumé's page geometry and a small layout helper over pdfkit that draws top to bottom, turns
 * the page before a block that would not fit, and, on a measuring pass, only measures: the résumé
 * is laid out at a few scales and page counts until it fits.
 */
/** In points. A4 for most of the world; Letter where the owner's readers use it (US, Canada). */
export const PAPER = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;
export type Paper = keyof typeof PAPER;
export const MARGIN = 54;
export const COLOURS = { ink: '#0f172a', body: '#1e293b', muted: '#64748b', rule: '#cbd5e1', accent: '#4f46e5' };

// Noto Sans, embedded and subset: the standard PDF fonts cannot write names like "Łukasiewicz".
export const FONT_FILES = {
  Sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'Sans-Bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
type Font = keyof typeof FONT_FILES;
export type Style = { font: Font; size: number; color: string; lineGap?: number; characterSpacing?: number };

/** Draws (or, on the measuring pass, only measures) the résumé from top to bottom. */
export class Layout {
  y = MARGIN;
  /** Pages used so far, on either pass. */
  pages = 1;
  readonly contentWidth: number;
  /** The lowest y text may reach. */
  readonly bottom: number;
  /** Inside keepTogether's measurement: nothing is drawn and no page turns. */
  private measuring = false;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly scale: number,
    private readonly draw: boolean,
    /** The owner's colour: AA on white by the content check, so it reads on paper too. */
    readonly accent: string = COLOURS.accent,
    paper: Paper = 'a4',
  ) {
    this.contentWidth = PAPER[paper].width - 2 * MARGIN;
    this.bottom = PAPER[paper].height - MARGIN;
  }

  private get drawing(): boolean {
    return this.draw && !this.measuring;
  }

  /**
   * Lays out `block` on this page if it fits, else at the top of the next: a job, a project or a
   * heading with its first item is never split across pages.
   */
  keepTogether(block: () => void): void {
    if (this.measuring) return block();
    const start = this.y;
    this.measuring = true;
    try {
      block();
    } finally {
      this.measuring = false;
    }
    const height = this.y - start;
    this.y = start;
    if (start + height > this.bottom && start > MARGIN) {
      if (this.draw) this.doc.addPage();
      this.pages += 1;
      this.y = MARGIN;
    }
    block();
  }

  s(value: number): number {
    return value * this.scale;
  }

  private use(style: Style): PDFKit.Mixins.TextOptions {
    this.doc.font(style.font).fontSize(this.s(style.size)).fillColor(style.color);
    return { lineGap: this.s(style.lineGap ?? 0), characterSpacing: this.s(style.characterSpacing ?? 0) };
  }

  width(text: string, style: Style): number {
    return this.doc.widthOfString(text, this.use(style));
  }

  /** Height the text takes at `width`, drawn at (x, this.y) on the drawing pass. */
  text(text: string, style: Style, x = MARGIN, width = this.contentWidth, extra: PDFKit.Mixins.TextOptions = {}): number {
    const options = { ...this.use(style), width, ...extra };
    const height = this.doc.heightOfString(text, options);
    if (this.drawing) this.doc.text(text, x, this.y, options);
    return height;
  }

  gap(points: number): void {
    this.y += this.s(points);
  }

  rule(x1: number, x2: number, y: number): void {
    if (this.drawing) this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
  }

  heading(title: string): void {
    // No letter-spacing: text extraction (pdftotext, the CV scanners of job boards) reads spaced
    // capitals as separate letters, "E D U C AT I O N", and would miss the section.
    const style: Style = { font: 'Sans-Bold', size: 9.5, color: this.accent };
    const label = title.toUpperCase();
    const height = this.text(label, style);
    const end = MARGIN + this.width(label, style) + this.s(8);
    this.rule(end, MARGIN + this.contentWidth, this.y + height / 2 - 1);
    this.y += height;
    this.gap(6);
  }
}
