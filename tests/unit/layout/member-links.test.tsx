import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { NavAccount } from '@/components/layout/nav-account';
import { PhotoLimitAlert } from '@/components/photos/photo-limit-alert';
import type { CurrentUser } from '@/lib/hooks/use-user';
import { findMembersPath, unbuiltPaths } from '@/lib/utils/member-destinations';
import en from '@/messages/en.json';

jest.mock('@/lib/api-client/client', () => ({
  api: { get: jest.fn() },
  onAuthenticationLost: () => () => undefined,
  fetcher: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const member = (paid: boolean): CurrentUser => ({
  loggedIn: true,
  status: 'active',
  credits: 8,
  paid_user: paid,
  profile: { name: 'Sam', country: 'GB', status: 'active', main_image: null },
});

function renderNav(user: CurrentUser) {
  document.cookie = 'auth_hint=1; path=/';
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fallback: { '/api/user': { user }, '/api/chats': { chats: [], total_unread: 0 } },
        }}
      >
        <NavAccount />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('member links lead only to pages that exist', () => {
  it('knows which member pages are not built yet', () => {
    expect(unbuiltPaths()).toEqual(expect.arrayContaining(['/likes', '/credits', '/premium']));
    expect(unbuiltPaths()).not.toContain('/members');
    expect(unbuiltPaths()).not.toContain(findMembersPath());
  });

  it.each([false, true])('the member navigation (paid %s) links to no page that is missing', (paid) => {
    renderNav(member(paid));
    expect(screen.getByRole('link', { name: en.Nav.messages })).toHaveAttribute('href', '/chats');
    expect(hrefs().filter((href) => unbuiltPaths().includes(href ?? ''))).toEqual([]);
    expect(screen.getByRole('link', { name: en.Nav.searchMembers })).toHaveAttribute('href', '/members');
  });

  it('"Get premium" and the photo limit lead to the price list until the purchase pages exist', () => {
    renderNav(member(false));
    expect(screen.getByRole('link', { name: en.Nav.getPremium })).toHaveAttribute('href', '/pricing');
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <PhotoLimitAlert limit={3} paidUser={false} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('link', { name: en.Photos.goPremium })).toHaveAttribute('href', '/pricing');
  });
});
