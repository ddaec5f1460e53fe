'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { placeErrors, type PlacedErrors } from '@/components/ui/form-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { createOpsSite, updateOpsSite } from '@/lib/api-client/ops-settings';
import { NICHES, SEARCH_VISIBILITY, SIGNUP_MODES } from '@/lib/config/constants';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/lib/config/locales';
import { SITE_THEMES } from '@/lib/config/site-themes';
import { PROFILE_FIELDS, SITE_TEXT_KEYS, type OpsSite, type SiteTextKey } from '@/lib/schemas/ops/settings';
import { SEARCH_FIELDS } from '@/lib/schemas/search';
import { CheckboxGroup, FormSection, linesOf, OpsField } from './fields';

type Texts = Partial<Record<string, Partial<Record<SiteTextKey, string>>>>;
type Values = {
  key: string;
  domain: string;
  aliases: string;
  name: string;
  domain_language: string;
  default_country: string;
  niche: string;
  company_id: string;
  signups: string;
  logged_out_search: string;
  logged_out_search_trafficsource: string;
  enable_site_entry_popup: boolean;
  message_credits: string;
  photo_credits: string;
  gift_credits: string;
  signup_credits: string;
  message_length: string;
  visible_profile_fields: string[];
  visible_profile_notes: boolean;
  search_fields: string[];
  refund_days: string;
  support_email: string;
  support_phone: string;
  theme: string;
  primary: string;
  accent: string;
  member_resell: boolean;
  texts: Texts;
};

const NUMBER_FIELDS = [
  'niche',
  'company_id',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'message_length',
  'refund_days',
] as const;

const TEXT_LABELS: Record<SiteTextKey, string> = {
  index_title: 'Index title',
  description: 'Description',
  fictional_warning: 'Fictional profiles: warning',
  fictional_singular: 'Fictional profiles: singular label',
  fictional_plural: 'Fictional profiles: plural label',
};

function initialValues(site: OpsSite | null, companyId: number | undefined): Values {
  return {
    key: site?.key ?? '',
    domain: site?.domain ?? '',
    aliases: (site?.aliases ?? []).join('\n'),
    name: site?.name ?? '',
    domain_language: site?.domain_language ?? 'en',
    default_country: site?.default_country ?? 'GB',
    niche: String(site?.niche ?? 1),
    company_id: String(site?.company_id ?? companyId ?? ''),
    signups: site?.signups ?? 'all',
    logged_out_search: site?.logged_out_search ?? 'limited',
    logged_out_search_trafficsource: site?.logged_out_search_trafficsource ?? 'full',
    enable_site_entry_popup: site?.enable_site_entry_popup ?? true,
    message_credits: String(site?.message_credits ?? 10),
    photo_credits: String(site?.photo_credits ?? 20),
    gift_credits: String(site?.gift_credits ?? 30),
    signup_credits: String(site?.signup_credits ?? 20),
    message_length: String(site?.message_length ?? 1000),
    visible_profile_fields: site?.visible_profile_fields ?? [...PROFILE_FIELDS],
    visible_profile_notes: site?.visible_profile_notes ?? true,
    search_fields: site?.search_fields ?? SEARCH_FIELDS.filter((f) => f !== 'with_photo'),
    refund_days: String(site?.refund_days ?? 14),
    support_email: site?.support_email ?? '',
    support_phone: site?.support_phone ?? '',
    theme: site?.theme ?? 'rose',
    primary: site?.theme_colors.primary ?? '',
    accent: site?.theme_colors.accent ?? '',
    member_resell: site?.member_resell ?? false,
    texts: site?.texts ?? {},
  };
}

