'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { uploadPhoto } from '@/lib/api-client/photos';
import { asApiError } from '@/lib/api-client/errors';
import { MAX_PHOTO_BYTES } from '@/lib/config/constants';
import type { OwnPhoto, PhotoKind } from '@/lib/schemas/photos';
import { isUploadImageType, sniffImageType, SNIFF_BYTES } from '@/lib/utils/image-type';
import { useErrorText } from '@/components/ui/use-error-text';

export const MAX_PHOTO_MB = Math.round(MAX_PHOTO_BYTES / (1024 * 1024));

/** While a photo uploads, `preview` is a local address of the chosen file, so the member sees which photo it is at once. */
type Outcome =
  { kind: 'idle' } | { kind: 'busy'; preview: string | null } | { kind: 'done' } | { kind: 'error'; text: string };

/** A local object URL of the file, where the browser can make one. */
function localPreview(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Checks a chosen file in the browser first (size, and the same magic-byte test the server makes), so
 * the member hears at once what is wrong; then uploads it and translates what the server says.
 */
export function usePhotoUpload(options: {
  kind: PhotoKind;
  onUploaded: (photo: OwnPhoto) => void;
  onLimit: () => void;
}) {
  const t = useTranslations('Photos');
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // The preview's object URL holds the file in memory until it is revoked: once the upload ends, or when the zone goes.
  const preview = useRef<string | null>(null);
  const dropPreview = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };
  useEffect(() => dropPreview, []);

  const precheck = async (file: File): Promise<string | null> => {
    if (file.size > MAX_PHOTO_BYTES) return t('tooLarge', { mb: MAX_PHOTO_MB });
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    return isUploadImageType(sniffImageType(head)) ? null : t('invalidType');
  };

  const upload = async (file: File) => {
    setOutcome({ kind: 'busy', preview: null });
    const problem = await precheck(file).catch(() => t('invalidType'));
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    dropPreview();
    preview.current = localPreview(file);
    setOutcome({ kind: 'busy', preview: preview.current });
    try {
      const photo = await uploadPhoto(file, options.kind);
      dropPreview();
      setOutcome({ kind: 'done' });
      options.onUploaded(photo);
    } catch (caught) {
      dropPreview();
      const error = asApiError(caught);
      if (error.code === 'photo_limit_reached') {
        // Another tab or device filled the quota: the fresh list shows the limit alert.
        setOutcome({ kind: 'idle' });
        options.onLimit();
      } else if (error.code === 'photo_invalid') setOutcome({ kind: 'error', text: t('invalidType') });
      else if (error.code === 'payload_too_large')
        setOutcome({ kind: 'error', text: t('tooLarge', { mb: MAX_PHOTO_MB }) });
      else setOutcome({ kind: 'error', text: errorText(error.code, error.params) });
    }
  };

  return { outcome, upload };
}
