import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { NavAccount } from '@/components/layout/nav-account';
import { PhotoLimitAlert } from '@/components/photos/photo-limit-alert';
import type { CurrentUser } from '@/lib/hooks/use-user';
import { makeStore } from '@/lib/store/store';
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
  useSearchParams: () => new URLSearchParams(),
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
          fallback: {
            '/api/user': { user },
            '/api/chats': { chats: [], total_unread: 2 },
            '/api/likes': { profiles: [], liked_by: [{ id: 'x', like_new: true }], total_new: 1, new_matches: [] },
          },
        }}
      >
        <Provider store={makeStore()}>
          <NavAccount />
        </Provider>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('member links lead only to pages that exist', () => {
  it('knows which member pages are not built yet', () => {
    expect(unbuiltPaths()).toEqual(expect.arrayContaining(['/members', '/credits', '/premium']));
    expect(unbuiltPaths()).not.toContain(findMembersPath());
  });

  it.each([false, true])('the member navigation (paid %s) links to no page that is missing', (paid) => {
    renderNav(member(paid));
    expect(screen.getByRole('link', { name: new RegExp(`^${en.Nav.messages}`) })).toHaveAttribute('href', '/chats');
    expect(hrefs().filter((href) => unbuiltPaths().includes(href ?? ''))).toEqual([]);
    expect(screen.queryByRole('link', { name: en.Nav.searchMembers })).toBeNull();
  });

  it('counts new likes in the likes badge and, with the unread messages, in the title', () => {
    document.title = 'Rosedate';
    renderNav(member(false));
    const likes = screen.getByRole('link', { name: /^Likes/ });
    expect(likes).toHaveAttribute('href', '/likes');
    expect(screen.getByLabelText('1 new like')).toHaveTextContent('1');
    expect(document.title).toMatch(/^\(3\) /);
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
