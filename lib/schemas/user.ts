import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';

export const languageSchema = z.enum(LOCALES);

/** PUT /api/user: the only field a member may set here; unknown keys are refused, not ignored. */
export const updateUserSchema = z.strictObject({ language: languageSchema });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** GET /api/user `time_bonus` (spec §4): the running time bonus, as the banner's countdown and the popup read it. */
export type TimeBonus = { code: string; percentage: number; expires_at: string };
