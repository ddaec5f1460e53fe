import type {
  LoginInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  SignupInput,
} from '@/lib/schemas/account';
import type { CurrentUser } from '@/lib/hooks/use-user';
import { api, apiCall as call, idempotent } from './client';

// Each call is one user action: one Idempotency-Key for all of its retries.
export const signUp = (input: SignupInput) =>
  call(() => api.post('/api/signup', idempotent({ json: input })).json<{ user: CurrentUser }>());
export const logIn = (input: LoginInput) =>
  call(() => api.post('/api/user', idempotent({ json: input })).json<{ user: CurrentUser }>());
export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  call(() => api.post('/api/password-reset', idempotent({ json: input })).json<{ ok: true }>());
export const confirmPasswordReset = (input: PasswordResetConfirmInput) =>
  call(() => api.post('/api/password-reset/confirm', idempotent({ json: input })).json<{ user: CurrentUser }>());
export const resendActivation = () =>
  call(() => api.post('/api/activate/resend', idempotent({ json: {} })).json<{ ok: true }>());
/** Whether a reset link still works; uses nothing up. */
export const checkPasswordResetLink = (token: string) =>
  call(() => api.post('/api/password-reset/check', idempotent({ json: { token } })).json<{ ok: true }>());
