'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { reportChat } from '@/lib/api-client/chat-rules';
import { asApiError } from '@/lib/api-client/errors';
import {
  CHAT_REPORT_REASONS,
  REPORT_ATTACHED_MESSAGES,
  REPORT_TEXT_MAX,
  type ChatReportReason,
} from '@/lib/schemas/chat-report';

type Props = { conversation: string; name: string };

/**
 * "Report" beside "Block" in a conversation's header: a reason and an optional explanation go to the
 * operators with the conversation's last messages. One report keeps its client_id across retries, so a
 * retried send is still one complaint.
 */
export function ReportButton({ conversation, name }: Props) {
  const t = useTranslations('Chat');
  const errorText = useErrorText();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [text, setText] = useState('');
  const [clientId, setClientId] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  // Focus goes back to "Report" once the dialog is gone: while the modal is open the page behind it is inert.
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  const start = () => {
    setReason(null);
    setText('');
    setFailure(null);
    setClientId(crypto.randomUUID());
    setOpen(true);
  };
  const submit = async () => {
    if (!reason) {
      setFailure(errorText('report_reason_invalid'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await reportChat(conversation, { client_id: clientId, reason, text: text || undefined });
      setSent(answer.complaint.reference);
      close();
    } catch (caught) {
      const error = asApiError(caught);
      setFailure(t('reportFailed', { reason: errorText(error.fields?.[0]?.code ?? error.code, error.params) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button ref={button} type="button" className="btn btn-sm btn-outline-secondary" onClick={start}>
        {t('report')}
      </button>
      {sent ? (
        <span role="status" className="small text-success">
          {t('reportSent', { reference: sent })}
        </span>
      ) : null}
      {open ? (
        <ModalDialog title={t('reportTitle', { name })} onCancel={() => !busy && close()}>
          {(bodyId) => (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <p id={bodyId}>{t('reportIntro', { name, count: REPORT_ATTACHED_MESSAGES })}</p>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('reportReason')}</legend>
                {CHAT_REPORT_REASONS.map((r) => (
                  <div className="form-check" key={r}>
                    <input
                      className="form-check-input"
                      type="radio"
                      name={`${id}-reason`}
                      id={`${id}-${r}`}
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                    />
                    <label className="form-check-label" htmlFor={`${id}-${r}`}>
                      {t(`reportReasons.${r}`)}
                    </label>
                  </div>
                ))}
              </fieldset>
              <div className="mb-3">
                <label htmlFor={`${id}-text`} className="form-label">
                  {t('reportText')}
                </label>
                <textarea
                  id={`${id}-text`}
                  className="form-control"
                  rows={3}
                  maxLength={REPORT_TEXT_MAX}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </div>
              {failure ? (
                <p className="text-danger" role="alert">
                  {failure}
                </p>
              ) : null}
              <div className="d-flex gap-2 justify-content-end">
                <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={busy} autoFocus>
                  {t('cancel')}
                </button>
                <button type="submit" className="btn btn-danger" disabled={busy}>
                  {busy ? t('reportSending') : t('reportSend')}
                </button>
              </div>
            </form>
          )}
        </ModalDialog>
      ) : null}
    </>
  );
}
