'use client';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { enterAsMember } from '@/components/account/after-login';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';
import { deleteAccount } from '@/lib/api-client/settings';
import { DELETION_REASONS, DELETION_REMARKS_MAX, type DeletionReason } from '@/lib/schemas/account-settings';
import { REACTIVATION_DAYS } from '@/lib/config/constants';

/** The last step of deletion: a reason (spec §3), optional remarks and the password. Then /account-deleted. */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const t = useTranslations('Deletion');
  const errorText = useErrorText();
  const { busy, fields, general, begin, fail } = useApiForm();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    const remarks = String(data.get('remarks') ?? '').trim();
    try {
      await deleteAccount({
        reason: String(data.get('reason') ?? '') as DeletionReason,
        password: String(data.get('password') ?? ''),
        ...(remarks ? { remarks } : {}),
      });
      // A full page load: the session is gone and the shell must start as a visitor's.
      enterAsMember('/account-deleted');
    } catch (caught) {
      fail(caught, ['reason', 'remarks', 'password'], { old_password_wrong: 'password' });
    }
  };

  const reasonError = fields.reason ? errorText(fields.reason) : undefined;
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      <fieldset
        className="mb-3"
        aria-describedby={reasonError ? 'delete-reason-error' : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend className="form-label fs-6">{t('reasonLegend')}</legend>
        {DELETION_REASONS.map((reason) => (
          <div className="form-check" key={reason}>
            <input
              className={`form-check-input${reasonError ? ' is-invalid' : ''}`}
              type="radio"
              name="reason"
              id={`delete-reason-${reason}`}
              value={reason}
              required
            />
            <label className="form-check-label" htmlFor={`delete-reason-${reason}`}>
              {t(`reasons.${reason}`)}
            </label>
          </div>
        ))}
        {reasonError ? (
          <div id="delete-reason-error" className="invalid-feedback d-block" role="alert">
            {reasonError}
          </div>
        ) : null}
      </fieldset>
      <div className="mb-3">
        <label htmlFor="delete-remarks" className="form-label">
          {t('remarks')}
        </label>
        <textarea
          id="delete-remarks"
          name="remarks"
          className={`form-control${fields.remarks ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={DELETION_REMARKS_MAX}
          aria-invalid={fields.remarks ? true : undefined}
          aria-describedby={fields.remarks ? 'delete-remarks-error' : undefined}
        />
        {fields.remarks ? (
          <div id="delete-remarks-error" className="invalid-feedback" role="alert">
            {errorText(fields.remarks, { max: DELETION_REMARKS_MAX })}
          </div>
        ) : null}
      </div>
      <FormField
        id="delete-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('password')}
        error={fields.password ? errorText(fields.password) : undefined}
      />
      <p className="small text-body-secondary">{t('reactivationNote', { days: REACTIVATION_DAYS })}</p>
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? t('deleting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
