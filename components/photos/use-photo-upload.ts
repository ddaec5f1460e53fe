'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { uploadPhoto } from '@/lib/api-client/photos';
import { asApiError } from '@/lib/api-client/errors';
import { MAX_PHOTO_BYTES } from '@/lib/config/constants';
import type { OwnPhoto, PhotoKind } from '@/lib/schemas/photos';
import { isUploadImageType, sniffImageType, SNIFF_BYTES } from '@/lib/utils/image-type';
import { useErrorText } from '@/components/account/use-error-text';

export const MAX_PHOTO_MB = Math.round(MAX_PHOTO_BYTES / (1024 * 1024));

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; text: string };

/**
 * Checks a chosen file in the browser first (size, and the same magic-byte test the server makes), so
 * the member hears at once what is wrong; then uploads it and translates what the server says.
 */
export function usePhotoUpload(options: { kind: PhotoKind; onUploaded: (photo: OwnPhoto) => void; onLimit: () => void }) {
  const t = useTranslations('Photos');
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const precheck = async (file: File): Promise<string | null> => {
    if (file.size > MAX_PHOTO_BYTES) return t('tooLarge', { mb: MAX_PHOTO_MB });
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    return isUploadImageType(sniffImageType(head)) ? null : t('invalidType');
  };

  const upload = async (file: File) => {
    setOutcome({ kind: 'busy' });
    const problem = await precheck(file).catch(() => t('invalidType'));
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    try {
      const photo = await uploadPhoto(file, options.kind);
      setOutcome({ kind: 'done' });
      options.onUploaded(photo);
    } catch (caught) {
      const error = asApiError(caught);
      if (error.code === 'photo_limit_reached') {
        // Another tab or device filled the quota: the fresh list shows the limit alert.
        setOutcome({ kind: 'idle' });
        options.onLimit();
      }
      else if (error.code === 'photo_invalid') setOutcome({ kind: 'error', text: t('invalidType') });
      else if (error.code === 'payload_too_large') setOutcome({ kind: 'error', text: t('tooLarge', { mb: MAX_PHOTO_MB }) });
      else setOutcome({ kind: 'error', text: errorText(error.code, error.params) });
    }
  };

  return { outcome, upload };
}
