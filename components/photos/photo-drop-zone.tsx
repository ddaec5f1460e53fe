'use client';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useOwnPhotos } from '@/lib/hooks/use-own-photos';
import type { OwnPhoto } from '@/lib/schemas/photos';
import { UPLOAD_MIME_TYPES } from '@/lib/utils/image-type';
import { PhotoLimitAlert } from './photo-limit-alert';
import styles from './photo-drop-zone.module.scss';
import { MAX_PHOTO_MB, usePhotoUpload } from './use-photo-upload';

export type { OwnPhoto } from '@/lib/schemas/photos';

type Props = { kind?: 'free' | 'private'; onUploaded?: (photo: OwnPhoto) => void; disabled?: boolean };

const ACCEPT = Object.values(UPLOAD_MIME_TYPES).join(',');

/**
 * Adds a photo by drag and drop or through a file button (keyboard: Tab to the button, Enter). Works on
 * its own (the signup photo step) or inside PhotoManager: both share the member's photo list, which also
 * tells when the quota is reached, and then the photo-limit alert replaces the zone.
 */
export function PhotoDropZone({ kind = 'free', onUploaded, disabled = false }: Props) {
  const t = useTranslations('Photos');
  const { list, refresh } = useOwnPhotos();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const { outcome, upload } = usePhotoUpload({
    kind,
    onUploaded: (photo) => {
      void refresh();
      onUploaded?.(photo);
    },
    onLimit: () => void refresh(),
  });
  const busy = outcome.kind === 'busy';
  const full = list !== undefined && list.photos.length >= list.limit;
  const blocked = disabled || busy || full;

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !blocked) void upload(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    if (!blocked) setDragging(true);
  };

  return (
    <div>
      {full ? <PhotoLimitAlert limit={list.limit} paidUser={list.paid_user} /> : null}
      <div
        className={`${styles.zone} ${dragging ? styles.active : ''} ${blocked ? styles.disabled : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={busy}
      >
        {outcome.kind === 'busy' && outcome.preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the chosen file; the optimizer cannot read it
          <img src={outcome.preview} alt={t('previewAlt')} className={styles.preview} />
        ) : null}
        <p className="fw-semibold mb-1">{t('dropTitle')}</p>
        <p className="small text-body-secondary mb-2">{t('dropOr')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => input.current?.click()}
          disabled={blocked}
          aria-describedby={outcome.kind === 'error' ? `${hintId} ${errorId}` : hintId}
        >
          {busy ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('uploading')}
            </>
          ) : (
            t('choose')
          )}
        </button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file may be chosen again after an error.
            event.currentTarget.value = '';
          }}
        />
        <p id={hintId} className="small text-body-secondary mt-2 mb-0">
          {t('hint', { mb: MAX_PHOTO_MB })}
        </p>
      </div>
      {outcome.kind === 'error' ? (
        <p id={errorId} role="alert" className="alert alert-danger mt-2 mb-0">
          {outcome.text}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {busy ? t('uploading') : outcome.kind === 'done' ? t('uploaded') : ''}
      </p>
    </div>
  );
}
