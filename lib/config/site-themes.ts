/**
 * The sites' colours: a site's `theme` column names one. This is their only source: next.config.ts hands
 * them to Sass as `$site-themes` (app/_styles/_themes.scss builds each theme from it), and the server
 * paints mails, the site icon, the favicon, the browser's theme colour and the Open Graph image with them.
 */
export const SITE_THEMES = {
  rose: '#d81b50',
  coral: '#c2410c',
  ocean: '#0e6ba8',
  violet: '#7c3aed',
} as const satisfies Record<string, `#${string}`>;

export type SiteTheme = keyof typeof SITE_THEMES;

/** The product's own colour (spec §9: primary rose), for a theme this build does not know. */
export const DEFAULT_THEME: SiteTheme = 'rose';

export function isSiteTheme(value: string): value is SiteTheme {
  return Object.hasOwn(SITE_THEMES, value);
}

/** A site's primary colour as `#rrggbb`. */
export function themeColour(theme: string): string {
  return SITE_THEMES[isSiteTheme(theme) ? theme : DEFAULT_THEME];
}

/** The themes as a Sass map declaration, prepended to every stylesheet by next.config.ts. */
export function sassSiteThemes(): string {
  const entries = Object.entries(SITE_THEMES).map(([name, colour]) => `'${name}': ${colour}`);
  return `$site-themes: (${entries.join(', ')});\n`;
}
