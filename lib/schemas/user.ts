import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';

export const languageSchema = z.enum(LOCALES);

/** PUT /api/user: the only field a member may set here; unknown keys are refused, not ignored. */
export const updateUserSchema = z.strictObject({ language: languageSchema });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
