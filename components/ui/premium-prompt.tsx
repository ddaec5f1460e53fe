'use client';
import { useTranslations } from 'next-intl';
import { FREE_CONVERSATIONS } from '@/lib/schemas/chat';
import { buyPath } from '@/lib/utils/member-destinations';
import { AppLink as Link } from './app-link';

/** The premium features a free member can reach (spec §6 "premium-only chat features prompt a buy"). */
export type PremiumFeature = 'history' | 'chatPhotos' | 'privatePhotos' | 'conversations';

type Props = {
  feature: PremiumFeature;
  /** `inline`: one line with a link, inside a message or a list; the default is a small alert with a button. */
  variant?: 'alert' | 'inline';
  className?: string;
};

/**
 * Spec §8 "Premium-only alert": what a free member just reached is for premium members, and the way to
 * become one (the premium page). One component for every such place, so the wording and the link agree.
 */
export function PremiumPrompt({ feature, variant = 'alert', className = '' }: Props) {
  const t = useTranslations('PremiumPrompt');
  const text = feature === 'conversations' ? t('conversations', { conversations: FREE_CONVERSATIONS }) : t(feature);
  if (variant === 'inline') {
    return (
      <span className={className} data-premium-prompt={feature}>
        {text}{' '}
        <Link href={buyPath('premium')} className="alert-link">
          {t('cta')}
        </Link>
      </span>
    );
  }
  return (
    <div className={`alert alert-warning ${className}`} role="status" data-premium-prompt={feature}>
      <p className="fw-semibold mb-1">{t('title')}</p>
      <p className="mb-2">{text}</p>
      <Link href={buyPath('premium')} className="btn btn-sm btn-primary">
        {t('cta')}
      </Link>
    </div>
  );
}
