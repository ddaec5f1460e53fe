'use client';
import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { useErrorText } from '@/components/ui/use-error-text';
import { dismissAlert } from '@/lib/api-client/alerts';
import { asApiError } from '@/lib/api-client/errors';
import type { DismissibleAlertName } from '@/lib/schemas/alerts';

/**
 * A dismissible alert in the warning strip (spec §4): a text, a link and a close button. Closing hides it at once
 * and stores the dismissal (PUT /api/alerts/{alert}); when that fails the alert comes back saying why, so the
 * member can try again.
 */
export function StripAlert(props: {
  alert: DismissibleAlertName;
  tone: 'primary' | 'warning';
  testId: string;
  text: string;
  link: { href: string; label: string; prefetch?: false };
  dismissLabel: string;
  onDismissed: () => Promise<unknown>;
}) {
  const errorText = useErrorText();
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (hidden) return null;

  const dismiss = async () => {
    setHidden(true);
    try {
      await dismissAlert(props.alert);
      await props.onDismissed();
    } catch (failure) {
      setHidden(false);
      setError(asApiError(failure).code);
    }
  };

  return (
    <div
      className={`warning-strip alert alert-${props.tone} rounded-0 mb-0 py-2 d-flex justify-content-center align-items-center gap-2`}
      role="status"
      data-testid={props.testId}
    >
      <span>
        {props.text}{' '}
        <Link href={props.link.href} className="alert-link text-nowrap" prefetch={props.link.prefetch}>
          {props.link.label}
        </Link>
        {error && <span className="ms-2 text-danger">{errorText(error)}</span>}
      </span>
      <button
        type="button"
        className="btn-close btn-sm flex-shrink-0"
        aria-label={props.dismissLabel}
        onClick={() => void dismiss()}
      />
    </div>
  );
}
