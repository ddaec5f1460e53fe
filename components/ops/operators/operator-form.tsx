'use client';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError, type ApiError } from '@/lib/api-client/errors';
import type { OpsOperator } from '@/lib/api-client/ops-operators';
import { SitePicker, type SiteChoice } from './site-picker';

export const ROLE_LABELS = { admin: 'Admin', moderator: 'Moderator', chat: 'Chat operator' } as const;
type Role = keyof typeof ROLE_LABELS;

export type OperatorFormValues = {
  email?: string;
  name: string;
  role: Role;
  site_ids: number[] | null;
  password?: string;
  reset_totp?: true;
};

/**
 * The form of a new operator (with e-mail and first password) or of a change (a new password optional, a reset
 * of two-step verification). Errors show at their field, the rest above the buttons.
 */
export function OperatorForm({
  idPrefix,
  initial,
  sites,
  mayGrantAll,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: OpsOperator | null;
  sites: readonly SiteChoice[];
  mayGrantAll: boolean;
  submitLabel: string;
  onSubmit: (values: OperatorFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const errorText = useErrorText();
  const [siteIds, setSiteIds] = useState<number[] | null>(
    initial ? initial.site_ids : mayGrantAll ? null : sites[0] ? [sites[0].id] : [],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const field = (name: string) => {
    const issue = error?.fields?.find((f) => f.path === name);
    if (issue) return errorText(issue.code);
    return name === 'email' && error?.code === 'email_taken'
      ? 'An operator with this e-mail already exists.'
      : undefined;
  };
  const shownFields = ['email', 'name', 'password', 'site_ids'];
  const general =
    error && error.code !== 'email_taken' && !error.fields?.every((f) => shownFields.includes(f.path))
      ? errorText(error.fields?.find((f) => !shownFields.includes(f.path))?.code ?? error.code)
      : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '');
    const password = text('password');
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        ...(initial ? {} : { email: text('email') }),
        name: text('name'),
        role: text('role') as Role,
        site_ids: siteIds,
        ...(password || !initial ? { password } : {}),
        ...(data.get('reset_totp') ? { reset_totp: true as const } : {}),
      });
    } catch (caught) {
      setError(asApiError(caught));
    }
    setBusy(false);
  };

  return (
    <form onSubmit={submit} noValidate>
      {initial ? null : (
        <FormField id={`${idPrefix}-email`} name="email" type="email" label="E-mail" required error={field('email')} />
      )}
      <FormField
        id={`${idPrefix}-name`}
        name="name"
        label="Name"
        defaultValue={initial?.name ?? ''}
        required
        error={field('name')}
      />
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-role`} className="form-label">
          Role
        </label>
        <select id={`${idPrefix}-role`} name="role" className="form-select" defaultValue={initial?.role ?? 'chat'}>
          {(Object.keys(ROLE_LABELS) as Role[]).map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <SitePicker
        idPrefix={idPrefix}
        sites={sites}
        value={siteIds}
        onChange={setSiteIds}
        mayGrantAll={mayGrantAll}
        error={field('site_ids')}
      />
      <FormField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        label={initial ? 'New password (leave empty to keep it)' : 'First password'}
        required={!initial}
        error={field('password')}
      />
      {initial?.totp_enabled ? (
        <div className="form-check mb-3">
          <input className="form-check-input" type="checkbox" id={`${idPrefix}-reset`} name="reset_totp" />
          <label className="form-check-label" htmlFor={`${idPrefix}-reset`}>
            Reset two-step verification (a lost device): they set it up again at their next login
          </label>
        </div>
      ) : null}
      {general ? (
        <div className="alert alert-danger" role="alert">
          {general}
        </div>
      ) : null}
      <div className="d-flex gap-2 flex-wrap">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
