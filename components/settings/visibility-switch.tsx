'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { setVisibility } from '@/lib/api-client/settings';

/** Invisible mode: a switch that saves at once and goes back when saving fails. */
export function VisibilitySwitch({ invisible }: { invisible: boolean }) {
  const t = useTranslations('Settings');
  const errorText = useErrorText();
  const [value, setValue] = useState(invisible);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'error'; code: string } | null>(null);

  const toggle = async (next: boolean) => {
    setValue(next);
    setBusy(true);
    setStatus(null);
    try {
      const saved = await setVisibility(next);
      setValue(saved.invisible);
      setStatus({ kind: 'saved' });
    } catch (caught) {
      setValue(!next);
      setStatus({ kind: 'error', code: asApiError(caught).code });
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="settings-visibility-title">
      <h3 id="settings-visibility-title" className="h6">
        {t('visibilityTitle')}
      </h3>
      <div className="form-check form-switch">
        <input
          id="settings-invisible"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={value}
          disabled={busy}
          aria-describedby="settings-invisible-help"
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        <label className="form-check-label" htmlFor="settings-invisible">
          {t('invisibleLabel')}
        </label>
        <div id="settings-invisible-help" className="form-text">
          {t('invisibleHelp')}
        </div>
      </div>
      <p className="small mt-2 mb-0" role="status">
        {status?.kind === 'saved' ? t(value ? 'invisibleOn' : 'invisibleOff') : null}
        {status?.kind === 'error' ? <span className="text-danger">{errorText(status.code)}</span> : null}
      </p>
    </section>
  );
}
