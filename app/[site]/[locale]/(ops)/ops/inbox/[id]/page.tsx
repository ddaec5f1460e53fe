import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Composer } from '@/components/ops/inbox/composer';
import { NoteForm } from '@/components/ops/inbox/note-form';
import { conversationParams } from '@/lib/schemas/ops/inbox';
import { AppError } from '@/lib/server/core/errors';
import { getInboxConversation, type InboxConversation } from '@/lib/server/ops/inbox/get-inbox-conversation';
import { requireOperator } from '@/lib/server/ops/page-session';
import { OpsMessageContent } from '@/components/ops/inbox/message-content';

export const metadata: Metadata = { title: 'Conversation' };

const FLAG_TEXT: Record<string, string> = {
  spending: 'Spends fast (over 400 credits bought in 24 h)',
  lonely: 'Says they are lonely',
  debt: 'Mentions debt',
  under_age: 'May be under 18 (moderation alerted)',
};

type Side = InboxConversation['member'] | InboxConversation['persona'];

function Profile({ title, side, extra }: { title: string; side: Side; extra?: React.ReactNode }) {
  return (
    <div className="card h-100">
      <div className="card-body">
        <h2 className="h5 card-title">{title}</h2>
        <dl className="row small mb-2">
          <dt className="col-5">Name</dt>
          <dd className="col-7">{side.name}</dd>
          <dt className="col-5">Language</dt>
          <dd className="col-7">{side.language.toUpperCase()}</dd>
          <dt className="col-5">Born</dt>
          <dd className="col-7">{side.birth_date ?? '—'}</dd>
          <dt className="col-5">Place</dt>
          <dd className="col-7">{[side.region, side.country].filter(Boolean).join(', ') || '—'}</dd>
        </dl>
        {side.about ? <p className="small text-body-secondary">{side.about}</p> : null}
        {extra}
        <h3 className="h6 mt-3">Notes</h3>
        {side.notes.length === 0 ? <p className="small text-body-secondary">No notes yet.</p> : null}
        <ul className="list-unstyled small">
          {side.notes.map((n) => (
            <li key={n.id} className="border-bottom py-1">
              {n.body} <span className="text-body-secondary">— {n.author}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** /ops/inbox/{id}: the member and the persona side by side, the history, notes and the composer. */
export default async function InboxConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator('inbox');
  const parsed = conversationParams.safeParse(await params);
  if (!parsed.success) notFound();
  const view = await getInboxConversation(operator, parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  const { member, persona } = view;
  return (
    <section aria-labelledby="conversation-title">
      <p className="mb-2">
        <Link href="/ops/inbox">← Back to the inbox</Link>
      </p>
      <h1 id="conversation-title" className="h3">
        {member.name} writes to {persona.name} <span className="text-body-secondary h6">on {view.site?.name}</span>
      </h1>
      {view.honesty_required ? (
        <div className="alert alert-danger" role="alert">
          This member asked whether the profile is real. The answer must be the honest disclosure.
        </div>
      ) : null}
      {member.flags.length > 0 ? (
        <div className="alert alert-warning" role="alert">
          <strong>Care:</strong> {member.flags.map((f) => FLAG_TEXT[f.reason] ?? f.reason).join('; ')}. Every answer
          carries the site&apos;s warning.
        </div>
      ) : null}
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-6">
          <Profile
            title="Member"
            side={member}
            extra={
              <>
                <p className="small mb-1">
                  Bought {member.spending.credits_bought} credits in {member.spending.orders} orders (
                  {(member.spending.amount_paid / 100).toFixed(2)}); spent {member.spending.credits_spent}; balance{' '}
                  {member.credits}.
                </p>
                <NoteForm subjectType="member" subjectId={member.id} />
              </>
            }
          />
        </div>
        <div className="col-12 col-lg-6">
          <Profile
            title={`Persona: ${persona.label}`}
            side={persona}
            extra={<NoteForm subjectType="persona" subjectId={persona.persona_id} />}
          />
        </div>
      </div>
      <h2 className="h5">History</h2>
      <ol className="list-unstyled mb-3" aria-label="Messages, oldest first">
        {view.messages.map((m) => (
          <li key={m.id} className={`d-flex mb-2 ${m.from === 'persona' ? 'justify-content-end' : ''}`}>
            <div
              className={`p-2 rounded ${m.from === 'persona' ? 'bg-primary-subtle' : 'bg-body-secondary'}`}
              style={{ maxWidth: '80%', whiteSpace: 'pre-wrap' }}
            >
              <span className="visually-hidden">{m.from === 'persona' ? persona.name : member.name}: </span>
              <OpsMessageContent message={m} />
              <div className="small text-body-secondary">
                <time dateTime={m.created_at}>
                  {new Date(m.created_at).toISOString().slice(0, 16).replace('T', ' ')}
                </time>
                {m.flag === 'repeated' ? <span className="badge text-bg-warning ms-2">Repeated answer</span> : null}
              </div>
            </div>
          </li>
        ))}
      </ol>
      <Composer
        conversation={view.conversation}
        claim={
          view.claim
            ? { mine: view.claim.mine, operator: view.claim.operator.name, expiresAt: view.claim.expires_at }
            : null
        }
        honestyRequired={view.honesty_required}
        disclosure={view.texts.disclosure}
        warning={view.texts.warning}
        warned={member.flags.length > 0}
        language={view.language}
        cannedReplies={view.canned_replies}
      />
    </section>
  );
}
