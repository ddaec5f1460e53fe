import { useTranslations } from 'next-intl';
import { SignupLink } from '@/components/account/signup-link';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { AppLink as Link } from '@/components/ui/app-link';
import type { ChatPartner } from '@/lib/schemas/chat';
import { ChatAvatar } from './chat-avatar';

/** /members/{id}/chat for a visitor (spec §6: must log in to chat): who is waiting, and the way in. */
export function VisitorChat({ profile, returnTo }: { profile: ChatPartner; returnTo: string }) {
  const t = useTranslations('Chat');
  const tc = useTranslations('Common');
  return (
    <main id="main" className="container py-5" style={{ maxWidth: '540px' }}>
      <div className="card shadow-sm text-center p-4">
        <div className="d-flex justify-content-center align-items-center gap-2 mb-3">
          <ChatAvatar profile={profile} name={profile.name} />
          <h1 className="h4 mb-0">{t('visitorTitle', { name: profile.name })}</h1>
          {profile.fictional ? <FictionalMarker label={tc('fictionalProfile')} /> : null}
        </div>
        <p>{t('visitorBody', { name: profile.name })}</p>
        <div className="d-flex gap-2 justify-content-center flex-wrap">
          <SignupLink className="btn btn-primary">{tc('signup')}</SignupLink>
          <Link href={`/login?next=${encodeURIComponent(returnTo)}`} className="btn btn-outline-primary">
            {tc('login')}
          </Link>
        </div>
      </div>
    </main>
  );
}
