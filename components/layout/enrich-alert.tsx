'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useUser, type CurrentUser } from '@/lib/hooks/use-user';
import { StripAlert } from './strip-alert';
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
  const pathname = usePathname();
  const { user, mutate } = useUser({ enabled: true });
  if (!wantsEnrichAlert(user) || ASKING_FOR_A_PHOTO.some((p) => isCurrent(pathname, p))) return null;
  return (
    <StripAlert
      alert="enrich_profile"
      tone="primary"
      testId="enrich-alert"
      text={t('text')}
      link={{ href: PHOTOS_PAGE, label: t('addPhoto') }}
      dismissLabel={t('dismiss')}
      onDismissed={mutate}
    />
  );
}
