'use client';
import { useTranslations } from 'next-intl';
import { SignupLink } from '@/components/account/signup-link';
import { BlockButton } from '@/components/chat/block-button';
import { LikeButton } from '@/components/members/like-button';
import { AppLink as Link } from '@/components/ui/app-link';
import { findMembersPath } from '@/lib/utils/member-destinations';
import { Icon } from '@/components/ui/icon';

type Props = { id: string; name: string; liked: boolean; member: boolean };

/**
 * Like, chat, block and report (spec §2). A visitor's like and chat open the signup modal in place (spec §6:
 * visitors must log in to like or chat); a block takes the member back to finding members, as the blocked
 * member's profile is gone for them; a report is a complaint about this member (/complaints, preset).
 */
export function ProfileActions({ id, name, liked, member }: Props) {
  const t = useTranslations('MemberProfile');
  const report = (
    <Link href={`/complaints?member=${id}`} className="btn btn-link btn-sm text-body-secondary" prefetch={false}>
      {t('report')}
      <span className="visually-hidden">: {name}</span>
    </Link>
  );
  if (!member) {
    return (
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <SignupLink className="btn btn-primary" title={t('signupTitle', { name })}>
          <Icon name="heartFill" /> {t('like')}
          <span className="visually-hidden">: {name}</span>
        </SignupLink>
        <SignupLink className="btn btn-outline-primary" title={t('signupTitle', { name })}>
          {t('chat')}
          <span className="visually-hidden">: {name}</span>
        </SignupLink>
        {report}
      </div>
    );
  }
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <LikeButton profileId={id} name={name} liked={liked} size="lg" />
      <Link href={`/members/${id}/chat`} className="btn btn-lg btn-outline-primary">
        {t('chat')}
        <span className="visually-hidden">: {name}</span>
      </Link>
      <BlockButton
        memberId={id}
        name={name}
        conversation={null}
        blocked={false}
        leaveTo={findMembersPath()}
        className="btn btn-sm btn-outline-secondary"
      />
      {report}
    </div>
  );
}
