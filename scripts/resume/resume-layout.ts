/**
 * The résumé's page geometry and a small layout helper over pdfkit that draws top to bottom, turns
 * the page before a block that would not fit, and, on a measuring pass, only measures: the résumé
 * is laid out at a few scales and page counts until it fits.
 */
/** In points. A4 for most of the world; Letter where the owner's readers use it (US, Canada). */
export const PAPER = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;
export type Paper = keyof typeof PAPER;
export const MARGIN = 54;

/**
 * How the CV is set: `type` scales every font size (and what is measured in text, like an
 * indent), `space` the gaps between lines and blocks, and `margin` is the page's, in points.
 * resume-fit.ts picks one.
 */
export type Setting = { type: number; space: number; margin: number };
/** The CV's greys; its one colour is the owner's accent (scripts/build/accent.ts), given to Layout. */
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

/** A letter of a script written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko, their presentation forms). */
const RIGHT_TO_LEFT = '\\u0590-\\u08FF\\uFB1D-\\uFDFF\\uFE70-\\uFEFF';
const RIGHT_TO_LEFT_LETTER = new RegExp(`[${RIGHT_TO_LEFT}]`, 'u');
/** Runs of right-to-left letters (with their marks), and runs of anything else. */
const SCRIPT_RUNS = new RegExp(`[${RIGHT_TO_LEFT}]+|[^${RIGHT_TO_LEFT}]+`, 'gu');
/** Letters of other scripts, and digits: a number keeps its reading order in a right-to-left line. */
const LEFT_TO_RIGHT = /[\p{L}\p{Nd}]/u;

/** A word of a right-to-left line: its face, its width, and which way it runs (none: digits, signs). */
type Word = { text: string; face: Face; width: number; direction: 'rtl' | 'ltr' | undefined; joined: boolean };

/** Signs that end a clause or a sentence. */
const SENTENCE_SIGNS = /[.,;:!?،؛؟…]+$/u;

/** A word cut where its script changes, and a left-to-right word's trailing sentence signs cut off. */
export function pieces(word: string): string[] {
  if (RIGHT_TO_LEFT_LETTER.test(word)) {
    // Arabic letters and their marks, or anything else: "وJava." is "و", "Java" and ".".
    const runs = word.match(SCRIPT_RUNS) ?? [word];
    return runs.flatMap((run) => (RIGHT_TO_LEFT_LETTER.test(run) ? [run] : pieces(run)));
  }
  const signs = LEFT_TO_RIGHT.test(word) ? (SENTENCE_SIGNS.exec(word)?.[0] ?? '') : '';
  return signs === '' || signs === word ? [word] : [word.slice(0, -signs.length), signs];
}

