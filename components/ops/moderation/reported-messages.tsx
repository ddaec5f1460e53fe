import type { OpsReportedMessage } from '@/lib/schemas/ops/moderation';

/**
 * A chat report's attached messages (issue 16 §3), as they were when the member reported: who wrote each
 * (the reporter or the reported member), when, its kind and its text. Text only, never markup.
 */
export function ReportedMessages({ messages }: { messages: readonly OpsReportedMessage[] }) {
  if (messages.length === 0) return <p className="text-body-secondary">No messages in the conversation.</p>;
  return (
    <ol className="list-unstyled border rounded p-3 bg-body-tertiary" data-reported-messages>
      {messages.map((m) => (
        <li key={m.id} className={`mb-2 ${m.from === 'reported' ? 'fw-semibold' : ''}`}>
          <span className="text-body-secondary small">
            <time dateTime={m.at}>{m.at.slice(0, 16).replace('T', ' ')}</time> ·{' '}
            {m.from === 'reported' ? 'Reported member' : 'Reporter'}
            {m.kind === 'text' ? '' : ` · ${m.kind}`}
          </span>
          <br />
          <span style={{ whiteSpace: 'pre-wrap' }}>{m.body || '—'}</span>
        </li>
      ))}
    </ol>
  );
}
