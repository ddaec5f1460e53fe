'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { ATTRIBUTE_FIELDS, type AttributeField, type OwnProfile, type ProfilePatchInput } from '@/lib/schemas/profile';
import { SPECIAL_FIELDS } from '@/lib/schemas/special-consent';
import { AttributeSelect } from './attribute-select';
import { SectionSaveBar } from './section-save-bar';
import { withSpecialConsent, type SpecialAccess } from './special-access';
import { useSectionSave } from './use-section-save';

type Props = { profile: OwnProfile; save: (patch: ProfilePatchInput) => Promise<OwnProfile>; special: SpecialAccess };
type Values = Record<AttributeField, string | null>;

function valuesOf(profile: OwnProfile): Values {
  return Object.fromEntries(ATTRIBUTE_FIELDS.map((f) => [f, profile[f]])) as Values;
}

/** Gender, who they seek, sexuality and the appearance and intention attributes, saved together; sexuality and reason only with the consent. */
export function AttributesEditor({ profile, save, special }: Props) {
  const t = useTranslations('Profile');
  const errorText = useErrorText();
  const section = useSectionSave(save);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const isLocked = (field: AttributeField) => !special.allowed && (SPECIAL_FIELDS as readonly string[]).includes(field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only what changed is sent (and never a locked field, chosen before the tick was taken back); the server checks every value against the same sets the form offers.
    const initial = valuesOf(profile);
    const sent = ATTRIBUTE_FIELDS.filter((f) => values[f] !== initial[f] && !isLocked(f));
    const patch = Object.fromEntries(sent.map((f) => [f, values[f]])) as ProfilePatchInput;
    if (Object.keys(patch).length === 0) return;
    await section.submit(withSpecialConsent(patch, special));
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={section.busy}>
      <div className="row">
        {ATTRIBUTE_FIELDS.map((field) => {
          const locked = isLocked(field);
          return (
            <div key={field} className="col-sm-6 col-lg-4">
              <AttributeSelect
                id={`attr-${field}`}
                field={field}
                value={locked ? profile[field] : values[field]}
                disabled={locked}
                note={locked ? t('specialConsent.locked') : undefined}
                onChange={(v) => {
                  setValues((prev) => ({ ...prev, [field]: v }));
                  section.touch();
                }}
                error={section.fields[field] ? errorText(section.fields[field]) : undefined}
              />
            </div>
          );
        })}
      </div>
      <SectionSaveBar section={section} />
    </form>
  );
}
