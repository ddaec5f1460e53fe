import 'server-only';
import type { CompanyInfo } from '@/lib/schemas/settings';
import { getSite } from '@/lib/server/sites/get-site';

/** The spec's Company info of the site's operating company. */
export async function getCompanyInfo(siteKey: string): Promise<CompanyInfo & { id: number }> {
  const { company: c } = await getSite(siteKey);
  return {
    id: c.id,
    name: c.name,
    address: c.address,
    zip: c.zip,
    kvk: c.kvk,
    city: c.city,
    country: c.country,
    tradenames: c.tradenames,
    vat_numbers: c.vatNumbers,
    support_phone: c.supportPhone,
    support_email: c.supportEmail,
    delete_discount: c.deleteDiscount,
    added: c.added.toISOString(),
  };
}
