import type { CodeSent, DirectDebitInput, DirectDebitResult, SendCodeInput } from '@/lib/schemas/direct-debit';
import { api, apiCall as call, idempotent } from './client';

// Each call is one user action: one Idempotency-Key for all of its retries.
export const sendDirectDebitCode = (input: SendCodeInput) =>
  call(() => api.post('/api/direct-debit/code', idempotent({ json: input })).json<CodeSent>());

/**
 * The last step, under the caller's key: the form keeps it until the server answers clearly, so a second press
 * after a lost answer continues the first request and the mandate and the order are made once.
 */
export const submitDirectDebit = (input: DirectDebitInput, key: string) =>
  call(() =>
    api
      .post('/api/direct-debit', idempotent({ json: input, headers: { 'Idempotency-Key': key } }))
      .json<DirectDebitResult>(),
  );
