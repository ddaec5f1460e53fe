'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import { answerConversation, claimConversation, releaseConversation } from '@/lib/api-client/ops-inbox';

/** What a refusal means for the operator, in plain English (the console is English only). */
const REFUSALS: Record<string, string> = {
  claim_taken: 'Another operator is answering this conversation right now.',
  claim_required:
    'You no longer hold this conversation (your claim lapsed after 5 minutes without activity, or another operator took it). Nothing was sent: claim it again.',
  honest_answer_required:
    'The member asked whether this profile is real. Your answer must be the honest disclosure (or start with it): use "Insert the honest answer".',
  contact_details_refused:
    'A fictional profile never gives contact details or promises to meet: remove e-mail addresses, phone numbers, links, messenger names and meeting plans.',
  validation_failed: 'The answer is empty or too long.',
  network_error: 'The console could not reach the server. Try again.',
};

type Props = {
  conversation: string;
  claim: { mine: boolean; operator: string; expiresAt: string } | null;
  honestyRequired: boolean;
  disclosure: string;
  warning: string;
  warned: boolean;
  language: string;
  cannedReplies: { id: string; title: string; body: string }[];
};

/**
 * Claim, answer and release a conversation. While the operator types, the claim is renewed once a minute (the
 * typing heartbeat); the server still decides: an answer without a live claim of one's own is refused and
 * nothing is sent. The honest disclosure is one click away and, when the member asked "are you real?", required.
 */
export function Composer(props: Props) {
  const router = useRouter();
  const [body, setBody] = useState(props.honestyRequired ? `${props.disclosure} ` : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const clientId = useRef<string>(crypto.randomUUID());
  const lastBeat = useRef(0);
  const mine = props.claim?.mine ?? false;

  useEffect(() => {
    if (mine) document.getElementById('ops-answer')?.focus();
  }, [mine]);

  const act = async (run: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await run();
      after?.();
      router.refresh();
    } catch (caught) {
      const failure = asApiError(caught);
      setError(REFUSALS[failure.code] ?? `Refused: ${failure.code.replaceAll('_', ' ')}.`);
    }
    setBusy(false);
  };

  const heartbeat = () => {
    if (!mine || Date.now() - lastBeat.current < 60_000) return;
    lastBeat.current = Date.now();
    claimConversation(props.conversation).catch((caught: unknown) => {
      const failure = asApiError(caught);
      setError(REFUSALS[failure.code] ?? null);
    });
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(
      () => answerConversation(props.conversation, { client_id: clientId.current, body }),
      () => {
        clientId.current = crypto.randomUUID();
        setBody('');
        setNotice('Sent.');
      },
    );
  };

  if (!mine) {
    return (
      <div className="card">
        <div className="card-body">
          {props.claim ? <p>{props.claim.operator} is answering this conversation.</p> : null}
          {error ? (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => act(() => claimConversation(props.conversation))}
          >
            Claim to answer
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="card" onSubmit={send} aria-describedby={error ? 'ops-answer-error' : undefined}>
      <div className="card-body">
        {props.honestyRequired ? (
          <div className="alert alert-warning" role="status">
            The member asked whether this profile is real. Answer honestly: your answer must start with the disclosure
            below.
          </div>
        ) : null}
        {props.warned ? (
          <div className="alert alert-info" role="status">
            This member is flagged as possibly vulnerable: the site&apos;s care warning is added to your answer.
          </div>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mb-2">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => setBody(`${props.disclosure} ${body}`.trim())}
          >
            Insert the honest answer
          </button>
          {props.cannedReplies.length > 0 ? (
            <>
              <label className="visually-hidden" htmlFor="ops-canned">
                Canned reply
              </label>
              <select
                id="ops-canned"
                className="form-select form-select-sm w-auto"
                value=""
                onChange={(e) => {
                  const reply = props.cannedReplies.find((r) => r.id === e.target.value);
                  if (reply) setBody(body ? `${body} ${reply.body}` : reply.body);
                }}
              >
                <option value="">Insert a canned reply…</option>
                {props.cannedReplies.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.title}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </div>
        <label htmlFor="ops-answer" className="form-label">
          Your answer (in the member&apos;s language: {props.language.toUpperCase()})
        </label>
        <textarea
          id="ops-answer"
          className="form-control mb-2"
          rows={5}
          value={body}
          lang={props.language}
          onChange={(e) => {
            setBody(e.target.value);
            heartbeat();
          }}
          required
        />
        {error ? (
          <div id="ops-answer-error" className="alert alert-danger" role="alert">
            {error}
          </div>
        ) : null}
        {notice ? (
          <div className="alert alert-success" role="status">
            {notice}
          </div>
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy || body.trim() === ''}>
            Send as the persona
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => act(() => releaseConversation(props.conversation))}
          >
            Release
          </button>
        </div>
        <p className="form-text mb-0">Your claim lapses 5 minutes after your last activity (typing renews it).</p>
      </div>
    </form>
  );
}
