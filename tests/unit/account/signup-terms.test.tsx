import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SignupForm } from '@/components/account/signup-form';
import { LOCALES } from '@/lib/config/locales';
import en from '@/messages/en.json';

jest.mock('@/lib/api-client/accounts', () => ({ signUp: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

describe('the signup form names the terms and the privacy statement', () => {
  it('as links that open beside the form, so a signup in progress stays', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SignupForm mode="all" siteName="Rosedate" />
      </NextIntlClientProvider>,
    );
    const terms = screen.getByRole('link', { name: /^terms and conditions/ });
    const privacy = screen.getByRole('link', { name: /^privacy statement/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining(en.Signup.opensInNewTab));
    }
  });

  it.each([...LOCALES])('%s marks both documents as links', async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)) as { Signup: { terms: string } };
    expect(messages.Signup.terms).toMatch(/<terms>[^<]+<\/terms>/);
    expect(messages.Signup.terms).toMatch(/<privacy>[^<]+<\/privacy>/);
  });
});
