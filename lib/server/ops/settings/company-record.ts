import 'server-only';
import type { companies } from '@/lib/db/schema';
import type { CompanyPatchInput, OpsCompany } from '@/lib/schemas/ops/settings';

type CompanyRow = typeof companies.$inferSelect;

export const COMPANY_COLUMNS = {
  name: 'name',
  address: 'address',
  zip: 'zip',
  city: 'city',
  country: 'country',
  kvk: 'kvk',
  tradenames: 'tradenames',
  vat_numbers: 'vatNumbers',
  support_phone: 'supportPhone',
  support_email: 'supportEmail',
  delete_discount: 'deleteDiscount',
} as const satisfies Record<keyof CompanyPatchInput, keyof CompanyRow>;

export type CompanyField = keyof typeof COMPANY_COLUMNS;

export function toOpsCompany(row: CompanyRow, siteIds: number[]): OpsCompany {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    zip: row.zip,
    city: row.city,
    country: row.country,
    kvk: row.kvk,
    tradenames: row.tradenames,
    vat_numbers: row.vatNumbers,
    support_phone: row.supportPhone,
    support_email: row.supportEmail,
    delete_discount: row.deleteDiscount,
    added: row.added.toISOString(),
    site_ids: siteIds,
  };
}