/** The request body: numbers as numbers, lists as arrays, empty texts and colours left out. */
function toBody(v: Values, create: boolean): Record<string, unknown> {
  const texts: Texts = {};
  for (const [locale, entries] of Object.entries(v.texts)) {
    const kept = Object.fromEntries(Object.entries(entries ?? {}).filter(([, text]) => (text ?? '').trim() !== ''));
    if (Object.keys(kept).length > 0) texts[locale] = kept;
  }
  const body: Record<string, unknown> = {
    domain: v.domain,
    aliases: linesOf(v.aliases),
    name: v.name,
    texts,
    domain_language: v.domain_language,
    default_country: v.default_country,
    signups: v.signups,
    logged_out_search: v.logged_out_search,
    logged_out_search_trafficsource: v.logged_out_search_trafficsource,
    enable_site_entry_popup: v.enable_site_entry_popup,
    visible_profile_fields: v.visible_profile_fields,
    visible_profile_notes: v.visible_profile_notes,
    search_fields: v.search_fields,
    support_email: v.support_email,
    support_phone: v.support_phone,
    theme: v.theme,
    theme_colors: {
      ...(v.primary ? { primary: v.primary } : {}),
      ...(v.accent ? { accent: v.accent } : {}),
    },
    member_resell: v.member_resell,
  };
  for (const field of NUMBER_FIELDS) body[field] = v[field].trim() === '' ? null : Number(v[field]);
  if (create) body.key = v.key;
  return body;
}

/** Only what changed, so that the audit log shows the edit and nothing else. */
function changed(body: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  );
}

const SHOWN = [
  'key',
  'domain',
  'aliases',
  'name',
  'texts',
  'domain_language',
  'default_country',
  'niche',
  'company_id',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'message_length',
  'visible_profile_fields',
  'search_fields',
  'refund_days',
  'support_email',
  'support_phone',
  'theme',
  'theme_colors',
];

