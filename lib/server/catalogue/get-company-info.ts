import 'server-only';
import type { CompanyInfo } from '@/lib/schemas/settings';
import { getSite } from '@/lib/server/sites/get-site';

/**
 * The spec's Company info of the site's operating company. Its support contacts are the site's own
 * (sites.support_email, sites.support_phone): one address per site wherever it appears — footer,
 * legal pages, mails — however many sites the company runs.
 */
export async function getCompanyInfo(siteKey: string): Promise<CompanyInfo & { id: number }> {
  const site = await getSite(siteKey);
  const c = site.company;
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
    support_phone: site.supportPhone,
    support_email: site.supportEmail,
    delete_discount: c.deleteDiscount,
    added: c.added.toISOString(),
  };
}
