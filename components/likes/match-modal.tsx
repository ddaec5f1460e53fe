'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { markMatchSeen } from '@/lib/api-client/likes';
import type { MatchProfile } from '@/lib/schemas/likes';
import type { MatchModal as Modal } from '@/lib/store/slices/match-modal-slice';
import styles from './match-modal.module.scss';
import { Icon } from '@/components/ui/icon';

/** What the modal reports of a click on an image or a button (spec §4): the profile id and what was clicked. */
export type MatchClick = { profileId: string; target: 'image' | 'chat' | 'close' };
export const MATCH_CLICK_EVENT = 'rosedate:match-click';

/**
 * Reports a click in the match modal as a first-party DOM event on window (README "Decisions"): nothing
 * leaves the browser, so no profile id reaches a third party; an analytics hook listens if one exists.
 */
function report(detail: MatchClick): void {
  window.dispatchEvent(new CustomEvent<MatchClick>(MATCH_CLICK_EVENT, { detail }));
}

type Props = {
  modal: Modal;
  /** The member's own 250 px photo, or null (then their initial). */
  ownPhoto: string | null;
  ownName: string;
  onClose: () => void;
};

/**
 * "It's a Match" / "New like!" (spec §2, §4, §9): both members' photos in 250 px circles, animated for a
 * second (not under prefers-reduced-motion). A modal dialog: focus stays inside, Escape closes, and a
 * click anywhere closes it; "Start a conversation" sets the starting flag and opens the chat.
 */
export function MatchModal({ modal, ownPhoto, ownName, onClose }: Props) {
  const t = useTranslations('Match');
  const tc = useTranslations('Common');
  const router = useRouter();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [starting, setStarting] = useState(false);
  const { profile, kind } = modal;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // Seen once it shows, wherever it came from (the like's answer marked it already; this then changes nothing).
    if (kind === 'match') void markMatchSeen(profile.id).catch(() => undefined);
  }, [kind, profile.id]);

  const startConversation = () => {
    report({ profileId: profile.id, target: 'chat' });
    setStarting(true);
    router.push(`/members/${profile.id}/chat`);
    onClose();
  };

  return (
    // Click anywhere closes (spec §4): on the backdrop, the text or the photos; buttons act first.
    <dialog
      ref={dialog}
      className="app-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => (e.preventDefault(), onClose())}
      onClick={onClose}
    >
      <div className={styles.body}>
        <h2 id={`${id}-title`} className={styles.title}>
          {kind === 'match' ? t('matchTitle') : t('likeTitle')}
        </h2>
        <p id={`${id}-body`} className="mb-0">
          {kind === 'match' ? t('matchBody', { name: profile.name }) : t('likeBody', { name: profile.name })}
        </p>
        <div className={styles.photos}>
          <div className={`${styles.circle} ${styles.mine}`}>
            {ownPhoto ? (
              // eslint-disable-next-line @next/next/no-img-element -- served by our own photo route
              <img src={ownPhoto} alt={t('yourPhoto')} width={250} height={250} />
            ) : (
              <span className={styles.initial} role="img" aria-label={t('yourPhoto')}>
                {ownName.slice(0, 1).toUpperCase()}
              </span>
            )}
          </div>
          <span className={styles.heart} aria-hidden="true">
            <Icon name="heartFill" />
          </span>
          <Photo profile={profile} alt={t('photoOf', { name: profile.name })} fictional={tc('fictionalProfile')} />
        </div>
        <div className="d-grid gap-2 mx-auto" style={{ maxWidth: 320 }}>
          <button
            type="button"
            className="btn btn-light btn-lg fw-bold"
            disabled={starting}
            autoFocus
            onClick={(e) => (e.stopPropagation(), startConversation())}
          >
            {starting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {t('startConversation')}
          </button>
          <button
            type="button"
            className="btn btn-outline-light"
            onClick={(e) => (e.stopPropagation(), report({ profileId: profile.id, target: 'close' }), onClose())}
          >
            {t('keepBrowsing')}
          </button>
        </div>
        <p className="small mt-3 mb-0 opacity-75">{t('closeHint')}</p>
      </div>
    </dialog>
  );
}

/** The other member's circle: a click on it reports the profile id (and, like any click, closes). */
function Photo({ profile, alt, fictional }: { profile: MatchProfile; alt: string; fictional: string }) {
  return (
    <div className={`${styles.circle} ${styles.theirs}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- served by our own photo route */}
      <img
        src={profile.main_image.match}
        alt={alt}
        width={250}
        height={250}
        onClick={() => report({ profileId: profile.id, target: 'image' })}
      />
      {profile.fictional ? <FictionalMarker label={fictional} className={styles.fictional} /> : null}
    </div>
  );
}
