'use client';
import { useState } from 'react';
import { logOutOperator } from '@/lib/api-client/ops-session';
import { OPS_LOGIN_PATH, reloadConsoleAt } from './console-navigate';

/** Ends the console session (every copy of its cookie) and goes to the login page, whatever the answer. */
export function LogoutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await logOutOperator();
    } catch {
      // An ended or missing session is logged out already.
    }
    reloadConsoleAt(OPS_LOGIN_PATH);
  };
  return (
    <button type="button" className={className ?? 'btn btn-outline-light btn-sm'} onClick={logOut} disabled={busy}>
      {busy ? 'Logging out…' : 'Log out'}
    </button>
  );
}
