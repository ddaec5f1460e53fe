import {
  dateTimeFormat,
  isTimeZone,
  LONG_DATE,
  resolveTimeSettings,
  SHORT_DATE_TIME,
  siteTimeSettings,
} from '@/lib/utils/time';

const at = (iso: string, settings: { timeZone: string; formatLocale: string }, options = SHORT_DATE_TIME) =>
  dateTimeFormat(settings, options).format(new Date(iso));

describe('the time settings of a member page', () => {
  it('shows a British member a message sent at 04:34 UTC as 04:34 in the British format (not 5:34 AM in Amsterdam)', () => {
    const settings = resolveTimeSettings({
      language: 'en',
      browserZone: 'Europe/London',
      memberCountry: 'GB',
      siteCountry: 'NL',
      now: 1,
    });
    expect(settings).toEqual({ timeZone: 'Europe/London', formatLocale: 'en-GB', now: 1 });
    expect(at('2026-11-26T04:34:00Z', settings)).toBe('26/11/2026, 04:34');
    // British summer time is an hour ahead of UTC.
    expect(at('2026-07-01T04:34:00Z', settings)).toBe('01/07/2026, 05:34');
    expect(at('2026-11-26T04:34:00Z', settings, LONG_DATE)).toBe('26 November 2026');
  });

  it("takes the browser's zone before any country: a British member in New York", () => {
    const settings = resolveTimeSettings({
      language: 'en',
      browserZone: 'America/New_York',
      memberCountry: 'GB',
      siteCountry: 'GB',
      now: null,
    });
    expect(settings).toMatchObject({ timeZone: 'America/New_York', formatLocale: 'en-GB' });
    expect(at('2026-11-26T04:34:00Z', settings)).toBe('25/11/2026, 23:34');
  });

  it("without the browser's zone: the member's country, else the request's, else the site's", () => {
    expect(
      resolveTimeSettings({ language: 'de', memberCountry: 'AT', visitorCountry: 'DE', siteCountry: 'NL', now: null }),
    ).toMatchObject({ timeZone: 'Europe/Vienna', formatLocale: 'de-AT' });
    expect(
      resolveTimeSettings({ language: 'en', memberCountry: null, visitorCountry: 'IE', siteCountry: 'NL', now: null }),
    ).toMatchObject({ timeZone: 'Europe/Dublin', formatLocale: 'en-IE' });
    expect(
      resolveTimeSettings({ language: 'nl', memberCountry: 'XX', visitorCountry: null, siteCountry: 'NL', now: null }),
    ).toMatchObject({ timeZone: 'Europe/Amsterdam', formatLocale: 'nl-NL' });
    expect(siteTimeSettings('en', 'US')).toEqual({ timeZone: 'America/New_York', formatLocale: 'en-US', now: null });
  });

  it('ignores a zone the browser cannot have sent', () => {
    for (const zone of ['Mars/Olympus_Mons', 'Europe/London; path=/', '', 'x'.repeat(80), '../etc']) {
      expect(isTimeZone(zone)).toBe(false);
      expect(
        resolveTimeSettings({ language: 'en', browserZone: zone, memberCountry: 'GB', siteCountry: 'GB', now: null })
          .timeZone,
      ).toBe('Europe/London');
    }
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Etc/GMT+5')).toBe(true);
  });
});
