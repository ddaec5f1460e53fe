'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@/lib/config/locales';
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
import type { ErrorText } from '@/components/ui/error-text';
import type { ComplaintFormTexts } from './complaint-texts';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { loadOnce } from '@/lib/utils/load-once';

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

// One download of the error texts per language and deploy (a failed one is tried again on the next use).
const errorTexts = loadOnce<ErrorText>();
const loadErrorText = (locale: Locale, version: string): Promise<ErrorText> =>
  errorTexts(`${locale}:${version}`, () =>
    import('./complaint-error-text').then((m) => m.loadErrorText(locale, version)),
  );

/** How long a refusal waits for error texts still loading before it shows the fallback texts. */
const TEXTS_WAIT_MS = 1500;

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
export function ComplaintForm({
  texts,
  locale,
  textsVersion,
}: {
  texts: ComplaintFormTexts;
  locale: Locale;
  /** The error texts' digest for this deploy (signupTextsVersion), part of their URL. */
  textsVersion: string;
}) {
  const [errorText, setErrorText] = useState<ErrorText>(
    () => (code: string) => (texts.fallbackErrors as Record<string, string>)[code] ?? texts.fallbackErrors.generic,
  );
  // The error texts load when the visitor starts on the form (as the signup modal's on intent), so a refusal rarely
  // waits for them; one that does waits TEXTS_WAIT_MS at most.
  const textsLoaded = useRef(false);
  const loadTexts = async (waitMs?: number) => {
    if (textsLoaded.current) return;
    const load = loadErrorText(locale, textsVersion).then((loaded) => {
      textsLoaded.current = true;
      setErrorText(() => loaded);
    });
    const wait = waitMs === undefined ? load : Promise.race([load, new Promise((r) => setTimeout(r, waitMs))]);
    await wait.catch(() => undefined);
  };
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
        <h2 className="h4">{texts.doneTitle}</h2>
        <p className="mb-2">
          {texts.doneBody[0]}
          {receipt.email}
          {texts.doneBody[1]}
        </p>
        <p className="mb-0">
          {texts.reference} <strong data-complaint-reference="">{receipt.reference}</strong>
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
      // The texts first (if still loading, a moment at most), so the errors show in words at once.
      await loadTexts(TEXTS_WAIT_MS);
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
    <form ref={formRef} onSubmit={submit} onFocus={() => void loadTexts()} noValidate aria-busy={busy}>
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
        label={texts.name}
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
        label={texts.email}
        help={texts.emailHelp}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={err('email')}
      />
      <div className="mb-3">
        <label htmlFor="complaint-category" className="form-label">
          {texts.category}
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
            {texts.categoryChoose}
          </option>
          {COMPLAINT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {texts.categories[c]}
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
          {texts.message}
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
          {texts.messageHelp}
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
