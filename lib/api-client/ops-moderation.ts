import type { ComplaintStatus, OpsComplaint, OpsQueuedPhoto } from '@/lib/schemas/ops/moderation';
import { api, apiCall, idempotent } from './client';

/** The console's moderation calls (complaints and the photo review queue): every write with one Idempotency-Key. */
export const updateComplaint = (id: string, change: { status?: ComplaintStatus; assigned_to?: string | null }) =>
  apiCall(() =>
    api.patch(`/api/ops/complaints/${id}`, idempotent({ json: change })).json<{ complaint: OpsComplaint }>(),
  ).then((r) => r.complaint);

export const answerComplaint = (id: string, body: string) =>
  apiCall(() =>
    api.post(`/api/ops/complaints/${id}/answer`, idempotent({ json: { body } })).json<{ complaint: OpsComplaint }>(),
  ).then((r) => r.complaint);

export const listPhotoQueue = (cursor: string | null) =>
  apiCall(() =>
    api
      .get('/api/ops/photos', { searchParams: cursor ? { cursor } : {} })
      .json<{ photos: OpsQueuedPhoto[]; next: string | null }>(),
  );

export const approvePhoto = (id: string) =>
  apiCall(() => api.post(`/api/ops/photos/${id}/approve`, idempotent()).json<{ photo: { status: string } }>());

export const rejectPhoto = (id: string, reason: string) =>
  apiCall(() =>
    api.post(`/api/ops/photos/${id}/reject`, idempotent({ json: { reason } })).json<{ photo: { status: string } }>(),
  );
