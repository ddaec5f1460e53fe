'use client';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { asApiError } from '@/lib/api-client/errors';

/**
 * A page that acts on a mailed link (/mail-change/do, /reactivate) with one button: the `token` read
 * in the browser (so the page around it stays static and never logs it), the request state, and the
 * error code (`token_invalid` straight away without a token). After success it stays busy: the page
 * shows the result or navigates away.
 */
export function useTokenAction<T>(action: (token: string) => Promise<T>, onDone: (result: T) => void) {
  const token = useSearchParams().get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : 'token_invalid');
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await action(token));
    } catch (caught) {
      setError(asApiError(caught).code);
      setBusy(false);
    }
  };
  return { busy, error, run, usable: token !== '' && error !== 'token_invalid' };
}