/** Draws (or, on the measuring pass, only measures) the résumé from top to bottom. */
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
    /** The owner's colour (scripts/build/accent.ts's accentOf): AA on white by the content check, so it reads on paper too. */
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
    if (this.direction === 'rtl') return this.lineWidth(this.words(text, style), style) + this.padding(text) * this.space(style);
    return this.doc.widthOfString(text, this.use(style));
  }

  /** Height the text takes at `width`, drawn at (x, this.y) on the drawing pass. */
  text(text: string, style: Style, x = this.margin, width = this.contentWidth, extra: PDFKit.Mixins.TextOptions = {}): number {
    if (this.direction === 'rtl') return this.rightToLeft(text, style, this.pageWidth - x - width, width, extra);
    const options = { ...this.use(style), width, ...extra };
    const height = this.doc.heightOfString(text, options);
    if (this.drawing) this.doc.text(text, x, this.y, options);
    return height;
  }

  /**
   * A right-to-left paragraph in the box (x, width), laid out here rather than by pdfkit, which
   * knows one direction and one font per call: words wrap from the right, Arabic ones in the
   * Arabic face (fontkit shapes and orders each one's letters), and a run of left-to-right words
   * ("React Native 0.74") keeps its own order inside the line. `align: 'right'` (the end of a
   * left-to-right line) becomes the left, the end of this one.
   */
  private rightToLeft(text: string, style: Style, x: number, width: number, extra: PDFKit.Mixins.TextOptions): number {
    const options = this.use(style);
    const lineHeight = this.doc.currentLineHeight(true) + (options.lineGap ?? 0);
    const lines = text.split('\n').flatMap((paragraph) => this.wrap(this.words(paragraph, style), style, extra.lineBreak === false ? Infinity : width));
    // Spaces around a text (a separator, "   ·   ") keep their room, at the start: the right.
    const lead = (text.length - text.trimStart().length) * this.space(style);
    if (this.drawing) {
      lines.forEach((line, index) => this.drawLine(line, style, x, width - lead, this.y + index * lineHeight, extra));
    }
    return lines.length * lineHeight;
  }

  private faceOf(word: string, font: Font): Face {
    if (this.direction !== 'rtl' || !RIGHT_TO_LEFT_LETTER.test(word)) return font;
    return font === 'Sans-Bold' ? 'RightToLeft-Bold' : 'RightToLeft';
  }

  /**
   * The text's words, as the line will order them: a word that mixes scripts ("وTypeScript", with
   * the Arabic "and" written onto it) is cut where the script changes, and sentence signs after a
   * left-to-right word (the comma in "Scala،") are cut off it, since they belong to the
   * right-to-left sentence. The pieces of one word are `joined`: no space between them.
   */
  private words(text: string, style: Style): Word[] {
    return text
      .split(/ +/u)
      .filter((word) => word !== '')
      .flatMap((word) => pieces(word).map((piece, index) => this.word(piece, style, index > 0)));
  }

  private word(text: string, style: Style, joined: boolean): Word {
    const face = this.faceOf(text, style.font);
    this.doc.font(face).fontSize(this.s(style.size));
    const width = this.doc.widthOfString(text, { characterSpacing: this.s(style.characterSpacing ?? 0) });
    const direction = RIGHT_TO_LEFT_LETTER.test(text) ? 'rtl' : LEFT_TO_RIGHT.test(text) ? 'ltr' : undefined;
    return { text, face, width, direction, joined };
  }


  /** The spaces before and after a text. */
  private padding(text: string): number {
    return text.length - text.trim().length;
  }

  private space(style: Style): number {
    return this.doc.font(style.font).fontSize(this.s(style.size)).widthOfString(' ');
  }

  private lineWidth(words: readonly Word[], style: Style): number {
    const space = this.space(style);
    return words.reduce((sum, word, index) => sum + word.width + (index > 0 && !word.joined ? space : 0), 0);
  }

  /**
   * Greedy: as many words as fit the width on each line (a word wider than the line gets one of
   * its own); the pieces of one word stay on one line.
   */
  private wrap(words: readonly Word[], style: Style, width: number): Word[][] {
    const space = this.space(style);
    const whole: Word[][] = [];
    for (const word of words) {
      if (word.joined && whole.length > 0) whole.at(-1)?.push(word);
      else whole.push([word]);
    }
    const lines: Word[][] = [[]];
    let used = 0;
    for (const group of whole) {
      const line = lines.at(-1) as Word[];
      const groupWidth = this.lineWidth(group, style);
      if (line.length > 0 && used + space + groupWidth > width) {
        lines.push([...group]);
        used = groupWidth;
      } else {
        used += (line.length > 0 ? space : 0) + groupWidth;
        line.push(...group);
      }
    }
    return lines;
  }

  /**
   * Draws one line from the right: each right-to-left word, and each run of left-to-right words
   * (digits and signs between two of them belong to the run), is placed to the left of the last.
   */
  private drawLine(line: readonly Word[], style: Style, x: number, width: number, y: number, extra: PDFKit.Mixins.TextOptions): void {
    const space = this.space(style);
    const units: Word[][] = [];
    let run: Word[] = [];
    let pending: Word[] = [];
    for (const word of line) {
      if (word.direction === 'ltr') {
        run.push(...pending, word);
        pending = [];
      } else if (word.direction === undefined && run.length > 0) {
        pending.push(word);
      } else {
        if (run.length > 0) units.push(run);
        units.push(...pending.map((held) => [held]), [word]);
        run = [];
        pending = [];
      }
    }
    if (run.length > 0) units.push(run);
    units.push(...pending.map((held) => [held]));

    const total = this.lineWidth(line, style);
    let right = extra.align === 'right' ? x + Math.min(total, width) : x + width;
    const baseline = this.ascent(style.font, style);
    for (const unit of units) {
      let left = right - this.lineWidth(unit, style);
      // The next unit starts a space further on, unless it is the rest of the same word.
      right = left - (line[line.indexOf(unit.at(-1) as Word) + 1]?.joined ? 0 : space);
      for (const [index, word] of unit.entries()) {
        if (index > 0 && !word.joined) left += space;
        this.doc.font(word.face).fontSize(this.s(style.size)).fillColor(style.color);
        // Faces differ in ascent; each word is lowered or raised so all share the line's baseline.
        const top = y + baseline - this.ascent(word.face, style);
        this.doc.text(word.text, left, top, {
          lineBreak: false,
          width: word.width + 1,
          characterSpacing: this.s(style.characterSpacing ?? 0),
          ...(extra.link ? { link: extra.link } : {}),
        });
        left += word.width;
      }
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
