'use client';
import { useState, type FormEvent } from 'react';
import { useErrorText } from '@/components/account/use-error-text';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import type { Interest } from '@/lib/schemas/settings';
import { InterestsPicker } from './interests-picker';
import { SaveBar } from './save-bar';
import { useSectionSave } from './use-section-save';

type Props = { profile: OwnProfile; interests: readonly Interest[]; save: (patch: ProfilePatchInput) => Promise<OwnProfile> };

/** The member's interests, saved as a whole list. */
export function InterestsEditor({ profile, interests, save }: Props) {
  const errorText = useErrorText();
  const section = useSectionSave(save);
  const [chosen, setChosen] = useState<number[]>(profile.interests);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await section.submit({ interests: chosen });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={section.busy}>
      <InterestsPicker
        id="profile-interests"
        interests={interests}
        value={chosen}
        onChange={(ids) => {
          setChosen(ids);
          section.touch();
        }}
        error={section.fields.interests ? errorText(section.fields.interests) : undefined}
      />
      <SaveBar busy={section.busy} saved={section.saved} general={section.general ? errorText(section.general) : null} />
    </form>
  );
}
