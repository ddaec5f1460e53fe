import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { SpendLimitsForm } from '@/components/money/spend-limits-form';
import { TimeProvider } from '@/components/shell/time-provider';
import type { SpendLimits, SpendLimitsInput } from '@/lib/schemas/payments';
import en from '@/messages/en.json';

// ky (the HTTP client) cannot load in jest (toolchain G12): its boundary answers as PUT /api/spend-limits would.
const put = jest.fn((url: string, options: { json: SpendLimitsInput }) => ({
  json: () =>
    Promise.resolve({
      url,
      limits: { ...options.json, currency: 'EUR', pending: null } satisfies SpendLimits,
    }),
}));
jest.mock('@/lib/api-client/client', () => ({
  api: { put: (url: string, options: { json: SpendLimitsInput }) => put(url, options) },
  apiCall: <T,>(run: () => Promise<T>) => run(),
  idempotent: (options: object = {}) => options,
  fetcher: () => new Promise(() => undefined),
}));

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderForm(limits: SpendLimits) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <TimeProvider settings={{ timeZone: 'UTC', formatLocale: 'en-GB', now: null }}>
        <SWRConfig value={{ provider: () => new Map(), fallback: { '/api/spend-limits': { limits } } }}>
          <SpendLimitsForm />
        </SWRConfig>
      </TimeProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => put.mockClear());

describe('the spending limits form', () => {
  it('shows the limits in force in the currency, and saves new ones in minor units', async () => {
    renderForm({ daily: 5000, monthly: null, currency: 'EUR', pending: null });
    expect(plain(screen.getByTestId('spend-limits-status').textContent)).toContain(
      'In force now: daily €50.00, monthly no limit.',
    );
    const daily = screen.getByLabelText(en.Money.spendLimits.daily);
    expect(daily).toHaveValue('50');
    fireEvent.change(daily, { target: { value: '30,5' } });
    fireEvent.change(screen.getByLabelText(en.Money.spendLimits.monthly), { target: { value: '200' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.Money.spendLimits.save }));
    });
    expect(put).toHaveBeenCalledWith(
      '/api/spend-limits',
      expect.objectContaining({ json: { daily: 3050, monthly: 20000 } }),
    );
    expect(await screen.findByText(en.Money.spendLimits.saved)).toBeInTheDocument();
  });

  it('refuses an amount it cannot read or outside the bounds, naming the field, and sends nothing', async () => {
    renderForm({ daily: null, monthly: null, currency: 'EUR', pending: null });
    const monthly = screen.getByLabelText(en.Money.spendLimits.monthly);
    fireEvent.change(monthly, { target: { value: '0.50' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.Money.spendLimits.save }));
    });
    expect(monthly).toHaveAttribute('aria-invalid', 'true');
    expect(monthly).toHaveAccessibleDescription(/from €1\.00 to €100,000\.00/);
    expect(put).not.toHaveBeenCalled();
  });

  it('shows a raise waiting its 24 hours with when it applies', () => {
    renderForm({
      daily: 2000,
      monthly: 10000,
      currency: 'EUR',
      pending: { daily: 4000, monthly: 10000, from: '2031-05-02T10:00:00.000Z' },
    });
    const status = plain(screen.getByTestId('spend-limits-status').textContent);
    expect(status).toContain('In force now: daily €20.00, monthly €100.00.');
    expect(status).toMatch(/From 02\/05\/2031,? 10:00: daily €40.00, monthly €100.00\./);
    expect(screen.getByLabelText(en.Money.spendLimits.daily)).toHaveValue('40');
  });
});
