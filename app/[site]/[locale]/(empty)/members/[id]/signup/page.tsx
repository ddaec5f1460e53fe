import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { listShowcaseMembers } from '@/lib/server/members/list-showcase-members';
import { AccountMessages } from '@/components/account/account-messages';
import { SignupForm } from '@/components/account/signup-form';
import { SignupModal } from '@/components/account/signup-modal';

// Shows members: regenerated at least every 5 minutes, so a member who hides is gone from every cache
// (nginx, CDN) within that time, and from this server's at once (lib/server/pages/purge-public-pages.ts).
export const revalidate = 300;

type Props = { params: Promise<SiteParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Signup' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /members/{id}/signup: the photo of a member the site shows behind the signup modal, in the empty layout. */
export default async function MemberSignupPage({ params }: Props) {
  const { site, id } = await readPageParams(params);
  if (!z.uuid().safeParse(id).success) notFound();
  const [member] = await listShowcaseMembers({ niche: site.niche, limit: 1, userId: id });
  if (!member) notFound();
  const [t, tc] = await Promise.all([getTranslations('Signup'), getTranslations('Common')]);
  const mode = site.signups;
  return (
    <main id="main" className="min-vh-100 d-flex align-items-center justify-content-center bg-secondary">
      {/* eslint-disable-next-line @next/next/no-img-element -- served by the photo route with its own caching */}
      <img
        src={member.image.filename}
        alt=""
        width={512}
        height={512}
        className="position-fixed top-50 start-50 translate-middle opacity-50"
        style={{ filter: 'blur(6px)', maxWidth: '90vw', height: 'auto' }}
      />
      <SignupModal title={t('memberModalTitle', { name: member.name })} closeLabel={tc('close')}>
        <AccountMessages namespaces={['Signup']}>
          <SignupForm mode={mode} siteName={site.name} />
        </AccountMessages>
      </SignupModal>
    </main>
  );
}