/** Create (site null) or edit a site: every setting in grouped sections; the API's field codes beside each field. */
export function SiteForm({ site, companies }: { site: OpsSite | null; companies: { id: number; name: string }[] }) {
  const router = useRouter();
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(() => initialValues(site, companies[0]?.id));
  const [errors, setErrors] = useState<PlacedErrors>({ fields: {}, general: null });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [textLocale, setTextLocale] = useState<Locale>((site?.domain_language as Locale | undefined) ?? 'en');
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const err = (field: string) => (errors.fields[field] ? errorText(errors.fields[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {}, general: null });
    try {
      if (site) {
        const body = changed(toBody(values, false), toBody(initialValues(site, undefined), false));
        if (Object.keys(body).length > 0) {
          const { site: updated } = await updateOpsSite(site.id, body);
          setValues(initialValues(updated, undefined));
        }
        setSaved(true);
        router.refresh();
      } else {
        const { site: created } = await createOpsSite(toBody(values, true));
        router.push(`/ops/sites/${created.id}`);
      }
    } catch (caught) {
      setErrors(placeErrors(caught, SHOWN));
    } finally {
      setBusy(false);
    }
  }

  const input = (field: keyof Values, label: string, type = 'text', help?: string) => (
    <OpsField id={`site-${field}`} label={label} error={err(field)} help={help}>
      {({ invalid, ...aria }) => (
        <input
          {...aria}
          type={type}
          className={`form-control${invalid}`}
          value={String(values[field])}
          onChange={(e) => set(field, e.target.value as never)}
        />
      )}
    </OpsField>
  );
  const select = (field: keyof Values, label: string, options: readonly (string | [string, string])[]) => (
    <OpsField id={`site-${field}`} label={label} error={err(field)}>
      {({ invalid, ...aria }) => (
        <select
          {...aria}
          className={`form-select${invalid}`}
          value={String(values[field])}
          onChange={(e) => set(field, e.target.value as never)}
        >
          {options.map((o) => {
            const [value, text] = typeof o === 'string' ? [o, o] : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </OpsField>
  );
  const check = (field: 'enable_site_entry_popup' | 'visible_profile_notes' | 'member_resell', label: string) => (
    <div className="col-12 col-md-6 mb-3 form-check ms-2">
      <input
        className="form-check-input"
        type="checkbox"
        id={`site-${field}`}
        checked={values[field]}
        onChange={(e) => set(field, e.target.checked)}
      />
      <label className="form-check-label" htmlFor={`site-${field}`}>
        {label}
      </label>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={site ? `Edit ${site.name}` : 'New site'}>
      {errors.general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(errors.general.code, errors.general.params)}
        </div>
      ) : null}
      <FormSection title="Domains">
        {site ? null : input('key', 'Site key', 'text', 'Lower-case letters, digits and dashes; fixed once created.')}
        {input('domain', 'Domain', 'text', 'The host name only, e.g. example.com (www. is served as well).')}
        <OpsField
          id="site-aliases"
          label="Aliases"
          error={err('aliases')}
          help="One host name per line; none may be the domain or another site's."
        >
          {({ invalid, ...aria }) => (
            <textarea
              {...aria}
              className={`form-control${invalid}`}
              rows={3}
              value={values.aliases}
              onChange={(e) => set('aliases', e.target.value)}
            />
          )}
        </OpsField>
      </FormSection>
      <FormSection title="Identity, language and company">
        {input('name', 'Name')}
        {select(
          'company_id',
          'Company',
          companies.map((c) => [String(c.id), `${c.id} · ${c.name}`]),
        )}
        {select(
          'domain_language',
          'Default language',
          LOCALES.map((l) => [l, LOCALE_NAMES[l]]),
        )}
        {select('default_country', 'Default country', COUNTRIES)}
        {select(
          'niche',
          'Niche',
          NICHES.map((n) => String(n)),
        )}
        {select('theme', 'Theme', Object.keys(SITE_THEMES))}
        {input('primary', 'Primary colour (#rrggbb, optional)')}
        {input('accent', 'Accent colour (#rrggbb, optional)')}
        {err('theme_colors') ? <p className="text-danger small">{err('theme_colors')}</p> : null}
      </FormSection>
      <FormSection title="Signups and logged-out search">
        {select('signups', 'Signups', SIGNUP_MODES)}
        {select('logged_out_search', 'Logged-out search', SEARCH_VISIBILITY)}
        {select('logged_out_search_trafficsource', 'Logged-out search with a traffic source', SEARCH_VISIBILITY)}
        {check('enable_site_entry_popup', 'Show the site-entry popup')}
      </FormSection>
      <FormSection title="Credits and messages">
        {input('message_credits', 'Message credits', 'number')}
        {input('photo_credits', 'Photo credits', 'number')}
        {input('gift_credits', 'Gift credits', 'number')}
        {input('signup_credits', 'Signup credits', 'number')}
        {input('message_length', 'Message length (characters)', 'number')}
        {input('refund_days', 'Refund days', 'number')}
        {check('member_resell', 'Member resell')}
      </FormSection>
      <FormSection title="Profiles and search">
        <CheckboxGroup
          id="site-visible_profile_fields"
          legend="Visible profile fields"
          options={PROFILE_FIELDS}
          value={values.visible_profile_fields}
          onChange={(next) => set('visible_profile_fields', next)}
          error={err('visible_profile_fields')}
        />
        {check('visible_profile_notes', 'Show profile notes')}
        <CheckboxGroup
          id="site-search_fields"
          legend="Search fields"
          options={SEARCH_FIELDS}
          value={values.search_fields}
          onChange={(next) => set('search_fields', next)}
          error={err('search_fields')}
        />
      </FormSection>
      <FormSection title="Texts per language">
        <OpsField id="site-text-locale" label="Language of the texts below" className="col-12 col-md-4">
          {({ invalid: _invalid, ...aria }) => (
            <select
              {...aria}
              className="form-select"
              value={textLocale}
              onChange={(e) => setTextLocale(e.target.value as Locale)}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </OpsField>
        <p className="col-12 form-text">Leave a text empty to use the product&apos;s own text in that language.</p>
        {err('texts') ? <p className="col-12 text-danger small">{err('texts')}</p> : null}
        {SITE_TEXT_KEYS.map((key) => (
          <OpsField key={key} id={`site-text-${key}`} label={`${TEXT_LABELS[key]} (${textLocale})`} className="col-12">
            {({ invalid: _invalid, ...aria }) => (
              <textarea
                {...aria}
                className="form-control"
                rows={key === 'description' || key === 'fictional_warning' ? 3 : 1}
                value={values.texts[textLocale]?.[key] ?? ''}
                onChange={(e) =>
                  set('texts', {
                    ...values.texts,
                    [textLocale]: { ...values.texts[textLocale], [key]: e.target.value },
                  })
                }
              />
            )}
          </OpsField>
        ))}
      </FormSection>
      <FormSection title="Support">
        {input('support_email', 'Support e-mail', 'email')}
        {input('support_phone', 'Support phone', 'tel')}
      </FormSection>
      <div className="d-flex gap-3 align-items-center mb-5">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {site ? 'Save changes' : 'Create site'}
        </button>
        {saved ? (
          <span role="status" className="text-success">
            Saved. The site serves the change now.
          </span>
        ) : null}
      </div>
    </form>
  );
}
