'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ABOUT_MAX } from '@/lib/schemas/form-limits';
import type { GeocodeResult } from '@/lib/schemas/profile';
import type { Interest } from '@/lib/schemas/settings';
import type { SignupChoices } from '@/lib/utils/signup-choices';
import type { SignupStep } from '@/lib/utils/signup-steps';
import { isCountry } from '@/lib/config/countries';
import { AboutField } from '../about-field';
import { AttributeChoice } from '../attribute-choice';
import { BirthDatePicker } from '../birth-date-picker';
import { GeolocationPanel } from '../geolocation-panel';
import { InterestsPicker } from '../interests-picker';
import { RegionPicker } from '../region-picker';
import { SpecialConsentCheckbox } from '../special-consent-checkbox';
import type { SignupDraft } from './signup-draft';

type Props = {
  step: SignupStep;
  draft: SignupDraft;
  change: (next: Partial<SignupDraft>) => void;
  errors: Record<string, string>;
  interests: readonly Interest[];
  siteName: string;
  /** What the site offers on the first step (the men-for-men site: a man seeking men). */
  choices: SignupChoices;
  thisYear: number;
  /** The photo step's drop zone, built by the page (it uploads by itself). */
  photo: ReactNode;
  /** The geolocation flow stored the region on the profile. */
  onLocated: (result: GeocodeResult) => void;
};

/** The controls of one step of /complete-signup. */
export function StepFields({
  step,
  draft,
  change,
  errors,
  interests,
  siteName,
  choices,
  thisYear,
  photo,
  onLocated,
}: Props) {
  const t = useTranslations('CompleteSignup');
  const tp = useTranslations('Profile');
  const consented = draft.special_consent;
  // The same consent on both steps that ask special-category data; until it is ticked they can only be skipped.
  const consent = (id: string) => (
    <SpecialConsentCheckbox
      id={id}
      siteName={siteName}
      checked={consented}
      onChange={(special_consent) => change({ special_consent })}
    />
  );
  const locked = consented ? undefined : tp('specialConsent.locked');
  switch (step) {
    case 'gender':
      return (
        <>
          <AttributeChoice
            id="step-gender"
            field="gender"
            values={choices.gender}
            legend={t('genderLegend')}
            value={draft.gender}
            error={errors.gender}
            onChange={(gender) => change({ gender })}
          />
          <AttributeChoice
            id="step-seeking"
            field="seeking"
            values={choices.seeking}
            legend={t('seekingLegend')}
            value={draft.seeking}
            error={errors.seeking}
            onChange={(seeking) => change({ seeking })}
          />
        </>
      );
    case 'sexuality':
      return (
        <>
          {consent('step-consent-sexuality')}
          <AttributeChoice
            id="step-sexuality"
            field="sexuality"
            value={consented ? draft.sexuality : null}
            disabled={!consented}
            note={locked}
            error={errors.sexuality}
            onChange={(sexuality) => change({ sexuality })}
          />
        </>
      );
    case 'birth_date':
      return (
        <BirthDatePicker
          id="step-birth"
          value={draft.birth_date}
          thisYear={thisYear}
          error={errors.birth_date}
          onChange={(birth_date) => change({ birth_date })}
        />
      );
    case 'location':
      return (
        <>
          <RegionPicker
            id="step-location"
            value={{ country: draft.country, region: draft.region }}
            errors={{ country: errors.country, region: errors.region }}
            onChange={(place) => change(place)}
          />
          <GeolocationPanel
            onStored={(result) => {
              if (isCountry(result.country) && result.region)
                change({ country: result.country, region: result.region });
              onLocated(result);
            }}
          />
        </>
      );
    case 'photo':
      return <>{photo}</>;
    case 'interests':
      return (
        <>
          {consent('step-consent-interests')}
          <InterestsPicker
            id="step-interests"
            interests={interests}
            value={consented ? draft.interests : []}
            disabled={!consented}
            note={locked}
            error={errors.interests}
            onChange={(ids) => change({ interests: ids })}
          />
        </>
      );
    case 'about':
      return (
        <AboutField
          id="step-about"
          value={draft.about}
          max={ABOUT_MAX}
          error={errors.about}
          onChange={(about) => change({ about })}
        />
      );
  }
}
