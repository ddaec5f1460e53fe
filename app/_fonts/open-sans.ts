import localFont from 'next/font/local';

// Self-hosted from @fontsource/open-sans: no request ever leaves for a font service.
export const openSans = localFont({
  src: [
    { path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-open-sans',
  fallback: ['Arial', 'sans-serif'],
});

/** Polish and other extended Latin letters: a second family, loaded only when such a letter appears. */
export const openSansExt = localFont({
  src: [
    { path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-ext-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-open-sans-ext',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Arial', 'sans-serif'],
});
