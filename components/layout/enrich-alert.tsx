'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { useErrorText } from '@/components/ui/use-error-text';
import { dismissAlert } from '@/lib/api-client/alerts';
import { asApiError } from '@/lib/api-client/errors';
import { useUser, type CurrentUser } from '@/lib/hooks/use-user';
import { isCurrent } from './use-member-nav';

const PHOTOS_PAGE = '/profile/photos';
// Pages that already ask for a photo: the profile with its photos card, the photos page and the signup's steps.
const ASKING_FOR_A_PHOTO = ['/profile', '/complete-signup'];

/** Spec §4: the enrich-profile alert shows while the member has no photo and has not dismissed it. */
export function wantsEnrichAlert(user: CurrentUser | undefined): boolean {
  return (
    user?.loggedIn === true &&
    user.profile !== undefined &&
    user.profile.main_image === null &&
    !(user.dismissed_alerts ?? []).includes('enrich_profile')
  );
}

/**
 * The enrich-profile alert (spec §4) in the warning strip: a member without a photo is asked to add one. Dismissed,
 * it is gone for good on every device: the server keeps the dismissal with its time (PUT /api/alerts/enrich_profile).
 */
export function EnrichAlert() {
  const t = useTranslations('EnrichAlert');
  const errorText = useErrorText();
  const pathname = usePathname();
  const { user, mutate } = useUser({ enabled: true });
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (hidden || !wantsEnrichAlert(user) || ASKING_FOR_A_PHOTO.some((p) => isCurrent(pathname, p))) return null;

  const dismiss = async () => {
    setHidden(true);
    try {
      await dismissAlert('enrich_profile');
      await mutate();
    } catch (failure) {
      // Not stored: the alert stays, saying why, so that the member can try again.
      setHidden(false);
      setError(asApiError(failure).code);
    }
  };

  return (
    <div
      className="warning-strip alert alert-primary rounded-0 mb-0 py-2 d-flex justify-content-center align-items-center gap-2"
      role="status"
      data-testid="enrich-alert"
    >
      <span>
        {t('text')}{' '}
        <Link href={PHOTOS_PAGE} className="alert-link text-nowrap">
          {t('addPhoto')}
        </Link>
        {error && <span className="ms-2 text-danger">{errorText(error)}</span>}
      </span>
      <button
        type="button"
        className="btn-close btn-sm flex-shrink-0"
        aria-label={t('dismiss')}
        onClick={() => void dismiss()}
      />
    </div>
  );
}
