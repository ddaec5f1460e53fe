import type { CurrentUser } from '@/lib/hooks/use-user';
import type {
  DeleteAccountInput,
  EmailChangeInput,
  MailChangeResult,
  PasswordChangeInput,
  RetentionOffer,
} from '@/lib/schemas/account-settings';
import type { NotificationPrefsUpdate, NotificationSettings } from '@/lib/schemas/notifications';
import { api, apiCall as call, idempotent } from './client';

// Each call is one user action: one Idempotency-Key for all of its retries.
export const changePassword = (input: PasswordChangeInput) =>
  call(() => api.put('/api/account/password', idempotent({ json: input })).json<{ user: CurrentUser }>());
export const requestEmailChange = (input: EmailChangeInput) =>
  call(() => api.post('/api/account/email', idempotent({ json: input })).json<{ ok: true; pending_email: string }>());
export const confirmEmailChange = (token: string) =>
  call(() => api.post('/api/account/email/confirm', idempotent({ json: { token } })).json<MailChangeResult>());
export const setVisibility = (invisible: boolean) =>
  call(() => api.put('/api/account/visibility', idempotent({ json: { invisible } })).json<{ invisible: boolean }>());
export const acceptRetentionOffer = () =>
  call(() => api.post('/api/account/retention-offer', idempotent({ json: {} })).json<RetentionOffer>());
export const deleteAccount = (input: DeleteAccountInput) =>
  call(() => api.post('/api/account/delete', idempotent({ json: input })).json<{ ok: true }>());
export const reactivateAccount = (token: string) =>
  call(() => api.post('/api/account/reactivate', idempotent({ json: { token } })).json<{ user: CurrentUser }>());
export const requestReactivationMail = (email: string) =>
  call(() => api.post('/api/account/reactivation-mail', idempotent({ json: { email } })).json<{ ok: true }>());
export const updateNotifications = (patch: NotificationPrefsUpdate) =>
  call(() => api.put('/api/notifications', idempotent({ json: patch })).json<NotificationSettings>());
export const resumeMail = () =>
  call(() =>
    api
      .post('/api/notifications/resume', idempotent({ json: {} }))
      .json<NotificationSettings & { verification_sent: boolean }>(),
  );
/** The company's retention percentage (delete_discount) for the deletion flow. */
export const fetchDeleteDiscount = () =>
  call(() => api.get('/api/companyinfo').json<{ delete_discount: number }>()).then((c) => c.delete_discount);
