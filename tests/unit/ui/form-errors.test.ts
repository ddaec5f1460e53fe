import { placeErrors } from '@/components/ui/form-errors';
import { ApiError } from '@/lib/api-client/errors';

describe('placeErrors', () => {
  it('puts field codes beside the fields the form shows, first code per field', () => {
    const error = new ApiError('validation_failed', 422, [
      { path: 'email', code: 'email_invalid' },
      { path: 'email', code: 'required' },
      { path: 'password', code: 'password_too_short' },
    ]);
    expect(placeErrors(error, ['email', 'password'])).toEqual({
      fields: { email: 'email_invalid', password: 'password_too_short' },
      general: null,
    });
  });

  it('shows a field code of a field the form does not show above the form, instead of dropping it', () => {
    const error = new ApiError('validation_failed', 422, [{ path: 'language', code: 'unsupported_language' }]);
    expect(placeErrors(error, ['email', 'password'])).toEqual({
      fields: {},
      general: { code: 'unsupported_language' },
    });
  });

  it('keeps the values a general message names', () => {
    const error = new ApiError('account_locked', 423, undefined, { minutes: 15 });
    expect(placeErrors(error, ['email'])).toEqual({
      fields: {},
      general: { code: 'account_locked', params: { minutes: 15 } },
    });
  });

  it('moves a code that concerns one field beside that field', () => {
    expect(
      placeErrors(new ApiError('old_password_wrong', 422), ['password'], { old_password_wrong: 'password' }),
    ).toEqual({ fields: { password: 'old_password_wrong' }, general: null });
  });

  it('says validation_failed when no field code came with it, and a network failure as network_error', () => {
    expect(placeErrors(new ApiError('validation_failed', 422), ['email']).general).toEqual({
      code: 'validation_failed',
    });
    expect(placeErrors(new TypeError('Failed to fetch'), ['email']).general).toEqual({ code: 'network_error' });
  });
});
