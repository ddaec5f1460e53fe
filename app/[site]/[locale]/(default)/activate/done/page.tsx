import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageViewer } from '@/lib/server/auth/page-session';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import { findMembersPath } from '@/lib/utils/member-destinations';
import { progressOfProfile, SIGNUP_STEPS, signupStepPath, stepNumber, unfinishedStep } from '@/lib/utils/signup-steps';
import { AppLink as Link } from '@/components/ui/app-link';
import { EntryCard } from '@/components/ui/entry-card';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

// Where to go on depends on the member's own profile: rendered per request, never a cached page.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Activation' });
  return { title: t('doneMetaTitle'), robots: { index: false } };
}

/**
 * Where the activation link lands when it worked: a member whose signup steps are still open goes on
 * with them, one who finished them goes to find members; a visitor logs in and comes back here.
 */
export default async function ActivationDonePage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const [t, user] = await Promise.all([getTranslations('Activation'), pageViewer()]);
  const step = user ? unfinishedStep(progressOfProfile(await getOwnProfile(user))) : null;
  return (
    <EntryCard title={t('doneTitle')}>
      <p>{t('doneBody')}</p>
      {step !== null ? (
        <>
          <p>{t('doneResumeBody', { current: stepNumber(step), total: SIGNUP_STEPS.length })}</p>
          <Link href={signupStepPath(step)} className="btn btn-primary">
            {t('doneResume')}
          </Link>
        </>
      ) : user ? (
        <Link href={findMembersPath()} className="btn btn-primary">
          {t('doneCta')}
        </Link>
      ) : (
        <Link href={`/login?next=${encodeURIComponent('/activate/done')}`} className="btn btn-primary">
          {t('loginCta')}
        </Link>
      )}
    </EntryCard>
  );
}
