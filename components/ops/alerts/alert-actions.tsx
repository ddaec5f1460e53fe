'use client';
import { handleAlert } from '@/lib/api-client/ops-alerts';
import { ActionStatus, useOpsAction } from '../moderation/use-action';

/**
 * The actions of one open notice: mark it handled, or for a care notice whose flag is still open also resolve the
 * flag (answers to the member then no longer carry the care warning).
 */
export function AlertActions({ id, canResolve }: { id: string; canResolve: boolean }) {
  const { busy, message, run } = useOpsAction();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={busy}
        onClick={() => void run(() => handleAlert(id, false), 'Marked as handled.')}
      >
        Mark handled
      </button>
      {canResolve ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-success"
          disabled={busy}
          onClick={() => void run(() => handleAlert(id, true), 'Handled; the flag is resolved.')}
        >
          Handled, resolve flag
        </button>
      ) : null}
      <ActionStatus message={message} />
    </div>
  );
}
