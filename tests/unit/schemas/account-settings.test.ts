import { passwordResetConfirmSchema } from '@/lib/schemas/account';
import { deleteAccountSchema, passwordChangeSchema, DELETION_REASONS } from '@/lib/schemas/account-settings';
import { NOTIFICATION_SWITCHES, notificationPrefsUpdateSchema } from '@/lib/schemas/notifications';

const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('account settings schemas', () => {
  it('password change: the confirmation must match when given, the new password follows the rules', () => {
    expect(codes(passwordChangeSchema.safeParse({ old_password: 'x', password: 'a good long password' }))).toEqual([]);
    expect(
      codes(
        passwordChangeSchema.safeParse({
          old_password: 'x',
          password: 'a good long password',
          password_confirmation: 'other',
        }),
      ),
    ).toEqual(['password_confirmation:passwords_mismatch']);
    expect(codes(passwordChangeSchema.safeParse({ old_password: '', password: 'short' }))).toEqual([
      'old_password:required',
      'password:password_too_short',
    ]);
  });

  it('password reset: the same rule, the confirmation required', () => {
    const token = 'a'.repeat(43);
    expect(
      codes(
        passwordResetConfirmSchema.safeParse({
          token,
          password: 'a good long password',
          password_confirmation: 'a good long password',
        }),
      ),
    ).toEqual([]);
    expect(
      codes(
        passwordResetConfirmSchema.safeParse({
          token,
          password: 'a good long password',
          password_confirmation: 'other',
        }),
      ),
    ).toEqual(['password_confirmation:passwords_mismatch']);
    expect(codes(passwordResetConfirmSchema.safeParse({ token, password: 'a good long password' }))).toEqual([
      'password_confirmation:required',
    ]);
  });

  it('deletion: one of the seven reasons of spec §3, remarks up to 1000 characters, nothing else', () => {
    expect(DELETION_REASONS).toHaveLength(7);
    for (const reason of DELETION_REASONS)
      expect(deleteAccountSchema.safeParse({ reason, password: 'x' }).success).toBe(true);
    expect(codes(deleteAccountSchema.safeParse({ reason: 'bored', password: 'x' }))).toEqual(['reason:required']);
    expect(codes(deleteAccountSchema.safeParse({ reason: 'time', password: 'x', remarks: 'y'.repeat(1001) }))).toEqual([
      'remarks:remarks_too_long',
    ]);
    expect(deleteAccountSchema.safeParse({ reason: 'time', password: 'x', status: 'active' }).success).toBe(false);
  });

  it('notification update: any of the eight switches as booleans, at least one, no other key', () => {
    expect(NOTIFICATION_SWITCHES).toHaveLength(8);
    expect(notificationPrefsUpdateSchema.safeParse({ news: true, like: false }).success).toBe(true);
    expect(notificationPrefsUpdateSchema.safeParse({}).success).toBe(false);
    expect(notificationPrefsUpdateSchema.safeParse({ news: 'true' }).success).toBe(false);
    expect(notificationPrefsUpdateSchema.safeParse({ news: true, credits: 5 }).success).toBe(false);
  });
});
