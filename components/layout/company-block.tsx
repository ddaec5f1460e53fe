import { useTranslations } from 'next-intl';
import type { CompanyInfo } from '@/lib/schemas/settings';

/** The footer address block; only companies 1, 5 and 6 have one (spec §2). */
export const COMPANIES_WITH_ADDRESS_BLOCK = [1, 5, 6] as const;

export function hasAddressBlock(companyId: number): boolean {
  return (COMPANIES_WITH_ADDRESS_BLOCK as readonly number[]).includes(companyId);
}

export function CompanyBlock({ companyId, company }: { companyId: number; company: CompanyInfo }) {
  const t = useTranslations('Footer');
  if (!hasAddressBlock(companyId)) return null;
  return (
    <address className="mb-0" data-company={companyId}>
      <strong>{company.name}</strong>
      <br />
      {company.address}, {company.zip} {company.city}, {company.country}
      <br />
      {t('kvk', { kvk: company.kvk })} · {t('vat', { numbers: company.vat_numbers.join(', ') })}
      {company.tradenames.length > 0 && (
        <>
          <br />
          {t('tradenames', { names: company.tradenames.join(', ') })}
        </>
      )}
      <br />
      {t('phone', { phone: company.support_phone })} · {t('email', { email: company.support_email })}
    </address>
  );
}
