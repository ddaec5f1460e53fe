'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { isCountry } from '@/lib/config/countries';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import { useErrorText } from '@/components/ui/use-error-text';
import { GeolocationPanel } from './geolocation-panel';
import { RegionPicker, type Place } from './region-picker';
import { SectionSaveBar } from './section-save-bar';
import { useSectionSave } from './use-section-save';

type Props = {
  profile: OwnProfile;
  save: (patch: ProfilePatchInput) => Promise<OwnProfile>;
  refresh: () => Promise<unknown>;
};

/** Location settings: country and region by hand, or the browser's position mapped to a region. */
export function LocationSettings({ profile, save, refresh }: Props) {
  const t = useTranslations('Location');
  const errorText = useErrorText();
  const section = useSectionSave(save);
  const [place, setPlace] = useState<Place>({ country: profile.country, region: profile.region });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await section.submit({ country: place.country ?? undefined, region: place.region });
  };
  const err = (name: string) => (section.fields[name] ? errorText(section.fields[name]) : undefined);

  return (
    <form onSubmit={submit} noValidate aria-busy={section.busy}>
      <RegionPicker
        id="location"
        value={place}
        onChange={(next) => {
          setPlace(next);
          section.touch();
        }}
        errors={{ country: err('country'), region: err('region') }}
      />
      <SectionSaveBar section={section} disabled={!place.country || !place.region} />
      <GeolocationPanel
        onStored={(result) => {
          if (isCountry(result.country) && result.region) setPlace({ country: result.country, region: result.region });
          void refresh();
        }}
      />
      <p className="form-text">{t('privacy')}</p>
    </form>
  );
}
