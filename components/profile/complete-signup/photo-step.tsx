'use client';
import { useTranslations } from 'next-intl';
import { PhotoDropZone } from '@/components/photos/photo-drop-zone';

/** The photo step: the drop zone uploads by itself (a free photo, which becomes the main photo); the step notes that one is there. */
export function PhotoStep({ hasPhoto, onUploaded }: { hasPhoto: boolean; onUploaded: () => void }) {
  const t = useTranslations('CompleteSignup');
  return (
    <>
      <PhotoDropZone kind="free" onUploaded={onUploaded} />
      {hasPhoto ? (
        <p className="text-success-emphasis mt-3" role="status">
          {t('photoDone')}
        </p>
      ) : null}
    </>
  );
}
