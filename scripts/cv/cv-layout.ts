/**
 * The CV's page geometry and a small layout helper over pdfkit that draws top to bottom, turns
 * the page before a block that would not fit, and, on a measuring pass, only measures: the CV
 * is laid out at a few scales and page counts until it fits.
 */
import { paragraph, visible, visualRuns, type Paragraph, type VisualRun } from './bidi-runs';
import { breakable } from './long-words';

/** In points. A4 for most of the world; Letter where the owner's readers use it (US, Canada). */
export const PAPER = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;
export type Paper = keyof typeof PAPER;
export const MARGIN = 54;

/**
 * How the CV is set: `type` scales every font size (and what is measured in text, like an
 * indent), `space` the gaps between lines and blocks, and `margin` is the page's, in points.
 * cv-fit.ts picks one.
 */
export type Setting = { type: number; space: number; margin: number };
/** The CV's greys; its one colour is the owner's accent (scripts/colour/accent.ts), given to Layout. */
export const COLOURS = { ink: '#0f172a', body: '#1e293b', muted: '#64748b', rule: '#cbd5e1' };

// Noto Sans, embedded and subset: the standard PDF fonts cannot write names like "Łukasiewicz".
// DejaVu Sans writes the Arabic and Hebrew words of a right-to-left CV: its letters are whole
// glyphs, so the text reads back right (fonts that draw the dots apart, as Noto's Arabic faces
// do, read back as other letters in copy-paste and in a CV scanner).
export const FONT_FILES = {
  Sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'Sans-Bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  RightToLeft: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'RightToLeft-Bold': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
type Face = keyof typeof FONT_FILES;
/** The faces a style names; a right-to-left CV writes its Arabic and Hebrew words in the RightToLeft face of the same weight. */
type Font = 'Sans' | 'Sans-Bold';
export type Style = { font: Font; size: number; color: string; lineGap?: number; characterSpacing?: number };

/** Each document's measured text heights (Layout.heightOf), kept as long as the document is. */
const MEASURED = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

/** A word of a right-to-left paragraph: where it stands in the text, and how wide it is drawn. */
type Word = { start: number; end: number; width: number };

/** Draws (or, on the measuring pass, only measures) the CV from top to bottom. */
export class Layout {
  y: number;
  /** Pages used so far, on either pass. */
  pages = 1;
  readonly contentWidth: number;
  /** The lowest y text may reach. */
  readonly bottom: number;
  /** Room left blank at the foot of a page by a block moved whole to the next. */
  private skipped = 0;
  /** Inside keepTogether's measurement: nothing is drawn and no page turns. */
  private measuring = false;

  private readonly pageWidth: number;
  /** The page's margin on every side, in points. */
  readonly margin: number;
  private readonly scale: number;
  private readonly spacing: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    setting: Setting,
    private readonly draw: boolean,
    /** The owner's colour (scripts/colour/accent.ts's accentOf): AA on white by the content check, so it reads on paper too. */
    readonly accent: string,
    paper: Paper = 'a4',
    /**
     * `rtl` mirrors the page: every box given in left-to-right terms (x from the left margin) is
     * drawn from the right margin, text starts on the right, and each line is ordered as the
     * Unicode bidirectional algorithm orders a right-to-left paragraph with words of both kinds.
     */
    readonly direction: 'ltr' | 'rtl' = 'ltr',
  ) {
    this.scale = setting.type;
    this.spacing = setting.space;
    this.margin = setting.margin;
    this.y = this.margin;
    this.pageWidth = PAPER[paper].width;
    this.contentWidth = PAPER[paper].width - 2 * this.margin;
    this.bottom = PAPER[paper].height - this.margin;
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
    if (start + height > this.bottom && start > this.margin) {
      if (this.draw) this.doc.addPage();
      this.skipped += this.bottom - start;
      this.pages += 1;
      this.y = this.margin;
    }
    block();
  }

  s(value: number): number {
    return value * this.scale;
  }

  private use(style: Style): PDFKit.Mixins.TextOptions {
    this.doc.font(style.font).fontSize(this.s(style.size)).fillColor(style.color);
    return { lineGap: this.spaced(style.lineGap ?? 0), characterSpacing: this.s(style.characterSpacing ?? 0) };
  }

  width(text: string, style: Style): number {
    if (this.direction === 'ltr') return this.doc.widthOfString(visible(text), this.use(style));
    const trimmed = text.trim();
    return this.runsWidth(visualRuns(paragraph(trimmed, 'rtl')), style) + this.padding(text) * this.space(style);
  }

  /** Height the text takes at `width`, drawn at (x, this.y) on the drawing pass. */
  text(text: string, style: Style, x = this.margin, width = this.contentWidth, extra: PDFKit.Mixins.TextOptions = {}): number {
    if (this.direction === 'rtl') return this.rightToLeft(text, style, this.pageWidth - x - width, width, extra);
    // Isolates mark a text for a right-to-left line; a left-to-right one draws the letters alone.
    const letters = breakable(visible(text));
    const options = { ...this.use(style), width, ...extra };
    const height = this.heightOf(letters, style, options);
    if (this.drawing) this.doc.text(letters, x, this.y, options);
    return height;
  }

  /**
   * pdfkit's height of a text, measured once per document for each text, size and box: the fitter
   * (cv-fit.ts) lays the CV out again for each setting and project count it tries, and each
   * block twice (keepTogether); a try at a size already tried then costs no measuring.
   */
  private heightOf(letters: string, style: Style, options: PDFKit.Mixins.TextOptions): number {
    let heights = MEASURED.get(this.doc);
    if (heights === undefined) MEASURED.set(this.doc, (heights = new Map()));
    const key = [style.font, this.s(style.size), options.lineGap, options.characterSpacing, options.width, options.lineBreak, options.align, letters].join('\u0000');
    const known = heights.get(key);
    if (known !== undefined) return known;
    const height = this.doc.heightOfString(letters, options);
    heights.set(key, height);
    return height;
  }

  /**
   * A right-to-left paragraph in the box (x, width), laid out here rather than by pdfkit, which
   * knows one direction and one font per call: the Unicode bidirectional algorithm resolves the
   * paragraph (bidi-runs.ts), words wrap in their written order, and each line is drawn from the
   * right in the order the algorithm gives it, its brackets mirrored, its isolated texts in their
   * own direction, Arabic and Hebrew letters in the RightToLeft face (fontkit shapes each word).
   * `align: 'right'` (the end of a left-to-right line) becomes the left, the end of this one.
   */
  private rightToLeft(text: string, style: Style, x: number, width: number, extra: PDFKit.Mixins.TextOptions): number {
    const options = this.use(style);
    const lineHeight = this.doc.currentLineHeight(true) + (options.lineGap ?? 0);
    const lines = text.split('\n').flatMap((part) => {
      const resolved = paragraph(part, 'rtl');
      return this.wrap(resolved, style, extra.lineBreak === false ? Infinity : width).map((line) => visualRuns(resolved, line.start, line.end));
    });
    // Spaces around a text (a separator, "   ·   ") keep their room, at the start: the right.
    const lead = (text.length - text.trimStart().length) * this.space(style);
    if (this.drawing) {
      lines.forEach((line, index) => this.drawLine(line, style, x, width - lead, this.y + index * lineHeight, extra));
    }
    return lines.length * lineHeight;
  }

  private faceOf(run: VisualRun, font: Font): Face {
    if (!run.rightToLeftScript) return font;
    return font === 'Sans-Bold' ? 'RightToLeft-Bold' : 'RightToLeft';
  }

  private runWidth(run: VisualRun, style: Style): number {
    this.doc.font(this.faceOf(run, style.font)).fontSize(this.s(style.size));
    return this.doc.widthOfString(run.text, { characterSpacing: this.s(style.characterSpacing ?? 0) });
  }

  private runsWidth(runs: readonly VisualRun[], style: Style): number {
    return runs.reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /** The spaces before and after a text. */
  private padding(text: string): number {
    const letters = visible(text);
    return letters.length - letters.trim().length;
  }

  private space(style: Style): number {
    return this.doc.font(style.font).fontSize(this.s(style.size)).widthOfString(' ');
  }

  /**
   * Greedy, in the text's written order: as many words as fit the width on each line (a word wider
   * than the line gets one of its own). Returns each line's stretch of the text, without the
   * spaces where it breaks.
   */
  private wrap(resolved: Paragraph, style: Style, width: number): { start: number; end: number }[] {
    const space = this.space(style);
    const words: Word[] = [...resolved.text.matchAll(/[^ ]+/gu)].map((match) => {
      const start = match.index;
      const end = start + match[0].length;
      return { start, end, width: this.runsWidth(visualRuns(resolved, start, end), style) };
    });
    const lines: { start: number; end: number }[] = [];
    let used = 0;
    for (const word of words) {
      const line = lines.at(-1);
      if (line === undefined || used + space + word.width > width) {
        lines.push({ start: word.start, end: word.end });
        used = word.width;
      } else {
        line.end = word.end;
        used += space + word.width;
      }
    }
    return lines.length > 0 ? lines : [{ start: 0, end: 0 }];
  }

  /** Draws one line's pieces, as the algorithm orders them from the left, ending at the box's right edge. */
  private drawLine(line: readonly VisualRun[], style: Style, x: number, width: number, y: number, extra: PDFKit.Mixins.TextOptions): void {
    const total = this.runsWidth(line, style);
    let left = extra.align === 'right' ? x : x + width - total;
    const baseline = this.ascent(style.font, style);
    for (const run of line) {
      const face = this.faceOf(run, style.font);
      const runWidth = this.runWidth(run, style);
      this.doc.font(face).fontSize(this.s(style.size)).fillColor(style.color);
      // Faces differ in ascent; each piece is lowered or raised so all share the line's baseline.
      const top = y + baseline - this.ascent(face, style);
      this.doc.text(run.text, left, top, {
        lineBreak: false,
        width: runWidth + 1,
        characterSpacing: this.s(style.characterSpacing ?? 0),
        ...(extra.link ? { link: extra.link } : {}),
      });
      left += runWidth;
    }
  }

  private ascent(face: Face, style: Style): number {
    const font = (this.doc.font(face) as unknown as { _font: { ascender: number } })._font;
    return (font.ascender / 1000) * this.s(style.size);
  }

  /** A length between lines or blocks, at the setting's spacing. */
  spaced(points: number): number {
    return points * this.spacing;
  }

  gap(points: number): void {
    this.y += this.spaced(points);
  }

  /**
   * How far the content runs past the first page, as a share of a page, were it one unbroken
   * column (no block moved whole to the next page): 0.1 is a tenth of a page too much; 0 or less
   * fits one page.
   */
  get overflow(): number {
    const room = this.bottom - this.margin;
    return ((this.pages - 1) * room + (this.y - this.margin) - this.skipped) / room - 1;
  }

  rule(x1: number, x2: number, y: number): void {
    const [from, to] = this.direction === 'rtl' ? [this.pageWidth - x2, this.pageWidth - x1] : [x1, x2];
    if (this.drawing) this.doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
  }

  heading(title: string): void {
    // No letter-spacing: text extraction (pdftotext, the CV scanners of job boards) reads spaced
    // capitals as separate letters, "E D U C AT I O N", and would miss the section.
    const style: Style = { font: 'Sans-Bold', size: 9.5, color: this.accent };
    const label = title.toUpperCase();
    const height = this.text(label, style);
    const end = this.margin + this.width(label, style) + this.s(8);
    this.rule(end, this.margin + this.contentWidth, this.y + height / 2 - 1);
    this.y += height;
    this.gap(6);
  }
}
