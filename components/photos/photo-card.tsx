'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { OwnPhoto } from '@/lib/schemas/photos';
import { Icon } from '@/components/ui/icon';

type Props = {
  photo: OwnPhoto;
  position: number;
  first: boolean;
  last: boolean;
  onMakeMain: () => void;
  onToggleKind: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
};

/**
 * One photo of the member's image overview with its actions. The move buttons stay focusable at the
 * ends of the row (aria-disabled, not disabled), so keyboard focus stays on them while a photo moves.
 */
export function PhotoCard({ photo, position, first, last, onMakeMain, onToggleKind, onMove, onDelete }: Props) {
  const t = useTranslations('Photos');
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const move = (step: -1 | 1, blocked: boolean) => (blocked ? undefined : onMove(step));
  return (
    <li className="col-6 col-md-4 col-lg-3">
      <div className="card h-100 shadow-sm">
        <div className="position-relative">
          {/* eslint-disable-next-line @next/next/no-img-element -- served by our own authorising photo route */}
          <img
            src={photo.image.thumb_filename}
            alt={t('photoAlt', { position })}
            width={320}
            height={320}
            className="card-img-top img-fluid"
            loading="lazy"
          />
          {photo.main ? (
            <span className="badge text-bg-primary position-absolute top-0 start-0 m-2">{t('mainBadge')}</span>
          ) : null}
          {photo.kind === 'private' ? (
            <span className="badge text-bg-dark position-absolute top-0 end-0 m-2">{t('privateBadge')}</span>
          ) : null}
        </div>
        <div
          className="card-body p-2 d-grid gap-2 align-content-start"
          role="group"
          aria-label={t('actions', { position })}
        >
          {photo.kind === 'free' && !photo.main ? (
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onMakeMain}>
              {t('makeMain')}
            </button>
          ) : null}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onToggleKind}>
            {photo.kind === 'private' ? t('makeFree') : t('makePrivate')}
          </button>
          <div className="btn-group btn-group-sm">
            <button
              type="button"
              className={`btn btn-outline-secondary${first ? ' disabled' : ''}`}
              aria-disabled={first}
              aria-label={t('moveLeft', { position })}
              onClick={() => move(-1, first)}
            >
              <Icon name="arrowLeft" />
            </button>
            <button
              type="button"
              className={`btn btn-outline-secondary${last ? ' disabled' : ''}`}
              aria-disabled={last}
              aria-label={t('moveRight', { position })}
              onClick={() => move(1, last)}
            >
              <Icon name="arrowRight" />
            </button>
          </div>
          {confirming ? (
            <div className="border rounded p-2">
              <p className="small mb-2">{t('deleteConfirm')}</p>
              <div className="d-flex gap-2 flex-wrap">
                <button ref={confirmButton} type="button" className="btn btn-sm btn-danger" onClick={onDelete}>
                  {t('deleteYes')}
                </button>
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setConfirming(false)}>
                  {t('cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={deleteButton}
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => setConfirming(true)}
            >
              {t('delete')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
