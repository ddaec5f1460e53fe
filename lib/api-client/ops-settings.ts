import type { OpsCompany, OpsContentPage, OpsPackage, OpsSite } from '@/lib/schemas/ops/settings';
import { api, apiCall as call, idempotent } from './client';

/** The console's settings area (sites, companies, packages and prices, content pages): one function per call. */
type Json = Record<string, unknown>;

export const createOpsSite = (body: Json) =>
  call(() => api.post('/api/ops/sites', idempotent({ json: body })).json<{ site: OpsSite }>());
export const updateOpsSite = (id: number, body: Json) =>
  call(() => api.patch(`/api/ops/sites/${id}`, idempotent({ json: body })).json<{ site: OpsSite }>());

export const createOpsCompany = (body: Json) =>
  call(() => api.post('/api/ops/companies', idempotent({ json: body })).json<{ company: OpsCompany }>());
export const updateOpsCompany = (id: number, body: Json) =>
  call(() => api.patch(`/api/ops/companies/${id}`, idempotent({ json: body })).json<{ company: OpsCompany }>());

export const updateOpsPackage = (key: string, body: Json) =>
  call(() => api.patch(`/api/ops/packages/${key}`, idempotent({ json: body })).json<{ package: OpsPackage }>());
export const setOpsPrice = (key: string, country: string, body: { currency: string; amount: number }) =>
  call(() =>
    api.put(`/api/ops/packages/${key}/prices/${country}`, idempotent({ json: body })).json<{ package: OpsPackage }>(),
  );
export const deleteOpsPrice = (key: string, country: string) =>
  call(() => api.delete(`/api/ops/packages/${key}/prices/${country}`, idempotent()).json<{ package: OpsPackage }>());

const contentPath = (p: { site_id: number; locale: string; token: string }) =>
  `/api/ops/content/${p.site_id}/${p.locale}/${p.token}`;
export const createOpsContent = (body: Json) =>
  call(() => api.post('/api/ops/content', idempotent({ json: body })).json<{ page: OpsContentPage }>());
export const updateOpsContent = (page: { site_id: number; locale: string; token: string }, body: Json) =>
  call(() => api.patch(contentPath(page), idempotent({ json: body })).json<{ page: OpsContentPage }>());
export const deleteOpsContent = (page: { site_id: number; locale: string; token: string }) =>
  call(() => api.delete(contentPath(page), idempotent()).json<{ deleted: true }>());

// The logo is the raw image as the body (the server decodes and re-encodes it).
export const uploadOpsSiteLogo = (id: number, file: File) =>
  call(() =>
    api
      .put(
        `/api/ops/sites/${id}/logo`,
        idempotent({ body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } }),
      )
      .json<{ site: OpsSite }>(),
  );
export const removeOpsSiteLogo = (id: number) =>
  call(() => api.delete(`/api/ops/sites/${id}/logo`, idempotent()).json<{ site: OpsSite }>());
