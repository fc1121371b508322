/**
 * The CV's skills: each category's name in a column on the left, its skills on the right. The
 * column is as wide as the longest name needs (within bounds), with a gap before the skills, so a
 * long name never runs into its first skill (issue 41); a name with a word wider than the widest
 * column takes a line of its own, its skills below it.
 */
import { isolate } from './bidi-runs';
import { COLOURS, type Layout, type Style } from './cv-layout';

/** The narrowest and widest the column of names may be: in points at full size, and as a share of the line. */
const LABEL_MIN = 78;
const LABEL_MAX_SHARE = 0.28;
/** Between a name and its first skill. */
const LABEL_GAP = 10;

const LABEL: Style = { font: 'Sans-Bold', size: 9.5, color: COLOURS.ink };

/** Draws one category (name, skill names) a line at a time; the column is worked out once for all of them. */
export function skillLine(layout: Layout, groups: readonly (readonly [string, readonly string[]])[], paragraph: Style): (group: readonly [string, readonly string[]]) => void {
  const gap = layout.s(LABEL_GAP);
  const widest = Math.max(0, ...groups.map(([category]) => layout.width(category, LABEL)));
  const column = Math.min(Math.max(layout.s(LABEL_MIN), widest + gap), layout.contentWidth * LABEL_MAX_SHARE);
  const style: Style = { ...paragraph, size: 9.5 };
  return ([category, names]) => {
    const list = names.map((name) => isolate(name)).join('  ·  ');
    const longestWord = Math.max(0, ...category.split(/\s+/u).map((word) => layout.width(word, LABEL)));
    if (longestWord > column - gap) {
      layout.y += layout.text(category, LABEL);
      layout.y += layout.text(list, style);
      return;
    }
    const labelHeight = layout.text(category, LABEL, layout.margin, column - gap);
    const namesHeight = layout.text(list, style, layout.margin + column, layout.contentWidth - column);
    layout.y += Math.max(labelHeight, namesHeight);
  };
}
