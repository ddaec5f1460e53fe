import { z } from 'zod';
import { emailSchema, passwordSchema } from '@/lib/schemas/account';
import { NAME_MAX } from '@/lib/schemas/form-limits';

export const OPERATOR_ROLES = ['admin', 'moderator', 'chat'] as const;

const nameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(NAME_MAX, { error: 'name_too_long' });

/** The sites an operator may see: some (ids, each once) or every site, present and future (null). */
export const siteIdsSchema = z
  .array(z.int({ error: 'value_unknown' }).positive({ error: 'value_unknown' }), { error: 'value_unknown' })
  .min(1, { error: 'required' })
  .max(500, { error: 'value_unknown' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate_ids' })
  .nullable();

export const createOperatorSchema = z.strictObject({
  email: emailSchema,
  name: nameSchema,
  role: z.enum(OPERATOR_ROLES, { error: 'value_unknown' }),
  site_ids: siteIdsSchema,
  password: passwordSchema,
});
export type CreateOperatorInput = z.infer<typeof createOperatorSchema>;

/** A change: one or more of the fields; `reset_totp: true` removes the second factor (the operator enrols again). */
export const updateOperatorSchema = z
  .strictObject({
    name: nameSchema.optional(),
    role: z.enum(OPERATOR_ROLES, { error: 'value_unknown' }).optional(),
    site_ids: siteIdsSchema.optional(),
    password: passwordSchema.optional(),
    reset_totp: z.literal(true, { error: 'value_unknown' }).optional(),
  })
  .refine((form) => Object.values(form).some((v) => v !== undefined), { error: 'nothing_to_update' });
export type UpdateOperatorInput = z.infer<typeof updateOperatorSchema>;

export const operatorParamsSchema = z.strictObject({ id: z.uuid() });
