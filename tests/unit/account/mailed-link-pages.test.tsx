import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PasswordResetForm } from '@/components/account/password-reset-form';
import { MailChangeConfirm } from '@/components/settings/mail-change-confirm';
import { checkPasswordResetLink, confirmPasswordReset } from '@/lib/api-client/accounts';
import { ApiError } from '@/lib/api-client/errors';
import { confirmEmailChange } from '@/lib/api-client/settings';
import en from '@/messages/en.json';

jest.mock('@/lib/api-client/accounts', () => ({ checkPasswordResetLink: jest.fn(), confirmPasswordReset: jest.fn() }));
jest.mock('@/lib/api-client/settings', () => ({ confirmEmailChange: jest.fn() }));
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useSearchParams: () => search,
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const renderWithMessages = (ui: React.ReactElement) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {ui}
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  jest.resetAllMocks();
  search = new URLSearchParams({ token: TOKEN });
});

describe('/reset-password/do checks its link when it opens', () => {
  it('an expired or used link says so at once, with the way to a new one, and asks for no password', async () => {
    jest.mocked(checkPasswordResetLink).mockRejectedValue(new ApiError('token_invalid', 400));
    await act(async () => renderWithMessages(<PasswordResetForm />));
    expect(checkPasswordResetLink).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: en.PasswordReset.expiredTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(en.PasswordReset.expiredBody);
    expect(screen.getByRole('link', { name: en.PasswordReset.requestNew })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText(en.PasswordReset.password)).not.toBeInTheDocument();
    expect(screen.queryByText(en.PasswordReset.doIntro)).not.toBeInTheDocument();
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('a malformed link (refused by the schema) is the same dead link', async () => {
    jest
      .mocked(checkPasswordResetLink)
      .mockRejectedValue(new ApiError('validation_failed', 422, [{ path: 'token', code: 'token_invalid' }]));
    await act(async () => renderWithMessages(<PasswordResetForm />));
    expect(screen.getByRole('heading', { level: 1, name: en.PasswordReset.expiredTitle })).toBeInTheDocument();
  });

  it('a working link shows the form after the check; a check that could not be made leaves the form usable and says why', async () => {
    jest.mocked(checkPasswordResetLink).mockResolvedValue({ ok: true });
    const { unmount } = await act(async () => renderWithMessages(<PasswordResetForm />));
    expect(screen.getByRole('heading', { level: 1, name: en.PasswordReset.doTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(en.PasswordReset.password)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    jest.mocked(checkPasswordResetLink).mockRejectedValue(new ApiError('network_error', 0));
    await act(async () => renderWithMessages(<PasswordResetForm />));
    expect(screen.getByLabelText(en.PasswordReset.password)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(en.Errors.network_error);
  });

  it('a link that runs out while the member types turns into the expired page on saving', async () => {
    jest.mocked(checkPasswordResetLink).mockResolvedValue({ ok: true });
    jest.mocked(confirmPasswordReset).mockRejectedValue(new ApiError('token_invalid', 400));
    await act(async () => renderWithMessages(<PasswordResetForm />));
    fireEvent.change(screen.getByLabelText(en.PasswordReset.password), { target: { value: 'a long new passphrase' } });
    fireEvent.change(screen.getByLabelText(en.PasswordReset.passwordConfirmation), {
      target: { value: 'a long new passphrase' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.PasswordReset.doSubmit })));
    expect(screen.getByRole('heading', { level: 1, name: en.PasswordReset.expiredTitle })).toBeInTheDocument();
  });

  it('without a token, says the page works only from the mail', async () => {
    search = new URLSearchParams();
    await act(async () => renderWithMessages(<PasswordResetForm />));
    expect(checkPasswordResetLink).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(en.PasswordReset.missingToken);
  });
});

describe('/mail-change/do', () => {
  it('after confirming, the heading says it is done and the instruction to confirm is gone', async () => {
    jest.mocked(confirmEmailChange).mockResolvedValue({ changed: true, email: 'new@example.org' });
    await act(async () => renderWithMessages(<MailChangeConfirm />));
    expect(screen.getByRole('heading', { level: 1, name: en.MailChange.title })).toBeInTheDocument();
    expect(screen.getByText(en.MailChange.intro)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.MailChange.confirm })));
    expect(screen.getByRole('heading', { level: 1, name: en.MailChange.changedTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is now new@example.org.');
    expect(screen.queryByRole('heading', { name: en.MailChange.title })).not.toBeInTheDocument();
    expect(screen.queryByText(en.MailChange.intro)).not.toBeInTheDocument();
  });

  it('a confirmed address of an unchanged account is headed as confirmed', async () => {
    jest.mocked(confirmEmailChange).mockResolvedValue({ changed: false, email: 'same@example.org' });
    await act(async () => renderWithMessages(<MailChangeConfirm />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.MailChange.confirm })));
    expect(screen.getByRole('heading', { level: 1, name: en.MailChange.verifiedTitle })).toBeInTheDocument();
  });
});
