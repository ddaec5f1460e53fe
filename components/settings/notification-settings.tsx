'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { updateNotifications } from '@/lib/api-client/settings';
import { USER_KEY } from '@/lib/hooks/use-user';
import {
  NOTIFICATION_SWITCHES,
  type NotificationSettings as Settings,
  type NotificationSwitch,
} from '@/lib/schemas/notifications';
import { MailSuppressionAlert } from './mail-suppression-alert';

/**
 * /notifications: the eight e-mail switches of spec §3. Each switch saves on its own at once (only the
 * switch that changed is sent) and goes back if saving fails; above them, why mail may be off entirely.
 */
export function NotificationSettings({ initial, email }: { initial: Settings; email: string }) {
  const t = useTranslations('Notifications');
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<NotificationSwitch | null>(null);
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'error'; code: string } | null>(null);

  const toggle = async (key: NotificationSwitch, value: boolean) => {
    const before = settings;
    setSettings({ ...settings, preferences: { ...settings.preferences, [key]: value } });
    setSaving(key);
    setStatus(null);
    try {
      setSettings(await updateNotifications({ [key]: value }));
      setStatus({ kind: 'saved' });
    } catch (caught) {
      setSettings(before);
      setStatus({ kind: 'error', code: asApiError(caught).code });
    }
    setSaving(null);
  };

  const resumed = (next: Settings) => {
    setSettings(next);
    // The shell's disabled-notifications alert reads the user; refresh it.
    void mutate(USER_KEY);
  };

  return (
    <div>
      {settings.notifications_disabled.length > 0 ? (
        <MailSuppressionAlert settings={settings} email={email} onResumed={resumed} />
      ) : null}
      <fieldset aria-busy={saving !== null}>
        <legend className="h5">{t('switchesLegend')}</legend>
        <ul className="list-unstyled mb-0">
          {NOTIFICATION_SWITCHES.map((key) => (
            <li key={key} className="form-check form-switch py-2 border-bottom">
              <input
                id={`notify-${key}`}
                className="form-check-input"
                type="checkbox"
                role="switch"
                checked={settings.preferences[key]}
                disabled={saving === key}
                aria-describedby={`notify-${key}-help`}
                onChange={(event) => void toggle(key, event.currentTarget.checked)}
              />
              <label className="form-check-label fw-semibold" htmlFor={`notify-${key}`}>
                {t(`switches.${key}.label`)}
              </label>
              <div id={`notify-${key}-help`} className="form-text mt-0">
                {t(`switches.${key}.help`)}
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="small mt-2" role="status">
        {status?.kind === 'saved' ? t('saved') : null}
        {status?.kind === 'error' ? <span className="text-danger">{errorText(status.code)}</span> : null}
      </p>
    </div>
  );
}
