'use client';
import { useTranslations } from 'next-intl';
import { SaveBar } from '@/components/ui/save-bar';
import { useErrorText } from '@/components/ui/use-error-text';
import type { SaveState } from './use-section-save';

/** A profile section's save bar: the profile's save labels and the section's error outside any field, translated. */
export function SectionSaveBar({
  section,
  disabled,
}: {
  section: Pick<SaveState, 'busy' | 'saved' | 'general'>;
  disabled?: boolean;
}) {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  return (
    <SaveBar
      busy={section.busy}
      saved={section.saved}
      general={section.general ? errorText(section.general.code, section.general.params) : null}
      labels={{ save: t('save'), saving: t('saving'), saved: t('saved') }}
      disabled={disabled}
    />
  );
}
