import localFont from 'next/font/local';

// Self-hosted from @fontsource/open-sans: no request ever leaves for a font service.
export const openSans = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-open-sans',
  preload: false,
  fallback: ['Arial', 'sans-serif'],
});

/** Polish and other extended Latin letters: a second family, loaded only when such a letter appears. */
export const openSansExt = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/open-sans/files/open-sans-latin-ext-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-open-sans-ext',
  preload: false,
  // Fontsource's latin-ext range: without it a browser downloads both files for any glyph the Latin
  // family lacks (★, ✓, ♥ on the landers) only to find it missing there too.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
  adjustFontFallback: false,
  fallback: ['Arial', 'sans-serif'],
});
