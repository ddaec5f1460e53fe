'use client';
import { useTranslations } from 'next-intl';
import type { ChatPartner } from '@/lib/schemas/chat';

/** A partner's first name, or "Former member" for one who left (the server sends no name then). */
export function usePartnerName(): (profile: ChatPartner) => string {
  const t = useTranslations('Chat');
  return (profile) => profile.name || t('formerMember');
}
