'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormSection, OpsField } from '@/components/ops/settings/fields';
import { placeErrors, type PlacedErrors } from '@/components/ui/form-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { createOpsMailing, updateOpsMailing } from '@/lib/api-client/ops-mailings';
import { LOCALES, LOCALE_NAMES } from '@/lib/config/locales';
import { MAILING_KINDS, type OpsMailing } from '@/lib/schemas/ops/mailings';

const SHOWN = ['site_id', 'kind', 'language', 'subject', 'body'];
const KIND_LABELS = { promotions: 'Promotions (offers)', news: 'News' } as const;

/** Write (mailing null) or edit a draft mailing: plain text, blank lines between paragraphs. */
export function MailingForm({
  mailing,
  sites,
  allSites,
}: {
  mailing: OpsMailing | null;
  sites: { id: number; name: string; domain_language: string }[];
  /** The operator may write for every site at once. */
  allSites: boolean;
}) {
  const router = useRouter();
  const errorText = useErrorText();
  const first = sites[0];
  const [siteId, setSiteId] = useState(
    mailing ? (mailing.site_id === null ? '' : String(mailing.site_id)) : String(first?.id ?? ''),
  );
  const [kind, setKind] = useState<string>(mailing?.kind ?? 'news');
  const [language, setLanguage] = useState(mailing?.language ?? first?.domain_language ?? 'en');
  const [subject, setSubject] = useState(mailing?.subject ?? '');
  const [body, setBody] = useState(mailing?.body ?? '');
  const [errors, setErrors] = useState<PlacedErrors>({ fields: {}, general: null });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const err = (f: string) => (errors.fields[f] ? errorText(errors.fields[f]) : undefined);
  const readOnly = mailing !== null && mailing.status !== 'draft';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setErrors({ fields: {}, general: null });
    const values = { site_id: siteId === '' ? null : Number(siteId), kind, language, subject, body };
    try {
      if (mailing) {
        await updateOpsMailing(mailing.id, values);
        setSaved(true);
        router.refresh();
      } else {
        const { mailing: created } = await createOpsMailing(values);
        router.push(`/ops/mailings/${created.id}`);
      }
    } catch (caught) {
      setErrors(placeErrors(caught, SHOWN));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={mailing ? 'Edit mailing' : 'New mailing'}>
      {errors.general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(errors.general.code, errors.general.params)}
        </div>
      ) : null}
      <FormSection title="Audience">
        <OpsField id="mailing-site" label="Site" error={err('site_id')} className="col-12 col-md-4">
          {({ invalid, ...aria }) => (
            <select
              {...aria}
              className={`form-select${invalid}`}
              value={siteId}
              disabled={readOnly}
              onChange={(e) => setSiteId(e.target.value)}
            >
              {allSites ? <option value="">Every site</option> : null}
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </OpsField>
        <OpsField
          id="mailing-kind"
          label="Switch"
          error={err('kind')}
          className="col-12 col-md-4"
          help="Only members who turned this switch on receive it."
        >
          {({ invalid, ...aria }) => (
            <select
              {...aria}
              className={`form-select${invalid}`}
              value={kind}
              disabled={readOnly}
              onChange={(e) => setKind(e.target.value)}
            >
              {MAILING_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </OpsField>
        <OpsField
          id="mailing-language"
          label="Language"
          error={err('language')}
          className="col-12 col-md-4"
          help="Members whose language this is; write one mailing per language."
        >
          {({ invalid, ...aria }) => (
            <select
              {...aria}
              className={`form-select${invalid}`}
              value={language}
              disabled={readOnly}
              onChange={(e) => setLanguage(e.target.value)}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </OpsField>
      </FormSection>
      <FormSection title="Text">
        <OpsField id="mailing-subject" label="Subject" error={err('subject')} className="col-12">
          {({ invalid, ...aria }) => (
            <input
              {...aria}
              className={`form-control${invalid}`}
              value={subject}
              readOnly={readOnly}
              onChange={(e) => setSubject(e.target.value)}
            />
          )}
        </OpsField>
        <OpsField
          id="mailing-body"
          label="Text"
          error={err('body')}
          className="col-12"
          help="Plain text; a blank line starts a new paragraph. The greeting, signature and unsubscribe link are added."
        >
          {({ invalid, ...aria }) => (
            <textarea
              {...aria}
              className={`form-control${invalid}`}
              rows={10}
              value={body}
              readOnly={readOnly}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
        </OpsField>
      </FormSection>
      {readOnly ? null : (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {mailing ? 'Save draft' : 'Create draft'}
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
