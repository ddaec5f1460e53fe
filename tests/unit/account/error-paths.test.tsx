import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { ResendActivationButton } from '@/components/account/resend-activation-button';
import { SignupForm } from '@/components/account/signup-form';
import { RegionPicker } from '@/components/profile/region-picker';
import { BlockedMembers } from '@/components/settings/blocked-members';
import { resendActivation, signUp } from '@/lib/api-client/accounts';
import { unblockMember } from '@/lib/api-client/chat';
import { fetcher } from '@/lib/api-client/client';
import { ApiError } from '@/lib/api-client/errors';
import en from '@/messages/en.json';

// Each refusal the API can answer shows as its translated message; these were the silent ones.
jest.mock('@/lib/api-client/client', () => ({ fetcher: jest.fn() }));
jest.mock('@/lib/api-client/accounts', () => ({ resendActivation: jest.fn(), signUp: jest.fn() }));
jest.mock('@/lib/api-client/chat', () => ({ unblockMember: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const renderWithMessages = (ui: React.ReactElement) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{ui}</SWRConfig>
    </NextIntlClientProvider>,
  );

beforeEach(() => jest.resetAllMocks());

describe('errors reach the member', () => {
  it('"Send a new activation e-mail" says the daily limit is reached', async () => {
    jest.mocked(resendActivation).mockRejectedValue(new ApiError('resend_limit', 429));
    renderWithMessages(<ResendActivationButton />);
    await act(async () => screen.getByRole('button', { name: en.Activation.resend }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(en.Errors.resend_limit);
    expect(screen.getByRole('button', { name: en.Activation.resend })).toBeEnabled();
  });

  it('the signup form shows a refusal of a field it has no control for', async () => {
    jest
      .mocked(signUp)
      .mockRejectedValue(new ApiError('validation_failed', 422, [{ path: 'language', code: 'unsupported_language' }]));
    renderWithMessages(<SignupForm mode="all" siteName="Rosedate" />);
    await act(async () => screen.getByRole('button', { name: en.Signup.submit }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(en.Errors.unsupported_language);
  });

  it('the region list says why it could not be loaded', async () => {
    jest.mocked(fetcher).mockRejectedValue(new ApiError('service_unavailable', 503));
    renderWithMessages(<RegionPicker id="place" value={{ country: 'NL', region: null }} onChange={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Errors.service_unavailable);
  });

  it('a refused unblock names the reason', async () => {
    jest.mocked(unblockMember).mockRejectedValue(new ApiError('rate_limited', 429));
    renderWithMessages(
      <BlockedMembers
        initial={[
          {
            id: '0190a8d2-8f6e-7c3b-9d4e-000000000001',
            name: 'Lotte',
            age: 41,
            main_image: null,
            available: true,
            fictional: false,
          },
        ]}
      />,
    );
    await act(async () => screen.getByRole('button', { name: /Lotte/ }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(en.Errors.rate_limited);
  });
});
