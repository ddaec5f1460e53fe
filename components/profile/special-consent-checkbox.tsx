'use client';
import { useTranslations } from 'next-intl';

type Props = { id: string; siteName: string; checked: boolean; onChange: (checked: boolean) => void };

/**
 * The separate consent for sexuality, reason for joining and interests (GDPR Art. 9(2)(a)): its own
 * control, never ticked by default, with the text whose version the server records.
 */
export function SpecialConsentCheckbox({ id, siteName, checked, onChange }: Props) {
  const t = useTranslations('Profile');
  return (
    <div className="form-check border rounded p-3 ps-5 mb-3">
      <input
        className="form-check-input"
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {t('specialConsent.label', { site: siteName })}
      </label>
    </div>
  );
}
