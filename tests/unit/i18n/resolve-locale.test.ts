import { localeFromAcceptLanguage, matchLocale, resolveLocale } from '@/lib/i18n/resolve-locale';

describe('locale resolution order (cookie → account → domain_language → Accept-Language → en)', () => {
  it('prefers a valid cookie over everything', () => {
    expect(resolveLocale({ cookie: 'fi', account: 'de', domainLanguage: 'nl', acceptLanguage: 'sv' })).toBe('fi');
  });
  it('falls to the account language when the cookie is unknown', () => {
    expect(resolveLocale({ cookie: 'xx', account: 'de', domainLanguage: 'nl', acceptLanguage: 'sv' })).toBe('de');
  });
  it('falls to the site language next', () => {
    expect(resolveLocale({ cookie: '../../etc', account: null, domainLanguage: 'nl', acceptLanguage: 'sv' })).toBe(
      'nl',
    );
  });
  it('uses Accept-Language when the site has no supported language', () => {
    expect(resolveLocale({ domainLanguage: 'tr', acceptLanguage: 'tr-TR, pl;q=0.8, de;q=0.9' })).toBe('de');
  });
  it('ends at English', () => {
    expect(resolveLocale({})).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'zh-CN, ja;q=0.5' })).toBe('en');
  });
});

describe('Accept-Language parsing', () => {
  it.each([
    ['nl-BE,nl;q=0.9,en;q=0.8', 'nl'],
    ['en-US', 'en'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['*;q=0.1, sv;q=0.5', 'sv'],
    ['fr;q=0, it', 'it'],
    ['de;q=abc, es', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([[''], [null], [';;;,,,'], ['<script>'], ['x'.repeat(2000)], ['q=1;en']])(
    'garbage %j gives nothing',
    (header) => {
      expect(localeFromAcceptLanguage(header)).toBeNull();
    },
  );

  it('maps tags', () => {
    expect(matchLocale('PL-pl')).toBe('pl');
    expect(matchLocale('pt-BR')).toBeNull();
  });
});
