import { TERMS_VERSION_DATE } from '@/lib/config/constants';

/** Spec §9: the terms are versioned 2023-12-01T12:00:00Z, or the company's added date when that is later. */
export function termsVersionDate(companyAdded: Date | string): Date {
  const base = new Date(TERMS_VERSION_DATE);
  const added = new Date(companyAdded);
  return Number.isNaN(added.getTime()) || added <= base ? base : added;
}
