import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { MoneyStrip } from '@/components/money/money-strip';
import type { CurrentUser } from '@/lib/hooks/use-user';
import { makeStore } from '@/lib/store/store';
import en from '@/messages/en.json';

// ky (the HTTP client) cannot load in jest (toolchain G12): its boundary answers as the server would.
const put = jest.fn((url: string) => ({
  json: () => Promise.resolve({ alert: url.split('/').pop(), dismissed_at: new Date().toISOString() }),
}));
jest.mock('@/lib/api-client/client', () => ({
  api: { put: (url: string) => put(url) },
  apiCall: <T,>(run: () => Promise<T>) => run(),
  idempotent: (options: object = {}) => options,
  fetcher: () => new Promise(() => undefined),
}));
let mockPathname = '/members';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => mockPathname,
}));

const START = Date.UTC(2031, 4, 1, 10, 0, 0);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => {
  jest.useFakeTimers({ now: START });
  put.mockClear();
  sessionStorage.clear();
  mockPathname = '/members';
});
afterEach(() => jest.useRealTimers());

function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    loggedIn: true,
    credits: 0,
    paid_user: false,
    dismissed_alerts: [],
    time_bonus: { code: 'TIMEBONUS25', percentage: 25, expires_at: new Date(START + 3_600_000).toISOString() },
    credit_alert: false,
    ...overrides,
  };
}

function renderStrip(user: CurrentUser) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map(), fallback: { '/api/user': { user } } }}>
        <Provider store={makeStore()}>
          <MoneyStrip />
        </Provider>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('the time-bonus banner', () => {
  it('counts down every second and links to the credits', () => {
    renderStrip(member());
    const clock = screen.getByRole('timer');
    expect(clock).toHaveTextContent('01:00:00');
    advance(1000);
    expect(clock).toHaveTextContent('00:59:59');
    advance(59_000);
    expect(clock).toHaveTextContent('00:59:00');
    expect(screen.getByTestId('time-bonus-banner')).toHaveTextContent('25% off every credit package');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('clears at zero', () => {
    renderStrip(
      member({ time_bonus: { code: 'TIMEBONUS25', percentage: 25, expires_at: new Date(START + 3000).toISOString() } }),
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    advance(3000);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('is absent without a bonus (paid, past the 4 hours) and in an open conversation', () => {
    renderStrip(member({ time_bonus: null, paid_user: true, credits: 50 }));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    document.body.innerHTML = '';
    mockPathname = '/chats/abc';
    renderStrip(member());
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });
});

describe('the time-bonus popup', () => {
  it('opens 40 s into the members area at 0 credits, and Escape dismisses it for good', async () => {
    renderStrip(member());
    advance(39_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1000);
    const dialog = screen.getByRole('dialog', { name: en.Money.popup.title });
    expect(dialog).toHaveTextContent('TIMEBONUS25');
    expect(screen.getByRole('button', { name: en.Money.popup.close })).toHaveFocus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => Promise.resolve());
    expect(put).toHaveBeenCalledWith('/api/alerts/time_bonus');
  });

  it('keeps counting the 40 s from entering the area, across pages of it', () => {
    sessionStorage.setItem('rosedate:membersAreaEnteredAt', String(START - 30_000));
    renderStrip(member());
    advance(9_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['credits left', { credits: 5 }],
    ['dismissed before', { dismissed_alerts: ['time_bonus' as const] }],
    ['no bonus', { time_bonus: null }],
  ])('does not open with %s', (_, overrides) => {
    renderStrip(member(overrides));
    advance(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open outside the members area', () => {
    mockPathname = '/profile';
    renderStrip(member());
    advance(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the credit alert', () => {
  it('shows when the server says it is due, without a time bonus, and is dismissed through the API', async () => {
    renderStrip(member({ time_bonus: null, credits: 3, paid_user: true, credit_alert: true }));
    const alert = screen.getByTestId('credit-alert');
    expect(alert).toHaveTextContent('You have 3 credits left.');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    fireEvent.click(screen.getByRole('button', { name: en.Money.creditAlert.dismiss }));
    expect(screen.queryByTestId('credit-alert')).toBeNull();
    await act(async () => Promise.resolve());
    expect(put).toHaveBeenCalledWith('/api/alerts/credit_alert');
  });
});
