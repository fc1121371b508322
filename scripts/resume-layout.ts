/**
 * The résumé's page geometry and a small layout helper over pdfkit that draws top to bottom and,
 * on a measuring pass, only measures: the résumé is laid out once per scale until it fits a page.
 */
export const PAGE = { width: 612, height: 792 }; // US Letter: the owner is job hunting in the US.
export const MARGIN = 54;
export const WIDTH = PAGE.width - 2 * MARGIN;
export const COLOURS = { ink: '#0f172a', body: '#1e293b', muted: '#64748b', rule: '#cbd5e1', accent: '#4f46e5' };
// Try full size first, then shrink in small steps until everything fits on the one page.
export const SCALES = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6];

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

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly scale: number,
    private readonly draw: boolean,
    /** The owner's colour: AA on white by the content check, so it reads on paper too. */
    readonly accent: string = COLOURS.accent,
  ) {}

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
  text(text: string, style: Style, x = MARGIN, width = WIDTH, extra: PDFKit.Mixins.TextOptions = {}): number {
    const options = { ...this.use(style), width, ...extra };
    const height = this.doc.heightOfString(text, options);
    if (this.draw) this.doc.text(text, x, this.y, options);
    return height;
  }

  gap(points: number): void {
    this.y += this.s(points);
  }

  rule(x1: number, x2: number, y: number): void {
    if (this.draw) this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
  }

  heading(title: string): void {
    const style: Style = { font: 'Sans-Bold', size: 9, color: this.accent, characterSpacing: 1.2 };
    const label = title.toUpperCase();
    const height = this.text(label, style);
    const end = MARGIN + this.width(label, style) + this.s(8);
    this.rule(end, MARGIN + WIDTH, this.y + height / 2 - 1);
    this.y += height;
    this.gap(6);
  }
}
