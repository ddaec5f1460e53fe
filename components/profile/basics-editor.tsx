'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useErrorText } from '@/components/ui/use-error-text';
import { ABOUT_MAX, NAME_MAX } from '@/lib/schemas/form-limits';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import { AboutField } from './about-field';
import { SectionSaveBar } from './section-save-bar';
import { useSectionSave } from './use-section-save';

type Props = { profile: OwnProfile; save: (patch: ProfilePatchInput) => Promise<OwnProfile> };

/** Name and profile text. The text is stored and shown as plain text, never as HTML. */
export function BasicsEditor({ profile, save }: Props) {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const section = useSectionSave(save);
  const [name, setName] = useState(profile.name);
  const [about, setAbout] = useState(profile.about);
  const err = (field: string) => (section.fields[field] ? errorText(section.fields[field]) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await section.submit({ name, about });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={section.busy}>
      <FormField
        id="profile-name"
        name="name"
        autoComplete="nickname"
        required
        maxLength={NAME_MAX}
        label={t('name')}
        help={t('nameHelp')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          section.touch();
        }}
        error={err('name')}
      />
      <AboutField
        id="profile-about"
        value={about}
        onChange={(v) => {
          setAbout(v);
          section.touch();
        }}
        error={err('about')}
        max={ABOUT_MAX}
      />
      <SectionSaveBar section={section} />
    </form>
  );
}
