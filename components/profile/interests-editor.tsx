'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import type { Interest } from '@/lib/schemas/settings';
import { InterestsPicker } from './interests-picker';
import { SectionSaveBar } from './section-save-bar';
import { withSpecialConsent, type SpecialAccess } from './special-access';
import { useSectionSave } from './use-section-save';

type Props = {
  profile: OwnProfile;
  interests: readonly Interest[];
  save: (patch: ProfilePatchInput) => Promise<OwnProfile>;
  special: SpecialAccess;
};

/** The member's interests, saved as a whole list; special-category data, so only with the member's consent. */
export function InterestsEditor({ profile, interests, save, special }: Props) {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const section = useSectionSave(save);
  const [chosen, setChosen] = useState<number[]>(profile.interests);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!special.allowed) return;
    await section.submit(withSpecialConsent({ interests: chosen }, special));
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={section.busy}>
      <InterestsPicker
        id="profile-interests"
        interests={interests}
        value={special.allowed ? chosen : profile.interests}
        disabled={!special.allowed}
        note={special.allowed ? undefined : t('specialConsent.locked')}
        onChange={(ids) => {
          setChosen(ids);
          section.touch();
        }}
        error={section.fields.interests ? errorText(section.fields.interests) : undefined}
      />
      <SectionSaveBar section={section} disabled={!special.allowed} />
    </form>
  );
}
