import { LOCALES } from '@/lib/config/locales';
import { hreflangOf, ogLocaleOf, slugAlternates } from '@/lib/utils/seo-links';

const absolute = (p: string) => `https://hartjesdate.example${p}`;

describe('canonical and hreflang links', () => {
  it('names every language slug of the niche, x-default for the URL without a slug, and the own slug as canonical', () => {
    const links = slugAlternates({
      path: (slug) => `/landers/gallery${slug ? `/${slug}` : ''}`,
      absolute,
      niche: 2,
      locale: 'de',
    });
    expect(links.canonical).toBe('https://hartjesdate.example/landers/gallery/she-de');
    expect(Object.keys(links.languages).sort()).toEqual([...LOCALES.map(hreflangOf), 'x-default'].sort());
    expect(links.languages.nb).toBe('https://hartjesdate.example/landers/gallery/she-no');
    expect(links.languages.en).toBe('https://hartjesdate.example/landers/gallery/she-eng');
    expect(links.languages['x-default']).toBe('https://hartjesdate.example/landers/gallery');
    expect(new Set(Object.values(links.languages)).size).toBe(LOCALES.length + 1);
  });

  it('works for member landers and every niche', () => {
    const id = 'efbeadde-0000-8000-ad5e-000000000000';
    const links = slugAlternates({
      path: (slug) => `/members/${id}/landing2${slug ? `/${slug}` : ''}`,
      absolute,
      niche: 7,
      locale: 'en',
    });
    expect(links.canonical).toBe(`https://hartjesdate.example/members/${id}/landing2/gay-eng`);
    expect(links.languages.pl).toBe(`https://hartjesdate.example/members/${id}/landing2/gay-pl`);
  });

  it('writes Norwegian as Bokmål and gives Open Graph locales with a territory', () => {
    expect(hreflangOf('no')).toBe('nb');
    expect(hreflangOf('de')).toBe('de');
    expect(ogLocaleOf('no')).toBe('nb_NO');
    expect(LOCALES.map(ogLocaleOf).every((l) => /^[a-z]{2}_[A-Z]{2}$/.test(l))).toBe(true);
  });
});
