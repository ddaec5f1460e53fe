import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { draftFrom, patchForStep, type SignupDraft } from '@/components/profile/complete-signup/signup-draft';
import { StepFields } from '@/components/profile/complete-signup/step-fields';
import { withSpecialConsent } from '@/components/profile/special-access';
import { SpecialConsentSettings } from '@/components/profile/special-consent-settings';
import { TimeProvider } from '@/components/shell/time-provider';
import type { OwnProfile } from '@/lib/schemas/profile';
import { resolveTimeSettings } from '@/lib/utils/time';
import { signupChoices } from '@/lib/utils/signup-choices';
import en from '@/messages/en.json';

// ky is ESM-only and needs a real fetch: the geolocation panel of the location step must not load it.
jest.mock('@/lib/api-client/client', () => ({ fetcher: jest.fn() }));
jest.mock('@/lib/api-client/profile', () => ({
  PROFILE_KEY: '/api/profile',
  patchProfile: jest.fn(),
  geocodePosition: jest.fn(),
}));

const profile: OwnProfile = {
  name: 'Robin',
  birth_date: '1990-04-12',
  age: 36,
  gender: 'male',
  seeking: 'female',
  sexuality: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  reason: null,
  interests: [],
  about: '',
  country: 'NL',
  region: 'NL-UT',
  location: null,
  language: 'en',
  status: 'active',
  main_image: null,
  special_consent: null,
};
const consent = { at: '2026-11-24T10:00:00.000Z', version: '2026-11-24' };

// A Dutch member reading English: dates in English with the Netherlands' day-first order.
const time = resolveTimeSettings({ language: 'en', memberCountry: profile.country, siteCountry: 'GB', now: null });
const withMessages = (node: React.ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    <TimeProvider settings={time}>{node}</TimeProvider>
  </NextIntlClientProvider>
);

function SexualityStep({ initial }: { initial: SignupDraft }) {
  const [draft, setDraft] = useState(initial);
  return (
    <StepFields
      step="sexuality"
      draft={draft}
      change={(next) => setDraft((d) => ({ ...d, ...next }))}
      errors={{}}
      interests={[]}
      siteName="Rosedate"
      choices={signupChoices(1)}
      thisYear={2026}
      photo={null}
      onLocated={() => undefined}
    />
  );
}

describe('the consent for special-category data on the signup steps', () => {
  it('starts unticked with the sexuality choice disabled until it is ticked', () => {
    render(withMessages(<SexualityStep initial={{ ...draftFrom(profile), sexuality: 'hetero' }} />));
    const box = screen.getByRole('checkbox', { name: /I agree that Rosedate stores and shows my sexual orientation/ });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Heterosexual' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Heterosexual' })).not.toBeChecked();
    fireEvent.click(box);
    expect(screen.getByRole('radio', { name: 'Heterosexual' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Heterosexual' })).toBeChecked();
  });

  it('sends the data with the consent the first time, a withdrawal when a stored consent is unticked, else nothing', () => {
    const draft = { ...draftFrom(profile), sexuality: 'gay' as const, interests: [3] };
    expect(patchForStep('sexuality', draft, false)).toBeNull();
    expect(patchForStep('interests', draft, false)).toBeNull();
    expect(patchForStep('sexuality', { ...draft, special_consent: true }, false)).toEqual({
      sexuality: 'gay',
      special_consent: true,
    });
    expect(patchForStep('interests', { ...draft, special_consent: true }, true)).toEqual({ interests: [3] });
    expect(patchForStep('sexuality', draft, true)).toEqual({ special_consent: false });
  });
});

describe('the consent on /profile', () => {
  it('adds a ticked, unsaved consent only to a save that stores such data', () => {
    const pending = { allowed: true, pending: true };
    expect(withSpecialConsent({ reason: 'flirt' }, pending)).toEqual({ reason: 'flirt', special_consent: true });
    expect(withSpecialConsent({ hair_colour: 'red' }, pending)).toEqual({ hair_colour: 'red' });
    expect(withSpecialConsent({ interests: [1] }, { allowed: true, pending: false })).toEqual({ interests: [1] });
  });

  it('shows when the consent was given and withdraws it only after confirmation', async () => {
    const save = jest.fn().mockResolvedValue({ ...profile, special_consent: null });
    const onWithdrawn = jest.fn();
    const { rerender } = render(
      withMessages(
        <SpecialConsentSettings
          profile={{ ...profile, special_consent: consent }}
          siteName="Rosedate"
          save={save}
          ticked={false}
          onTick={jest.fn()}
          onWithdrawn={onWithdrawn}
        />,
      ),
    );
    expect(
      screen.getByText('You gave this consent on 24 November 2026 (text version 2026-11-24).'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(screen.getByRole('group', { name: /Withdraw your consent\?/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw and remove' }));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ special_consent: false });
    // The cached profile now comes without the consent.
    rerender(
      withMessages(
        <SpecialConsentSettings
          profile={profile}
          siteName="Rosedate"
          save={save}
          ticked={false}
          onTick={jest.fn()}
          onWithdrawn={onWithdrawn}
        />,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your consent has been withdrawn and the information has been removed.',
    );
    expect(screen.getByRole('checkbox', { name: /I agree that Rosedate/ })).not.toBeChecked();
  });
});
