'use client';
import { useId, useState } from 'react';
import { answerComplaint, updateComplaint } from '@/lib/api-client/ops-moderation';
import type { ComplaintStatus, OpsComplaint } from '@/lib/schemas/ops/moderation';
import { ComplaintStatusOptions } from './complaint-status-options';
import { ActionStatus, useOpsAction } from './use-action';

/** A complaint's status, assignment and answer (mailed to the submitter in the complaint's language). */
export function ComplaintActions({ complaint, operatorId }: { complaint: OpsComplaint; operatorId: string }) {
  const [status, setStatus] = useState<ComplaintStatus>(complaint.status);
  const [answer, setAnswer] = useState('');
  const { busy, message, run } = useOpsAction();
  const statusId = useId();
  const answerId = useId();

  const mine = complaint.assigned_to?.id === operatorId;

  return (
    <div className="d-grid gap-4">
      <ActionStatus message={message} />
      <form
        className="row g-2 align-items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => updateComplaint(complaint.id, { status }), 'Status saved.');
        }}
      >
        <div className="col-sm-6">
          <label className="form-label" htmlFor={statusId}>
            Status
          </label>
          <select
            id={statusId}
            className="form-select"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as ComplaintStatus)}
          >
            <ComplaintStatusOptions />
          </select>
        </div>
        <div className="col-sm-6 d-flex gap-2 flex-wrap">
          <button type="submit" className="btn btn-outline-primary" disabled={busy}>
            Save status
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() =>
              void run(
                () => updateComplaint(complaint.id, { assigned_to: mine ? null : operatorId }),
                mine ? 'Unassigned.' : 'Assigned to you.',
              )
            }
          >
            {mine ? 'Unassign me' : 'Assign to me'}
          </button>
        </div>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            await answerComplaint(complaint.id, answer);
            setAnswer('');
          }, 'Answer sent by e-mail.');
        }}
      >
        <label className="form-label" htmlFor={answerId}>
          Answer (mailed to {complaint.email} in language “{complaint.locale}”: write in that language)
        </label>
        <textarea
          id={answerId}
          className="form-control mb-2"
          rows={6}
          required
          maxLength={5000}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || answer.trim() === ''}>
          Send answer
        </button>
      </form>
    </div>
  );
}
