'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { placeErrors } from '@/components/ui/form-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { cancelOpsMailing, deleteOpsMailing, sendOpsMailing, testOpsMailing } from '@/lib/api-client/ops-mailings';
import type { OpsMailing } from '@/lib/schemas/ops/mailings';

/** Send now, schedule, cancel a schedule, test-send to oneself, delete a draft. */
export function MailingActions({ mailing }: { mailing: OpsMailing }) {
  const router = useRouter();
  const errorText = useErrorText();
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(work: () => Promise<string | null>) {
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      setNotice(await work());
      router.refresh();
    } catch (caught) {
      const { general } = placeErrors(caught, []);
      setError(errorText(general?.code ?? 'internal_error', general?.params));
    } finally {
      setBusy(false);
    }
  }

  const draft = mailing.status === 'draft';
  return (
    <section aria-labelledby="mailing-actions" className="card card-body mb-4">
      <h2 id="mailing-actions" className="h5">
        Send
      </h2>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      {notice ? (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={() => act(async () => `Test sent to ${(await testOpsMailing(mailing.id)).sent_to}.`)}
        >
          Send a test to me
        </button>
        {draft ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() =>
                window.confirm('Send this mailing to every member who opted in, now?')
                  ? act(async () => (await sendOpsMailing(mailing.id, {}), 'Sending.'))
                  : undefined
              }
            >
              Send now
            </button>
            <div>
              <label htmlFor="mailing-when" className="form-label">
                Send at
              </label>
              <input
                id="mailing-when"
                type="datetime-local"
                className="form-control"
                value={when}
                onChange={(e) => setWhen(e.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={busy || !when}
              onClick={() =>
                act(async () => {
                  await sendOpsMailing(mailing.id, { send_at: new Date(when).toISOString() });
                  return 'Scheduled.';
                })
              }
            >
              Schedule
            </button>
            <button
              type="button"
              className="btn btn-outline-danger ms-auto"
              disabled={busy}
              onClick={() =>
                window.confirm('Delete this draft?')
                  ? act(async () => {
                      await deleteOpsMailing(mailing.id);
                      router.push('/ops/mailings');
                      return null;
                    })
                  : undefined
              }
            >
              Delete draft
            </button>
          </>
        ) : null}
        {mailing.status === 'scheduled' ? (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => act(async () => (await cancelOpsMailing(mailing.id), 'Back to draft.'))}
          >
            Cancel the schedule
          </button>
        ) : null}
      </div>
    </section>
  );
}
