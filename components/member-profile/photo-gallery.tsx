'use client';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import type { ProfilePhoto } from '@/lib/schemas/member-profile';
import styles from './member-profile.module.scss';

type Props = { name: string; photos: ProfilePhoto[]; fictionalMarker?: React.ReactNode };

/**
 * A member's photos: the chosen one large, the others as thumbnails below. Everything is a button, so it
 * works by keyboard; the arrow keys move through the photos while the gallery has focus.
 */
export function PhotoGallery({ name, photos, fictionalMarker }: Props) {
  const t = useTranslations('MemberProfile');
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const current = photos[Math.min(index, total - 1)];
  if (!current) return null;
  const go = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  return (
    <section className={styles.gallery} aria-label={t('photosLabel', { name })} onKeyDown={onKeyDown}>
      <figure className={`position-relative mb-2 ${styles.stage}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- served by our own photo route with its own caching */}
        <img
          key={current.id}
          src={current.image.filename}
          alt={t('photoOf', { name, current: index + 1, total })}
          width={512}
          height={512}
          className={`w-100 h-auto rounded ${styles.photo}`}
          fetchPriority={index === 0 ? 'high' : undefined}
          data-private={current.private ? '' : undefined}
        />
        {fictionalMarker}
        {total > 1 ? (
          <>
            <button
              type="button"
              className={`btn btn-light ${styles.prev}`}
              onClick={() => go(index - 1)}
              aria-label={t('previousPhoto')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`btn btn-light ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label={t('nextPhoto')}
            >
              <span aria-hidden="true">›</span>
            </button>
            <figcaption className={`badge text-bg-dark ${styles.counter}`} aria-live="polite">
              {t('photoCounter', { current: index + 1, total })}
            </figcaption>
          </>
        ) : null}
      </figure>
      {total > 1 ? (
        <ul className={`list-unstyled d-flex flex-wrap gap-2 mb-0 ${styles.thumbs}`}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.thumbCurrent : ''}`}
                aria-label={t('showPhoto', { current: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- served by our own photo route */}
                <img src={photo.image.thumb_filename} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
