import { NICHES } from '@/lib/config/constants';
import { LOCALES } from '@/lib/config/locales';
import { buildLandingSlug, isMemberId, memberLanderPath, routeLander } from '@/lib/utils/landing-slug';

const ID = 'efbeadde-0000-8000-ad5e-000000000000';

describe('member lander paths', () => {
  it.each(NICHES.flatMap((niche) => LOCALES.map((locale) => [niche, locale] as const)))(
    'landing2 and landing3 take the slug of niche %i in %s',
    (niche, locale) => {
      const slug = buildLandingSlug(niche, locale);
      for (const design of ['landing2', 'landing3'] as const) {
        expect(routeLander(`/members/${ID}/${design}/${slug}`, 1, 'en')).toEqual({ kind: 'page', locale });
      }
    },
  );

  it('keeps the resolved language without a slug', () => {
    for (const design of ['landing', 'landing2', 'landing3']) {
      expect(routeLander(`/members/${ID}/${design}`, 2, 'nl')).toEqual({ kind: 'page', locale: null });
      expect(routeLander(`/members/${ID}/${design}/`, 2, 'nl')).toEqual({ kind: 'page', locale: null });
    }
  });

  it.each([
    ['xx', 'she-nl'],
    ['en', 'she-nl'],
    ['NL', 'she-nl'],
    ['she-nl/extra', 'she-nl'],
    ['%2e%2e', 'she-nl'],
  ])('a wrong slug %j goes to the canonical slug of the site (%s)', (slug, canonical) => {
    expect(routeLander(`/members/${ID}/landing3/${slug}`, 2, 'nl')).toEqual({
      kind: 'redirect',
      location: `/members/${ID}/landing3/${canonical}`,
    });
  });

  it('lets landing take no slug at all', () => {
    expect(routeLander(`/members/${ID}/landing/she-nl`, 2, 'nl')).toEqual({
      kind: 'redirect',
      location: `/members/${ID}/landing`,
    });
  });

  it.each(['abc', ID.toUpperCase(), `${ID}0`, '..', ' efbeadde-0000-8000-ad5e-000000000000'])(
    'sends id %j to the plain 404',
    (id) => {
      expect(routeLander(`/members/${id}/landing2/eng`, 1, 'en')).toEqual({ kind: 'unknown' });
    },
  );

  it('leaves every other member path alone', () => {
    for (const path of [
      `/members/${ID}`,
      `/members/${ID}/chat`,
      `/members/${ID}/signup`,
      `/members/${ID}/landing4`,
      `/members/${ID}/landings`,
      '/members',
    ]) {
      expect(routeLander(path, 1, 'en')).toBeNull();
    }
  });

  it('builds the paths it routes', () => {
    expect(memberLanderPath(ID, 'landing', 'eng')).toBe(`/members/${ID}/landing`);
    expect(memberLanderPath(ID, 'landing2', null)).toBe(`/members/${ID}/landing2`);
    expect(memberLanderPath(ID, 'landing3', 'gay-de')).toBe(`/members/${ID}/landing3/gay-de`);
    expect(isMemberId(ID)).toBe(true);
    expect(isMemberId(ID.toUpperCase())).toBe(false);
    expect(isMemberId(42)).toBe(false);
  });
});
