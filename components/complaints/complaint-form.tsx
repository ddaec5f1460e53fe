'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGE_MIN,
  COMPLAINT_NAME_MAX,
  type ComplaintCategory,
} from '@/lib/schemas/complaint-categories';
import type { ComplaintReceipt } from '@/lib/schemas/complaints';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';

const LIMITS = {
  complaint_name_too_long: { max: COMPLAINT_NAME_MAX },
  complaint_message_too_short: { min: COMPLAINT_MESSAGE_MIN },
  complaint_message_too_long: { max: COMPLAINT_MESSAGE_MAX },
};

/**
 * "Report" on a member's profile links here with `?member=<id>`: the complaint is about that member, so the
 * form starts with the category "member" and the profile's address in the message, whoever handles it then
 * knows whom it is about.
 */
/**
 * The API client (ky and its retry rules) loads when the form first needs it: a visitor's page load evaluates none of
 * it, as the page is mostly read (issue 12). A failed load is a failed submission, shown as one.
 */
const complaintsApi = () => import('@/lib/api-client/complaints');

function reportedMember(): string | null {
  const member = new URLSearchParams(window.location.search).get('member');
  return member && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(member)
    ? `${window.location.origin}/members/${member.toLowerCase()}`
    : null;
}

/**
 * The complaints form (spec §2). The page is cached for everyone, so a logged-in member's name and
 * address are filled in here, in the browser, from the API; the server links the complaint to the member.
 */
export function ComplaintForm() {
  const t = useTranslations('Complaints');
  const errorText = useErrorText();
  const { busy, fields, general, begin, fail } = useApiForm();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  // null: untouched, so a report's preset (below) shows.
  const [category, setCategory] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const reported = useBrowserValue(reportedMember, null);
  const [receipt, setReceipt] = useState<ComplaintReceipt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (document.documentElement.dataset.auth !== '1') return;
    let live = true;
    complaintsApi()
      .then(({ complaintPrefill }) => complaintPrefill())
      .then(({ member }) => {
        if (!live || !member) return;
        setName((current) => current || member.name);
        setEmail((current) => current || member.email);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (receipt) doneRef.current?.focus();
  }, [receipt]);

  if (receipt) {
    return (
      <div ref={doneRef} tabIndex={-1} className="alert alert-success" role="status">
        <h2 className="h4">{t('doneTitle')}</h2>
        <p className="mb-2">{t('doneBody', { email: receipt.email })}</p>
        <p className="mb-0">
          {t('reference')} <strong data-complaint-reference="">{receipt.reference}</strong>
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    try {
      const { submitComplaint } = await complaintsApi();
      const answer = await submitComplaint({
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        category: String(data.get('category') ?? '') as ComplaintCategory,
        message: String(data.get('message') ?? ''),
      });
      setReceipt(answer.complaint);
    } catch (error) {
      fail(error, ['name', 'email', 'category', 'message']);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  const err = (field: string) => {
    const code = fields[field];
    return code ? errorText(code, LIMITS[code as keyof typeof LIMITS]) : undefined;
  };
  const categoryError = err('category');
  const messageError = err('message');
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      <FormField
        id="complaint-name"
        name="name"
        autoComplete="name"
        required
        maxLength={COMPLAINT_NAME_MAX}
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={err('name')}
      />
      <FormField
        id="complaint-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('email')}
        help={t('emailHelp')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={err('email')}
      />
      <div className="mb-3">
        <label htmlFor="complaint-category" className="form-label">
          {t('category')}
        </label>
        <select
          id="complaint-category"
          name="category"
          required
          value={category ?? (reported ? 'member' : '')}
          onChange={(e) => setCategory(e.target.value)}
          className={`form-select${categoryError ? ' is-invalid' : ''}`}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? 'complaint-category-error' : undefined}
        >
          <option value="" disabled>
            {t('categoryChoose')}
          </option>
          {COMPLAINT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
        {categoryError ? (
          <div id="complaint-category-error" className="invalid-feedback" role="alert">
            {categoryError}
          </div>
        ) : null}
      </div>
      <div className="mb-3">
        <label htmlFor="complaint-message" className="form-label">
          {t('message')}
        </label>
        <textarea
          id="complaint-message"
          name="message"
          required
          rows={6}
          value={message ?? (reported ? `${reported}\n\n` : '')}
          onChange={(e) => setMessage(e.target.value)}
          minLength={COMPLAINT_MESSAGE_MIN}
          maxLength={COMPLAINT_MESSAGE_MAX}
          className={`form-control${messageError ? ' is-invalid' : ''}`}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`complaint-message-help${messageError ? ' complaint-message-error' : ''}`}
        />
        {messageError ? (
          <div id="complaint-message-error" className="invalid-feedback" role="alert">
            {messageError}
          </div>
        ) : null}
        <div id="complaint-message-help" className="form-text">
          {t('messageHelp', { min: COMPLAINT_MESSAGE_MIN })}
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
