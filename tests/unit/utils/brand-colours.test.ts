import { SITE_THEMES } from '@/lib/config/site-themes';
import { brandColour, brandStyle, contrastRatio, textColourOnLight, textOn } from '@/lib/utils/brand-colours';

describe('brand colours', () => {
  it('nothing without an operator colour, and values that are not #rrggbb are ignored', () => {
    expect(brandStyle('#d81b50', {})).toBeNull();
    expect(brandStyle('#d81b50', { primary: 'red', accent: '#12345' })).toBeNull();
    expect(brandColour('#d81b50', { primary: 'url(x)' })).toBe('#d81b50');
  });

  it('keeps every theme colour as it is, with white text (as the stylesheet draws the themes)', () => {
    for (const colour of Object.values(SITE_THEMES)) {
      expect(textOn(colour)).toBe('#ffffff');
      expect(textColourOnLight(colour)).toBe(colour);
      expect(brandStyle('#000000', { primary: colour })).toMatchObject({
        '--bs-primary': colour,
        '--site-on-primary': '#ffffff',
        '--site-primary-text': colour,
        '--site-hero-start': colour,
      });
    }
  });

  it('Bootstrap’s tints and shades of the colour (as shade-color / tint-color in Sass)', () => {
    expect(brandStyle('#000000', { primary: '#d81b50' })).toMatchObject({
      '--bs-primary-rgb': '216, 27, 80',
      '--bs-primary-text-emphasis': '#560b20',
      '--bs-primary-bg-subtle': '#f9dde5',
      '--site-primary-hover': '#b81744',
    });
  });

  it('readable on every surface whatever the operator picks (WCAG AA 4.5:1)', () => {
    for (const primary of ['#ffd400', '#ffffff', '#7fffd4', '#808080', '#000000', '#0b3d91', '#ff69b4']) {
      const s = brandStyle('#d81b50', { primary, accent: primary }) ?? {};
      const on = s['--site-on-primary'] ?? '';
      expect(['#ffffff', '#1f1d24', '#000000']).toContain(on);
      expect(contrastRatio(on, primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s['--site-primary-text'] ?? '', '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s['--bs-link-color'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', s['--site-hero-start'] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', s['--site-primary-dark'] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', s['--site-accent'] ?? '')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('an accent alone keeps the theme’s primary and colours the gradients', () => {
    const s = brandStyle('#0e6ba8', { accent: '#123456' });
    expect(s).toMatchObject({
      '--bs-primary': '#0e6ba8',
      '--site-accent': '#123456',
      '--site-primary-dark': '#123456',
    });
  });
});
