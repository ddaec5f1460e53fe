import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { Section } from '@/components/ui/section';
import { SpendLimitsForm } from './spend-limits-form';

/** The "Spending limits" card of /profile (issue 14 §8): the member's own brake on what they buy. */
export async function SpendLimitsSection() {
  const t = await getTranslations('Money.spendLimits');
  return (
    <AccountMessages namespaces={['Money']}>
      <Section id="spend-limits" title={t('title')} intro={t('intro')}>
        <SpendLimitsForm />
      </Section>
    </AccountMessages>
  );
}
