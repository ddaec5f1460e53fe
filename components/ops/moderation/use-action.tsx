'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { actionError } from './action-error';

export type ActionMessage = { ok: boolean; text: string } | null;

/**
 * One console action at a time: busy while it runs, its outcome as a message, the page's server data refreshed
 * after a success (the console's pages are server-rendered).
 */
export function useOpsAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessage>(null);
  const run = async (action: () => Promise<unknown>, done: string, reset?: () => void) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      reset?.();
      setMessage({ ok: true, text: done });
      router.refresh();
    } catch (caught) {
      setMessage({ ok: false, text: actionError(caught) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, setMessage, run };
}

/** The outcome of the last action, announced to screen readers (a live status region that is always there). */
export function ActionStatus({ message }: { message: ActionMessage }) {
  return (
    <p
      role="status"
      className={message ? `alert ${message.ok ? 'alert-success' : 'alert-danger'} mb-0` : 'visually-hidden'}
    >
      {message?.text}
    </p>
  );
}
