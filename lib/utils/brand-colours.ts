/**
 * A site's operator-chosen colours (`sites.theme_colors`: `primary`, `accent` as #rrggbb) as the CSS custom
 * properties that the stylesheet reads (app/_styles/_themes.scss, `html[data-brand]`). Pure: the root layout
 * puts them on <html> as an inline style, server-rendered, so the first paint has them.
 *
 * Readability (WCAG AA, 4.5:1) is kept by construction: text on the primary colour is white or near-black,
 * whichever reads (white first, as Bootstrap's color-contrast); the primary used as text on a light background
 * and the surfaces that carry white text (the hero, the match dialog) are darkened just enough where the
 * chosen colour is too light for that. The colours themselves (buttons, badges, borders) are used as given.
 */

export type BrandColours = { primary?: string; accent?: string };

type Rgb = readonly [number, number, number];

const HEX = /^#[0-9a-f]{6}$/i;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** The project's near-black ($secondary), the dark text on a light primary. */
const NEAR_BLACK: Rgb = [0x1f, 0x1d, 0x24];
/** Bootstrap's light grey ($light, `bg-light`, `btn-light`): primary text must read on it as on white. */
const LIGHT: Rgb = [0xf8, 0xf9, 0xfa];
const AA = 4.5;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(c: Rgb): string {
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const rgbList = (c: Rgb) => c.join(', ');

/** Sass's mix($a, $b, $weight): $weight of $a, the rest of $b. */
function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  const m = (i: 0 | 1 | 2) => Math.round(a[i] * weight + b[i] * (1 - weight));
  return [m(0), m(1), m(2)];
}
/** Bootstrap's shade-color / tint-color. */
const shade = (c: Rgb, weight: number) => mix(BLACK, c, weight);
const tint = (c: Rgb, weight: number) => mix(WHITE, c, weight);

function luminance(c: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
}

/** The WCAG contrast ratio of two opaque colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  return ratio(toRgb(a), toRgb(b));
}

function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Text on the colour: white when it reads (AA), else near-black when it reads, else (a mid-tone neither reaches)
 * black, which always does where white does not.
 */
export function textOn(colour: string): string {
  return toHex(onRgb(toRgb(colour)));
}

function onRgb(c: Rgb): Rgb {
  if (ratio(WHITE, c) >= AA) return WHITE;
  if (ratio(NEAR_BLACK, c) >= AA) return NEAR_BLACK;
  return ratio(BLACK, c) > ratio(WHITE, c) ? BLACK : WHITE;
}

/** The colour, darkened in 1 % steps until it reaches AA against `against` (unchanged when it already does). */
function darkenFor(c: Rgb, against: Rgb): Rgb {
  for (let w = 0; w <= 1; w += 0.01) {
    const candidate = shade(c, w);
    if (ratio(candidate, against) >= AA) return candidate;
  }
  return BLACK;
}

/** The checkbox's tick in the text colour on the primary (Bootstrap draws it white). */
function tickImage(on: Rgb): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path fill='none' stroke='${toHex(on)}' stroke-linecap='round' stroke-linejoin='round' stroke-width='3' d='m6 10 3 3 6-6'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The custom properties for a site's colours over its theme colour, or null when the operator set none (the
 * page then stays exactly as its theme draws it). A value that is not #rrggbb is ignored.
 */
export function brandStyle(themeColour: string, colours: BrandColours): Record<string, string> | null {
  const primaryHex = isHexColour(colours.primary) ? colours.primary.toLowerCase() : null;
  const accentHex = isHexColour(colours.accent) ? colours.accent.toLowerCase() : null;
  if (!primaryHex && !accentHex) return null;
  const p = toRgb(primaryHex ?? themeColour);
  const on = onRgb(p);
  const light = on === WHITE;
  const text = darkenFor(p, LIGHT);
  const strong = darkenFor(p, WHITE);
  const style: Record<string, string> = {
    '--bs-primary': toHex(p),
    '--bs-primary-rgb': rgbList(p),
    '--bs-link-color': toHex(text),
    '--bs-link-color-rgb': rgbList(text),
    '--bs-link-hover-color': toHex(shade(text, 0.2)),
    '--bs-link-hover-color-rgb': rgbList(shade(text, 0.2)),
    '--bs-primary-text-emphasis': toHex(shade(p, 0.6)),
    '--bs-primary-bg-subtle': toHex(tint(p, 0.85)),
    '--bs-primary-border-subtle': toHex(tint(p, 0.6)),
    '--bs-focus-ring-color': `rgba(${rgbList(p)}, 0.25)`,
    '--site-on-primary': toHex(on),
    '--site-primary-text': toHex(text),
    '--site-primary-hover': toHex(light ? shade(p, 0.15) : tint(p, 0.15)),
    '--site-primary-hover-border': toHex(light ? shade(p, 0.2) : tint(p, 0.1)),
    '--site-primary-active': toHex(light ? shade(p, 0.2) : tint(p, 0.2)),
    '--site-primary-active-border': toHex(light ? shade(p, 0.25) : tint(p, 0.1)),
    '--site-primary-focus-border': toHex(tint(p, 0.5)),
    '--site-hero-start': toHex(strong),
    '--site-primary-dark': toHex(accentHex ? darkenFor(toRgb(accentHex), WHITE) : shade(strong, 0.4)),
    '--site-check-image': tickImage(on),
  };
  if (accentHex) style['--site-accent'] = toHex(darkenFor(toRgb(accentHex), WHITE));
  return style;
}

/** The one colour that stands for the site (browser bar, icons, mails): the operator's primary, else the theme's. */
export function brandColour(themeColour: string, colours: BrandColours): string {
  return isHexColour(colours.primary) ? colours.primary.toLowerCase() : themeColour;
}

/** The colour as text on white or light grey: itself where it reads (AA), else darkened just enough. */
export function textColourOnLight(colour: string): string {
  return toHex(darkenFor(toRgb(colour), LIGHT));
}
