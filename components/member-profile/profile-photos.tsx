'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { AppLink as Link } from '@/components/ui/app-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { unlockPrivatePhotos } from '@/lib/api-client/member-profile';
import { USER_KEY } from '@/lib/hooks/use-user';
import type { MemberProfile, ProfilePhoto } from '@/lib/schemas/member-profile';
import { PhotoGallery } from './photo-gallery';
import styles from './member-profile.module.scss';

type Props = {
  profile: Pick<MemberProfile, 'id' | 'name' | 'photos' | 'more_photos' | 'private_photos'>;
  /** A visitor is asked to log in for more photos; a member may unlock the private ones. */
  member: boolean;
  /** The login page that brings the visitor back here. */
  loginHref: string;
  /** Where credits are bought (spec §6: a buy prompt when a member is short). */
  buyHref: string;
  fictionalMarker?: ReactNode;
};

type Failure = { code: string; params?: Record<string, string | number> };

/**
 * Photos by role (spec §6): the gallery of what the viewer may see; private photos still locked as a
 * placeholder with their number and "Unlock for N credits" (asked first, paid once); a visitor is asked to
 * log in for the others. An unlock adds the private photos to the gallery at once.
 */
export function ProfilePhotos({ profile, member, loginHref, buyHref, fictionalMarker }: Props) {
  const t = useTranslations('MemberProfile');
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const [photos, setPhotos] = useState<ProfilePhoto[]>(profile.photos);
  const [locked, setLocked] = useState(profile.private_photos.locked);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { count, credits } = profile.private_photos;

  const unlock = async () => {
    setAsking(false);
    setBusy(true);
    setFailure(null);
    try {
      const result = await unlockPrivatePhotos(profile.id);
      const known = new Set(photos.map((p) => p.id));
      setPhotos([...photos, ...result.photos.filter((p) => !known.has(p.id))]);
      setLocked(false);
      setDone(true);
      // The balance in the navigation follows.
      void mutate(USER_KEY);
    } catch (caught) {
      const error = asApiError(caught);
      setFailure({ code: error.code, params: error.params });
      button.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <PhotoGallery name={profile.name} photos={photos} fictionalMarker={fictionalMarker} />
      {!member && profile.more_photos > 0 ? (
        <p className="mt-3 mb-0">
          <Link href={loginHref} className="btn btn-outline-primary btn-sm">
            {t('loginForPhotos', { count: profile.more_photos })}
          </Link>
        </p>
      ) : null}
      {locked && count > 0 ? (
        <div className={`mt-3 d-flex align-items-center gap-3 ${styles.lockedRow}`} data-locked-photos={count}>
          <div className={styles.lockedTile} aria-hidden="true">
            <span className={styles.lockIcon}>🔒</span>
          </div>
          <div>
            <p className="mb-1 fw-semibold">{t('privatePhotos', { count })}</p>
            {member ? (
              <button
                ref={button}
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy}
                onClick={() => setAsking(true)}
              >
                {busy ? t('unlocking') : t('unlock', { credits })}
              </button>
            ) : (
              <Link href={loginHref} className="btn btn-outline-primary btn-sm">
                {t('loginForPrivate')}
              </Link>
            )}
          </div>
        </div>
      ) : null}
      {done ? (
        <p className="alert alert-success mt-3 mb-0" role="status">
          {t('unlocked', { name: profile.name })}
        </p>
      ) : null}
      {failure ? (
        <div className="alert alert-warning mt-3 mb-0" role="alert">
          <p className="mb-0">
            {failure.code === 'insufficient_credits'
              ? t('unlockShort', { cost: credits, credits: Number(failure.params?.credits ?? 0) })
              : errorText(failure.code, failure.params)}
          </p>
          {failure.code === 'insufficient_credits' ? (
            <Link href={buyHref} className="btn btn-primary btn-sm mt-2">
              {t('buyCredits')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('unlockTitle', { name: profile.name })}
          body={t('unlockBody', { count, credits })}
          confirmLabel={t('unlockConfirm')}
          cancelLabel={t('cancel')}
          danger={false}
          onCancel={() => {
            setAsking(false);
            button.current?.focus();
          }}
          onConfirm={() => void unlock()}
        />
      ) : null}
    </div>
  );
}
