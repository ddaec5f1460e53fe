'use client';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { useOwnProfile } from '@/lib/hooks/use-profile';
import type { OwnProfile } from '@/lib/schemas/profile';
import type { Interest } from '@/lib/schemas/settings';
import { AttributesEditor } from './attributes-editor';
import { BasicsEditor } from './basics-editor';
import { InterestsEditor } from './interests-editor';
import { LanguageSettings } from './language-settings';
import { LocationSettings } from './location-settings';
import { ProfileSection } from './profile-section';

type Props = { initial: OwnProfile; interests: readonly Interest[]; locale: Locale };

/** The editable sections of /profile, all saving into the one cached profile (PATCH /api/profile). */
export function ProfileEditor({ initial, interests, locale }: Props) {
  const t = useTranslations('Profile');
  const { profile, save, refresh } = useOwnProfile(initial);
  return (
    <>
      <ProfileSection id="profile-basics" title={t('basicsTitle')}>
        <BasicsEditor profile={profile} save={save} />
      </ProfileSection>
      <ProfileSection id="profile-attributes" title={t('attributesTitle')}>
        <AttributesEditor profile={profile} save={save} />
      </ProfileSection>
      <ProfileSection id="profile-interests-section" title={t('interestsTitle')}>
        <InterestsEditor profile={profile} interests={interests} save={save} />
      </ProfileSection>
      <ProfileSection id="profile-location" title={t('locationTitle')}>
        <LocationSettings profile={profile} save={save} refresh={refresh} />
      </ProfileSection>
      <ProfileSection id="profile-language-section" title={t('languageTitle')}>
        <LanguageSettings current={locale} />
      </ProfileSection>
    </>
  );
}
