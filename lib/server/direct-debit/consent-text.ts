import 'server-only';
import { createHash } from 'node:crypto';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { DIRECT_DEBIT_CONSENT_VERSION } from '@/lib/schemas/direct-debit';
import type { Site } from '@/lib/server/sites/get-site';

export type SignedConsent = { version: string; locale: Locale; text: string; sha256: string };

/**
 * The mandate text exactly as /directdebit showed it beside the checkbox (DirectDebit.consent.text in the
 * page's language, with the company's and the site's names), kept with the request with its hash and version:
 * what the member agreed to can be shown word for word in a dispute.
 */
export async function consentText(locale: Locale, site: Site): Promise<SignedConsent> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'DirectDebit' });
  const text = t('consent.text', { company: site.company.name, site: site.name });
  return {
    version: DIRECT_DEBIT_CONSENT_VERSION,
    locale,
    text,
    sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
  };
}
