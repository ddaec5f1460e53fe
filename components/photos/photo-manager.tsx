'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { SWRConfig } from 'swr';
import { asApiError } from '@/lib/api-client/errors';
import { OWN_PHOTOS_KEY } from '@/lib/api-client/photos';
import { useOwnPhotos } from '@/lib/hooks/use-own-photos';
import type { OwnPhotoList, PhotoKind } from '@/lib/schemas/photos';
import { useErrorText } from '@/components/ui/use-error-text';
import { PhotoCard } from './photo-card';
import { PhotoDropZone } from './photo-drop-zone';

export type { OwnPhoto, OwnPhotoList } from '@/lib/schemas/photos';

function PhotoGrid() {
  const t = useTranslations('Photos');
  const errorText = useErrorText();
  const { list, makeMain, setKind, remove, move } = useOwnPhotos();
  const [uploadKind, setUploadKind] = useState<PhotoKind>('free');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const summary = useRef<HTMLParagraphElement>(null);
  const privateId = useId();
  if (!list) return null;

  // Every action shows its result at once; on a refusal the list rolls back and the reason is shown.
  const run = async (action: () => Promise<void>, done = '') => {
    setError(null);
    try {
      await action();
      setAnnouncement(done);
    } catch (caught) {
      const failure = asApiError(caught);
      setError(errorText(failure.code, failure.params));
    }
  };
  const photos = list.photos;
  return (
    <div>
      <p ref={summary} tabIndex={-1} className="text-body-secondary">
        {t('count', { count: photos.length, limit: list.limit })}
      </p>
      {error ? (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {photos.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="row g-3 list-unstyled mb-4" aria-label={t('listLabel')}>
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              position={index + 1}
              first={index === 0}
              last={index === photos.length - 1}
              onMakeMain={() => void run(() => makeMain(photo.id))}
              onToggleKind={() => void run(() => setKind(photo.id, photo.kind === 'private' ? 'free' : 'private'))}
              onMove={(step) => void run(() => move(photo.id, step))}
              onDelete={() => {
                // The card goes away with its buttons: keep the keyboard user in the overview.
                summary.current?.focus();
                void run(() => remove(photo.id), t('deleted'));
              }}
            />
          ))}
        </ul>
      )}
      {photos.length < list.limit ? (
        <div className="form-check mb-2">
          <input
            id={privateId}
            className="form-check-input"
            type="checkbox"
            checked={uploadKind === 'private'}
            onChange={(event) => setUploadKind(event.currentTarget.checked ? 'private' : 'free')}
          />
          <label className="form-check-label" htmlFor={privateId}>
            {t('uploadPrivate')}
          </label>
        </div>
      ) : null}
      <PhotoDropZone kind={uploadKind} onUploaded={() => setError(null)} />
      <RejectedPhotos rejected={list.rejected ?? []} />
    </div>
  );
}

/** Photos a moderator rejected, with the reason: shown to nobody, so only named here (not drawn). */
function RejectedPhotos({ rejected }: { rejected: NonNullable<OwnPhotoList['rejected']> }) {
  const t = useTranslations('Moderation.ownRejected');
  const format = useFormatter();
  if (rejected.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="photos-rejected-title">
      <h2 id="photos-rejected-title" className="h6">
        {t('title')}
      </h2>
      <ul className="list-unstyled mb-0">
        {rejected.map((photo) => (
          <li key={photo.id} className="alert alert-warning py-2 mb-2">
            {t('item', {
              date: format.dateTime(new Date(photo.created_at), { dateStyle: 'medium' }),
              reason: photo.reason,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The member's image overview: own photos with main and private badges, make main, make private or
 * public, move left or right, delete (after a confirmation), and the drop zone. The page's first data
 * seeds the shared photo list, so the grid and the drop zone render at once without a request.
 */
export function PhotoManager({ initial }: { initial: OwnPhotoList }) {
  return (
    <SWRConfig value={{ fallback: { [OWN_PHOTOS_KEY]: initial } }}>
      <PhotoGrid />
    </SWRConfig>
  );
}
