'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/config/locales';
import { useOwnProfile } from '@/lib/hooks/use-profile';
import type { OwnProfile } from '@/lib/schemas/profile';
import type { Interest } from '@/lib/schemas/settings';
import { AttributesEditor } from './attributes-editor';
import { BasicsEditor } from './basics-editor';
import { InterestsEditor } from './interests-editor';
import { LanguageSettings } from './language-settings';
import { LocationSettings } from './location-settings';
import { Section } from '@/components/ui/section';
import { SpecialConsentSettings } from './special-consent-settings';

type Props = { initial: OwnProfile; interests: readonly Interest[]; locale: Locale; siteName: string };

/** The editable sections of /profile, all saving into the one cached profile (PATCH /api/profile). */
export function ProfileEditor({ initial, interests, locale, siteName }: Props) {
  const t = useTranslations('Profile');
  const { profile, save, refresh } = useOwnProfile(initial);
  const [ticked, setTicked] = useState(false);
  // A withdrawal remounts the editors, so they show the cleared sexuality, reason and interests rather than what they held.
  const [withdrawals, setWithdrawals] = useState(0);
  const special = {
    allowed: profile.special_consent !== null || ticked,
    pending: profile.special_consent === null && ticked,
  };
  return (
    <>
      <Section id="profile-basics" title={t('basicsTitle')}>
        <BasicsEditor profile={profile} save={save} />
      </Section>
      <Section id="profile-special-consent-section" title={t('specialConsent.title')} intro={t('specialConsent.intro')}>
        <SpecialConsentSettings
          profile={profile}
          siteName={siteName}
          save={save}
          ticked={ticked}
          onTick={setTicked}
          onWithdrawn={() => {
            setTicked(false);
            setWithdrawals((n) => n + 1);
          }}
        />
      </Section>
      <Section id="profile-attributes" title={t('attributesTitle')}>
        <AttributesEditor key={withdrawals} profile={profile} save={save} special={special} />
      </Section>
      <Section id="profile-interests-section" title={t('interestsTitle')}>
        <InterestsEditor key={withdrawals} profile={profile} interests={interests} save={save} special={special} />
      </Section>
      <Section id="profile-location" title={t('locationTitle')}>
        <LocationSettings profile={profile} save={save} refresh={refresh} />
      </Section>
      <Section id="profile-language-section" title={t('languageTitle')}>
        <LanguageSettings current={locale} />
      </Section>
    </>
  );
}
