'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { placeErrors, type PlacedErrors } from '@/components/ui/form-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { createOpsCompany, updateOpsCompany } from '@/lib/api-client/ops-settings';
import type { OpsCompany } from '@/lib/schemas/ops/settings';
import { FormSection, linesOf, OpsField } from './fields';

const TEXT_FIELDS = [
  ['name', 'Name'],
  ['address', 'Address'],
  ['zip', 'Postcode'],
  ['city', 'City'],
  ['country', 'Country (ISO code, e.g. NL)'],
  ['kvk', 'Chamber of commerce number (KvK)'],
  ['support_phone', 'Support phone'],
  ['support_email', 'Support e-mail'],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];
type Values = Record<TextField | 'id' | 'tradenames' | 'vat_numbers' | 'delete_discount', string>;
const SHOWN = ['id', 'tradenames', 'vat_numbers', 'delete_discount', ...TEXT_FIELDS.map(([f]) => f)];

function initial(company: OpsCompany | null): Values {
  return {
    id: company ? String(company.id) : '',
    name: company?.name ?? '',
    address: company?.address ?? '',
    zip: company?.zip ?? '',
    city: company?.city ?? '',
    country: company?.country ?? '',
    kvk: company?.kvk ?? '',
    support_phone: company?.support_phone ?? '',
    support_email: company?.support_email ?? '',
    tradenames: (company?.tradenames ?? []).join('\n'),
    vat_numbers: (company?.vat_numbers ?? []).join('\n'),
    delete_discount: String(company?.delete_discount ?? 0),
  };
}

function toBody(v: Values): Record<string, unknown> {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map(([f]) => [f, v[f]])),
    tradenames: linesOf(v.tradenames),
    vat_numbers: linesOf(v.vat_numbers),
    delete_discount: v.delete_discount.trim() === '' ? null : Number(v.delete_discount),
  };
}

/** Create (company null) or edit a company; the API's field codes beside each field. */
export function CompanyForm({ company, readOnly }: { company: OpsCompany | null; readOnly: boolean }) {
  const router = useRouter();
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(() => initial(company));
  const [errors, setErrors] = useState<PlacedErrors>({ fields: {}, general: null });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const err = (f: string) => (errors.fields[f] ? errorText(errors.fields[f]) : undefined);
  const set = (f: keyof Values, value: string) => {
    setSaved(false);
    setValues((v) => ({ ...v, [f]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {}, general: null });
    try {
      if (company) {
        const before = toBody(initial(company));
        const body = Object.fromEntries(
          Object.entries(toBody(values)).filter(([f, v]) => JSON.stringify(v) !== JSON.stringify(before[f])),
        );
        if (Object.keys(body).length > 0) await updateOpsCompany(company.id, body);
        setSaved(true);
        router.refresh();
      } else {
        const { company: created } = await createOpsCompany({
          id: values.id.trim() === '' ? null : Number(values.id),
          ...toBody(values),
        });
        router.push(`/ops/companies/${created.id}`);
      }
    } catch (caught) {
      setErrors(placeErrors(caught, SHOWN));
    } finally {
      setBusy(false);
    }
  }

  const field = (f: keyof Values, label: string, rows = 0, help?: string) => (
    <OpsField id={`company-${f}`} label={label} error={err(f)} help={help}>
      {({ invalid, ...aria }) =>
        rows > 0 ? (
          <textarea
            {...aria}
            rows={rows}
            className={`form-control${invalid}`}
            value={values[f]}
            readOnly={readOnly}
            onChange={(e) => set(f, e.target.value)}
          />
        ) : (
          <input
            {...aria}
            className={`form-control${invalid}`}
            value={values[f]}
            readOnly={readOnly}
            inputMode={f === 'id' || f === 'delete_discount' ? 'numeric' : undefined}
            onChange={(e) => set(f, e.target.value)}
          />
        )
      }
    </OpsField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={company ? `Edit ${company.name}` : 'New company'}>
      {errors.general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(errors.general.code, errors.general.params)}
        </div>
      ) : null}
      <FormSection title="Company">
        {company ? null : field('id', 'Company number', 0, 'Chosen by you; it never changes.')}
        {TEXT_FIELDS.slice(0, 6).map(([f, label]) => field(f, label))}
      </FormSection>
      <FormSection title="Trade names and VAT">
        {field('tradenames', 'Trade names', 3, 'One per line.')}
        {field('vat_numbers', 'VAT numbers', 3, 'One per line, with the country prefix.')}
      </FormSection>
      <FormSection title="Support and discounts">
        {TEXT_FIELDS.slice(6).map(([f, label]) => field(f, label))}
        {field('delete_discount', 'Discount offered on deletion (%)', 0, 'From 0 to 100.')}
      </FormSection>
      {readOnly ? (
        <p className="text-body-secondary">Only admins of every site edit companies.</p>
      ) : (
        <div className="d-flex gap-3 align-items-center mb-5">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {company ? 'Save changes' : 'Create company'}
          </button>
          {saved ? (
            <span role="status" className="text-success">
              Saved.
            </span>
          ) : null}
        </div>
      )}
    </form>
  );
}
