import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { StepFields } from '@/components/profile/complete-signup/step-fields';
import type { SignupDraft } from '@/components/profile/complete-signup/signup-draft';
import { presetChoices, signupChoices } from '@/lib/utils/signup-choices';
import type { Niche } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

jest.mock('@/lib/api-client/client', () => ({ fetcher: jest.fn() }));
jest.mock('@/lib/api-client/profile', () => ({
  PROFILE_KEY: '/api/profile',
  patchProfile: jest.fn(),
  geocodePosition: jest.fn(),
}));

const empty: SignupDraft = {
  gender: null,
  seeking: null,
  sexuality: null,
  birth_date: null,
  country: null,
  region: null,
  interests: [],
  about: '',
  special_consent: false,
};

function renderFirstStep(niche: Niche, messages: typeof en, locale: Locale) {
  const choices = signupChoices(niche);
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <StepFields
        step="gender"
        draft={presetChoices(empty, choices)}
        change={() => undefined}
        errors={{}}
        interests={[]}
        siteName="Site"
        choices={choices}
        thisYear={2026}
        photo={null}
        onLocated={() => undefined}
      />
    </NextIntlClientProvider>,
  );
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('the first signup step', () => {
  it('offers every choice on a site for everyone', () => {
    renderFirstStep(1, en, 'en');
    expect(
      group(en.CompleteSignup.genderLegend)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['male', 'female']);
    expect(
      group(en.CompleteSignup.seekingLegend)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['male', 'female', 'both']);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
  });

  it('on the men-for-men site offers a man seeking men, chosen already, and never women', () => {
    renderFirstStep(7, de, 'de');
    const seeking = group(de.CompleteSignup.seekingLegend);
    expect(seeking.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['male']);
    expect(seeking.getByRole('radio', { name: de.Attributes.seeking.male })).toBeChecked();
    expect(group(de.CompleteSignup.genderLegend).getByRole('radio', { name: de.Attributes.gender.male })).toBeChecked();
    expect(screen.queryByText(de.Attributes.gender.female)).toBeNull();
    expect(screen.queryByText(de.Attributes.seeking.female)).toBeNull();
  });

  it('reads as German: the legend takes the dative the answers are written in ("… nach Männern")', () => {
    // "Ich suche Männern" was wrong; the values (Männern, Frauen, Männern und Frauen) are dative after "nach".
    expect(de.CompleteSignup.seekingLegend).toMatch(/\bnach$/);
    expect(de.Attributes.seeking.male).toBe('Männern');
  });
});
