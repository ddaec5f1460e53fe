'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { placeErrors, type PlacedErrors } from '@/components/ui/form-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { createOpsContent, deleteOpsContent, updateOpsContent } from '@/lib/api-client/ops-settings';
import { LOCALES, LOCALE_NAMES } from '@/lib/config/locales';
import type { OpsContentPage } from '@/lib/schemas/ops/settings';
import { FormSection, OpsField } from './fields';

const SHOWN = ['site_id', 'locale', 'token', 'title', 'body', 'published'];

/** Create (page null) or edit a content page: plain text, blank lines between paragraphs, "## " for headings. */
export function ContentForm({
  page,
  sites,
}: {
  page: OpsContentPage | null;
  sites: { id: number; name: string; domain_language: string }[];
}) {
  const router = useRouter();
  const errorText = useErrorText();
  const [siteId, setSiteId] = useState(String(page?.site_id ?? sites[0]?.id ?? ''));
  const [locale, setLocale] = useState(page?.locale ?? sites[0]?.domain_language ?? 'en');
  const [token, setToken] = useState(page?.token ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const [published, setPublished] = useState(page?.published ?? true);
  const [errors, setErrors] = useState<PlacedErrors>({ fields: {}, general: null });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const err = (f: string) => (errors.fields[f] ? errorText(errors.fields[f]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setErrors({ fields: {}, general: null });
    try {
      if (page) {
        const changes = Object.fromEntries(
          Object.entries({ title, body, published }).filter(
            ([f, v]) => v !== page[f as 'title' | 'body' | 'published'],
          ),
        );
        if (Object.keys(changes).length > 0) await updateOpsContent(page, changes);
        setSaved(true);
        router.refresh();
      } else {
        const { page: created } = await createOpsContent({
          site_id: Number(siteId),
          locale,
          token,
          title,
          body,
          published,
        });
        router.push(`/ops/content/${created.site_id}/${created.locale}/${created.token}`);
      }
    } catch (caught) {
      setErrors(placeErrors(caught, SHOWN));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!page || !window.confirm(`Delete the page /${page.token} (${page.locale})?`)) return;
    setBusy(true);
    try {
      await deleteOpsContent(page);
      router.push(`/ops/content?site_id=${page.site_id}`);
    } catch (caught) {
      setErrors(placeErrors(caught, SHOWN));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={page ? `Edit /${page.token}` : 'New content page'}>
      {errors.general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(errors.general.code, errors.general.params)}
        </div>
      ) : null}
      <FormSection title="Address">
        <OpsField id="content-site" label="Site" error={err('site_id')} className="col-12 col-md-4">
          {({ invalid, ...aria }) => (
            <select
              {...aria}
              className={`form-select${invalid}`}
              value={siteId}
              disabled={page !== null}
              onChange={(e) => setSiteId(e.target.value)}
            >
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </OpsField>
        <OpsField id="content-locale" label="Language" error={err('locale')} className="col-12 col-md-4">
          {({ invalid, ...aria }) => (
            <select
              {...aria}
              className={`form-select${invalid}`}
              value={locale}
              disabled={page !== null}
              onChange={(e) => setLocale(e.target.value)}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </OpsField>
        <OpsField
          id="content-token"
          label="Address (/token)"
          error={err('token')}
          className="col-12 col-md-4"
          help="Lower-case letters, digits and dashes; the same token in another language is its translation."
        >
          {({ invalid, ...aria }) => (
            <input
              {...aria}
              className={`form-control${invalid}`}
              value={token}
              readOnly={page !== null}
              onChange={(e) => setToken(e.target.value)}
            />
          )}
        </OpsField>
      </FormSection>
      <FormSection title="Text">
        <OpsField id="content-title" label="Title" error={err('title')} className="col-12">
          {({ invalid, ...aria }) => (
            <input
              {...aria}
              className={`form-control${invalid}`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </OpsField>
        <OpsField
          id="content-body"
          label="Body"
          error={err('body')}
          className="col-12"
          help='Plain text, no HTML. A blank line starts a new paragraph; a line starting with "## " is a heading.'
        >
          {({ invalid, ...aria }) => (
            <textarea
              {...aria}
              className={`form-control${invalid}`}
              rows={14}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
        </OpsField>
        <div className="col-12 form-check ms-2 mb-2">
          <input
            id="content-published"
            type="checkbox"
            className="form-check-input"
            checked={published}
            onChange={(e) => setPublished(e.target.checked)}
          />
          <label className="form-check-label" htmlFor="content-published">
            Published
          </label>
        </div>
      </FormSection>
      <div className="d-flex flex-wrap gap-3 align-items-center mb-5">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {page ? 'Save changes' : 'Create page'}
        </button>
        {page ? (
          <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={remove}>
            Delete page
          </button>
        ) : null}
        {saved ? (
          <span role="status" className="text-success">
            Saved. The page shows it now.
          </span>
        ) : null}
      </div>
    </form>
  );
}
