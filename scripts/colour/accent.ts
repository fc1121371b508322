/**
 * The owner's accent colour: both themes' accent shades derived from one hex colour, and the WCAG
 * AA check of every text-and-background pair the page draws with them. The one source of the
 * accent palette: the page's (accentCss, which the build inlines and the dev server adds; no
 * accent shade is written in `src/styles.css`), the CV's, the share image's and the icons'.
 */
import type { SiteContent } from '../../contract/content-schema';

/** The spec's indigo: the accent of an owner who names none. */
export const DEFAULT_ACCENT = '#4f46e5';

export type Rgb = [number, number, number];

/** WCAG AA for normal text. */
const AA = 4.5;

/** The hex colour's 0–255 channels. */
export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** 0–255 channels as a `#rrggbb` colour. */
export function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of `b` into `a`, channel by channel. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf([0, 1, 2].map((i) => (x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * amount) as Rgb);
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const linear = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

export type AccentShades = { accent: string; hover: string; contrast: string; soft: string; softText: string };
export type AccentPalette = { light: AccentShades; dark: AccentShades };

/**
 * The default indigo's palette, tuned by hand (Tailwind's indigo 700 and 800 in light, softened
 * tints in dark). Written out rather than derived: the derivation below gives other shades for
 * this colour (a hover of #433bc3, not #4338ca), and the sample's page must not change.
 */
const DEFAULT_PALETTE: AccentPalette = {
  light: { accent: DEFAULT_ACCENT, hover: '#4338ca', contrast: '#ffffff', soft: '#eef0ff', softText: '#3730a3' },
  dark: { accent: '#8b93ff', hover: '#a5abff', contrast: '#0e0e1a', soft: '#23244a', softText: '#c7cbff' },
};

/**
 * The backgrounds and text colours of each theme that the accent meets: src/theme-tokens.css's --bg,
 * --surface and (light) --text, which a test holds equal. The manifest's background is the light one.
 */
export const PAGE_COLOURS = {
  light: { bg: '#f7f7f5', surface: '#ffffff', ink: '#18181b' },
  // Dark text on a light accent: the default palette's.
  dark: { bg: '#111114', surface: '#19191e', ink: DEFAULT_PALETTE.dark.contrast },
} as const;

/** Light text on the accent where it reads on both the colour and its hover, dark text where not. */
function textOn(colours: string[], light: string, dark: string): string {
  const worst = (text: string) => Math.min(...colours.map((colour) => contrast(text, colour)));
  return worst(light) >= worst(dark) ? light : dark;
}

/** The first of `candidates` that `passes`, or the last one (the check then names what fails). */
function firstPassing(candidates: string[], passes: (colour: string) => boolean): string {
  return candidates.find(passes) ?? (candidates.at(-1) as string);
}

const AMOUNTS = [0.35, 0.45, 0.55, 0.65, 0.75];

/**
 * Both themes' shades from one colour: in light, the colour itself on white and a darker hover; in
 * dark, the least lightened tint of it that reads on near-black. Soft backgrounds are faint tints of
 * it, as faint as it takes for the accent to read on them; their text is a deep (light theme) or
 * pale (dark theme) shade of it.
 */
export function accentPalette(hex: string): AccentPalette {
  const accent = hex.toLowerCase();
  if (accent === DEFAULT_ACCENT) return { light: { ...DEFAULT_PALETTE.light }, dark: { ...DEFAULT_PALETTE.dark } };
  const lightHover = mix(accent, '#000000', 0.15);
  const lightSoft = firstPassing([0.9, 0.93, 0.96].map((amount) => mix(accent, '#ffffff', amount)), (soft) => contrast(accent, soft) >= AA);
  const darkSoft = mix(accent, PAGE_COLOURS.dark.surface, 0.75);
  const darkAccent = firstPassing(
    AMOUNTS.map((amount) => mix(accent, '#ffffff', amount)),
    (tint) => contrast(tint, PAGE_COLOURS.dark.surface) >= AA && contrast(tint, darkSoft) >= AA,
  );
  const darkHover = mix(darkAccent, '#ffffff', 0.2);
  return {
    light: {
      accent,
      hover: lightHover,
      contrast: textOn([accent, lightHover], '#ffffff', PAGE_COLOURS.light.ink),
      soft: lightSoft,
      softText: mix(accent, '#000000', 0.45),
    },
    dark: {
      accent: darkAccent,
      hover: darkHover,
      contrast: textOn([darkAccent, darkHover], '#ffffff', PAGE_COLOURS.dark.ink),
      soft: darkSoft,
      softText: mix(accent, '#ffffff', 0.75),
    },
  };
}

/** Every pair the page draws with the accent, by what it is, and the AA ratio it must reach. */
function pairsOf(palette: AccentPalette): { theme: string; pair: string; text: string; background: string }[] {
  return (['light', 'dark'] as const).flatMap((theme) => {
    const shades = palette[theme];
    const { bg, surface } = PAGE_COLOURS[theme];
    return [
      { theme, pair: 'accent text on the page', text: shades.accent, background: bg },
      { theme, pair: 'accent text on a card', text: shades.accent, background: surface },
      { theme, pair: 'button text on the accent', text: shades.contrast, background: shades.accent },
      { theme, pair: 'button text on the hovered accent', text: shades.contrast, background: shades.hover },
      { theme, pair: 'chip text on the soft accent', text: shades.softText, background: shades.soft },
      { theme, pair: 'accent text on the soft accent', text: shades.accent, background: shades.soft },
    ];
  });
}


/** What falls below AA, as lines for the content check; empty when the colour works. */
export function accentProblems(hex: string, field = 'accent'): string[] {
  return pairsOf(accentPalette(hex))
    .map((pair) => ({ ...pair, ratio: contrast(pair.text, pair.background) }))
    .filter((pair) => pair.ratio < AA)
    .map(
      (pair) =>
        `${field} ${hex}: ${pair.pair} in the ${pair.theme} theme (${pair.text} on ${pair.background}) has contrast ` +
        `${pair.ratio.toFixed(2)}:1, below WCAG AA's 4.5:1; ${pair.theme === 'light' ? 'a darker colour' : 'a brighter, more saturated colour'} reads better`,
    );
}

export function accentOf(site: SiteContent): string {
  return site.accent ?? DEFAULT_ACCENT;
}

/**
 * The page's accent custom properties for both themes, as src/styles.css declares the others:
 * light on :root and .light-theme, dark for screens only (paper gets the light palette).
 */
export function accentCss(site: SiteContent): string {
  const { light, dark } = accentPalette(accentOf(site));
  const vars = (shades: AccentShades) =>
    `--accent:${shades.accent};--accent-hover:${shades.hover};--accent-contrast:${shades.contrast};--accent-soft:${shades.soft};--accent-soft-text:${shades.softText}`;
  return `:root,.light-theme{${vars(light)}}@media screen{.dark-theme{${vars(dark)}}}`;
}

/**
 * The share image's dark card (og-image.png), in the owner's colour: for the default indigo, its
 * own hand-picked indigos and violets (Tailwind's), kept as the sample's image was drawn.
 * `badge`: the initials' square, in the owner's colour as given, as the icons draw it.
 */
export type ShareColours = { badge: string; from: string; to: string; glow: string; ring: string; title: string; text: string; strip: [string, string, string] };

export function shareColours(site: SiteContent): ShareColours {
  const hex = accentOf(site).toLowerCase();
  if (hex === DEFAULT_ACCENT) {
    return { badge: hex, from: '#1e1b4b', to: '#312e81', glow: '#7c3aed', ring: '#c7d2fe', title: '#a5b4fc', text: '#e0e7ff', strip: [hex, '#8b5cf6', '#ec4899'] };
  }
  const { dark } = accentPalette(hex);
  return {
    badge: hex,
    from: mix(hex, '#000000', 0.78),
    to: mix(hex, '#000000', 0.55),
    glow: hex,
    ring: mix(hex, '#ffffff', 0.7),
    title: dark.softText,
    text: mix(hex, '#ffffff', 0.88),
    strip: [hex, dark.accent, dark.softText],
  };
}
