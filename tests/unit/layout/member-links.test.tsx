import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { NavAccount } from '@/components/layout/nav-account';
import { TabBar } from '@/components/layout/tab-bar';
import { wantsEnrichAlert } from '@/components/layout/enrich-alert';
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
let mockPathname = '/';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(),
}));

const member = (paid: boolean): CurrentUser => ({
  loggedIn: true,
  status: 'active',
  credits: 8,
  paid_user: paid,
  profile: { name: 'Sam', country: 'GB', status: 'active', main_image: null },
});

function renderNav(user: CurrentUser, nav: ReactNode = <NavAccount />, unread = 0) {
  document.cookie = 'auth_hint=1; path=/';
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fallback: {
            '/api/user': { user },
            '/api/chats': { chats: [], total_unread: unread },
            '/api/likes': { profiles: [], liked_by: [{ id: 'x', like_new: true }], total_new: 1, new_matches: [] },
          },
        }}
      >
        <Provider store={makeStore()}>{nav}</Provider>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  mockPathname = '/';
});

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('member links lead only to pages that exist', () => {
  it('knows which member pages are not built yet', () => {
    // Issue 14 builds the purchase pages: credits and premium are destinations of their own now.
    expect(unbuiltPaths()).not.toContain('/credits');
    expect(unbuiltPaths()).not.toContain('/premium');
    expect(unbuiltPaths()).not.toContain('/likes');
    expect(unbuiltPaths()).not.toContain('/members');
    expect(unbuiltPaths()).not.toContain(findMembersPath());
  });

  it.each([false, true])('the member navigation (paid %s) links to no page that is missing', (paid) => {
    renderNav(member(paid));
    expect(screen.getByRole('link', { name: en.Nav.messages })).toHaveAttribute('href', '/chats');
    expect(hrefs().filter((href) => unbuiltPaths().includes(href ?? ''))).toEqual([]);
    expect(screen.getByRole('link', { name: en.Nav.searchMembers })).toHaveAttribute('href', '/members');
  });

  it('counts new likes in the likes badge and, with the unread messages, in the title', () => {
    document.title = 'Rosedate';
    renderNav(member(false), <NavAccount />, 2);
    const likes = screen.getByRole('link', { name: /^Likes/ });
    expect(likes).toHaveAttribute('href', '/likes');
    expect(likes).toHaveTextContent(/1 new like/);
    expect(document.title).toMatch(/^\(3\) /);
  });

  it.each([false, true])('the tab bar (paid %s) links to no page that is missing', (paid) => {
    renderNav(member(paid), <TabBar />);
    expect(screen.getByRole('navigation', { name: en.Nav.tabBar })).toBeInTheDocument();
    expect(hrefs()).toContain('/chats');
    expect(hrefs()).toContain(findMembersPath());
    expect(hrefs().filter((href) => unbuiltPaths().includes(href ?? ''))).toEqual([]);
  });

  it('"Get premium" and the photo limit lead to the premium page, the credits link to the credits page', () => {
    renderNav(member(true));
    expect(screen.getByRole('link', { name: /^Credits/ })).toHaveAttribute('href', '/credits');
    document.body.innerHTML = '';
    renderNav(member(false));
    expect(screen.getByRole('link', { name: en.Nav.getPremium })).toHaveAttribute('href', '/premium');
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <PhotoLimitAlert limit={3} paidUser={false} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('link', { name: en.Photos.goPremium })).toHaveAttribute('href', '/premium');
  });
});

describe('the tab bar on phones', () => {
  it('marks the current tab and says its badges in words', () => {
    mockPathname = '/chats';
    renderNav(member(true), <TabBar />, 120);
    const chats = screen.getByRole('link', { name: /Chats/ });
    expect(chats).toHaveAttribute('aria-current', 'page');
    // The badge shows 99+; a screen reader hears the whole count.
    expect(chats).toHaveTextContent('99+');
    expect(chats).toHaveAccessibleName(/^Chats ?, 120 unread messages$/);
    // Spec §2: the credits badge only at 10 credits or fewer, a warning above zero.
    const credits = screen.getByRole('link', { name: /Credits/ });
    expect(credits).toHaveAccessibleName(/^Credits ?, 8 credits left$/);
    expect(credits.querySelector('.badge')).toHaveClass('text-bg-warning');
    expect(screen.getByText(en.Nav.me).closest('summary')).not.toHaveAttribute('aria-current');
  });

  it('shows no credits badge above 10, and premium for a free member', () => {
    renderNav({ ...member(true), credits: 11 }, <TabBar />);
    expect(screen.getByRole('link', { name: en.Nav.credits }).querySelector('.badge')).toBeNull();
    document.body.innerHTML = '';
    renderNav(member(false), <TabBar />);
    expect(screen.getByRole('link', { name: en.Nav.premium })).toHaveAttribute('href', '/premium');
  });

  it('a paid member at 0 credits sees the danger badge', () => {
    renderNav({ ...member(true), credits: 0 }, <TabBar />);
    const credits = screen.getByRole('link', { name: /Credits/ });
    expect(credits.querySelector('.badge')).toHaveClass('text-bg-danger');
    expect(credits).toHaveAccessibleName(/^Credits ?, No credits left$/);
  });
});

describe('the enrich-profile alert (spec §4)', () => {
  it('is wanted for a member without a photo until dismissed, never for a visitor', () => {
    const photo = { filename: 'f', thumb_filename: 't', match: 'm' };
    expect(wantsEnrichAlert(member(false))).toBe(true);
    expect(wantsEnrichAlert({ ...member(false), dismissed_alerts: ['enrich_profile'] })).toBe(false);
    expect(wantsEnrichAlert({ ...member(false), profile: { ...member(false).profile!, main_image: photo } })).toBe(
      false,
    );
    expect(wantsEnrichAlert({ loggedIn: false })).toBe(false);
    expect(wantsEnrichAlert(undefined)).toBe(false);
  });
});
