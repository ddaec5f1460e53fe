'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { useDateFormat } from '@/components/shell/time-provider';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import { LONG_DATE } from '@/lib/utils/time';
import { SpecialConsentCheckbox } from './special-consent-checkbox';
import { useSectionSave } from './use-section-save';

const CHECKBOX_ID = 'profile-special-consent';

type Props = {
  profile: OwnProfile;
  siteName: string;
  save: (patch: ProfilePatchInput) => Promise<OwnProfile>;
  /** The unsaved tick: it opens sexuality, reason and interests, and their next save records the consent. */
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onWithdrawn: () => void;
};

/**
 * /profile's consent for special-category data (GDPR-05): the unticked checkbox while there is no
 * consent; once given, when and to which text, and the withdrawal (asked again first), which
 * removes sexuality, reason and interests on the server and in the editors.
 */
export function SpecialConsentSettings({ profile, siteName, save, ticked, onTick, onWithdrawn }: Props) {
  const t = useTranslations('Profile');
  const formatDate = useDateFormat(LONG_DATE);
  const errorText = useErrorText();
  const section = useSectionSave(save);
  const [confirming, setConfirming] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const consent = profile.special_consent;

  const withdraw = async () => {
    if (!(await section.submit({ special_consent: false }))) return;
    setConfirming(false);
    setWithdrawn(true);
    onWithdrawn();
    // The checkbox comes back in place of the confirmation.
    requestAnimationFrame(() => document.getElementById(CHECKBOX_ID)?.focus());
  };
  const cancel = () => {
    setConfirming(false);
    // The confirmation replaced the button: focus goes back to it.
    requestAnimationFrame(() => withdrawRef.current?.focus());
  };

  return (
    <>
      {consent ? (
        <>
          <p>{t('specialConsent.given', { date: formatDate(consent.at), version: consent.version })}</p>
          {confirming ? (
            <div role="group" aria-labelledby="special-consent-confirm" className="alert alert-warning">
              <p id="special-consent-confirm">{t('specialConsent.confirmQuestion')}</p>
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() => void withdraw()}
                  disabled={section.busy}
                >
                  {section.busy ? t('saving') : t('specialConsent.confirm')}
                </button>
                {/* The question replaced the button that had focus; the harmless answer takes it. */}
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={cancel}
                  disabled={section.busy}
                  autoFocus
                >
                  {t('specialConsent.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={withdrawRef}
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setConfirming(true)}
            >
              {t('specialConsent.withdraw')}
            </button>
          )}
        </>
      ) : (
        <>
          <SpecialConsentCheckbox
            id={CHECKBOX_ID}
            siteName={siteName}
            checked={ticked}
            onChange={(next) => {
              setWithdrawn(false);
              onTick(next);
            }}
          />
          {ticked ? <p className="form-text">{t('specialConsent.pending')}</p> : null}
        </>
      )}
      <p role="status" className="small mb-0">
        {withdrawn && !consent ? <span className="text-success-emphasis">{t('specialConsent.withdrawn')}</span> : null}
      </p>
      {section.general ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {errorText(section.general.code, section.general.params)}
        </div>
      ) : null}
    </>
  );
}
