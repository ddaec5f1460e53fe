import 'server-only';
import { getDb } from '@/lib/db/client';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { mayUseArea } from '@/lib/server/ops/scope';
import { viewPersona, viewPersonas } from './view-persona';

/** The personas (admins manage them; chat operators read them beside their conversations). */
export async function listPersonas(operator: Operator) {
  if (!mayUseArea(operator, 'inbox') && !mayUseArea(operator, 'personas')) throw new AppError('forbidden');
  return { personas: await viewPersonas(await getDb(), operator) };
}

export async function getPersona(operator: Operator, id: string) {
  if (!mayUseArea(operator, 'inbox') && !mayUseArea(operator, 'personas')) throw new AppError('forbidden');
  return { persona: await viewPersona(await getDb(), operator, id) };
}
