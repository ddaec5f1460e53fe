'use client';
import { useState, type FormEvent } from 'react';
import { useErrorText } from '@/components/account/use-error-text';
import { ATTRIBUTE_FIELDS, type AttributeField, type OwnProfile, type ProfilePatchInput } from '@/lib/schemas/profile';
import { AttributeSelect } from './attribute-select';
import { SaveBar } from './save-bar';
import { useSectionSave } from './use-section-save';

type Props = { profile: OwnProfile; save: (patch: ProfilePatchInput) => Promise<OwnProfile> };
type Values = Record<AttributeField, string | null>;

function valuesOf(profile: OwnProfile): Values {
  return Object.fromEntries(ATTRIBUTE_FIELDS.map((f) => [f, profile[f]])) as Values;
}

/** Gender, who they seek, sexuality and the appearance and intention attributes, saved together. */
export function AttributesEditor({ profile, save }: Props) {
  const errorText = useErrorText();
  const section = useSectionSave(save);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only what changed is sent; the server checks every value against the same sets the form offers.
    const initial = valuesOf(profile);
    const patch = Object.fromEntries(ATTRIBUTE_FIELDS.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]])) as ProfilePatchInput;
    if (Object.keys(patch).length === 0) return;
    await section.submit(patch);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={section.busy}>
      <div className="row">
        {ATTRIBUTE_FIELDS.map((field) => (
          <div key={field} className="col-sm-6 col-lg-4">
            <AttributeSelect
              id={`attr-${field}`}
              field={field}
              value={values[field]}
              onChange={(v) => {
                setValues((prev) => ({ ...prev, [field]: v }));
                section.touch();
              }}
              error={section.fields[field] ? errorText(section.fields[field]) : undefined}
            />
          </div>
        ))}
      </div>
      <SaveBar busy={section.busy} saved={section.saved} general={section.general ? errorText(section.general) : null} />
    </form>
  );
}
