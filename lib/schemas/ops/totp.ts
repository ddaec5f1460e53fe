import { z } from 'zod';
import { otpSchema } from './accounts';

export const startTotpSchema = z.strictObject({});
export const confirmTotpSchema = z.strictObject({ otp: otpSchema });
export type ConfirmTotpInput = z.infer<typeof confirmTotpSchema>;
