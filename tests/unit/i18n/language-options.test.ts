import { COUNTRY_LANGUAGES } from '@/lib/config/countries';
import { LOCALES } from '@/lib/config/locales';
import { languageOptions } from '@/lib/i18n/language-options';

// Spec §9, row by row.
const TABLE: [string, string[]][] = [
  ['US', ['en', 'es']],
  ['NL', ['nl']],
  ['BE', ['nl', 'fr', 'de']],
  ['FR', ['fr']],
  ['IT', ['it']],
  ['ES', ['es']],
  ['DE', ['de']],
  ['AT', ['de']],
  ['IE', ['en']],
  ['GB', ['en']],
  ['CA', ['en', 'fr']],
  ['PL', ['pl']],
  ['AU', ['en']],
  ['NZ', ['en']],
  ['CH', ['de', 'it', 'fr', 'en']],
];

describe('language dropdown by country', () => {
  it('has exactly the spec rows', () => {
    expect(Object.keys(COUNTRY_LANGUAGES).sort()).toEqual(TABLE.map(([c]) => c).sort());
  });

  it.each(TABLE)('%s offers %j, plus the current and browser language', (country, languages) => {
    const current = languages[0] as (typeof LOCALES)[number];
    expect(languageOptions(country, current, null)).toEqual(languages);
    expect(languageOptions(country, 'fi', 'pl')).toEqual([
      ...languages,
      'fi',
      ...(languages.includes('pl') ? [] : ['pl']),
    ]);
  });

  it('offers every language for a country outside the table', () => {
    expect(languageOptions('DK', 'da', null)).toEqual([...LOCALES]);
    expect(languageOptions(null, 'en', null)).toEqual([...LOCALES]);
  });

  it('never repeats the current or browser language', () => {
    expect(languageOptions('NL', 'nl', 'nl')).toEqual(['nl']);
  });
});
