import { badgeText, creditsBadge, titleWithUnread } from '@/lib/utils/badges';
import { routeName, shouldShowEntryWarning, showBackButton } from '@/lib/utils/route-names';

describe('badges', () => {
  it('caps at 99+ and hides zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it('prefixes the page title with the unread count, replacing an earlier prefix, and removes it at zero', () => {
    expect(titleWithUnread('Messages | Rosedate', 3)).toBe('(3) Messages | Rosedate');
    expect(titleWithUnread('(3) Messages | Rosedate', 150)).toBe('(99+) Messages | Rosedate');
    expect(titleWithUnread('(99+) Messages | Rosedate', 0)).toBe('Messages | Rosedate');
  });
  it('shows credits only at 10 or fewer: warning above 0, danger at 0', () => {
    expect(creditsBadge(11)).toBeNull();
    expect(creditsBadge(10)).toEqual({ text: '10', variant: 'warning' });
    expect(creditsBadge(1)).toEqual({ text: '1', variant: 'warning' });
    expect(creditsBadge(0)).toEqual({ text: '0', variant: 'danger' });
  });
});

describe('route names', () => {
  it.each([
    ['/', 'index'],
    ['/members', 'members'],
    ['/members/abc', 'members-id'],
    ['/likes', 'likes'],
    ['/likes/m/abc', 'likes-m-id'],
    ['/likes/new', 'likes-type'],
    ['/chats/1', 'chats-id'],
    ['/credits', 'credits'],
    ['/credits/repeat-order', 'credits-repeat-order'],
    ['/credits/3/ideal', 'credits-id-paymentmethod'],
    ['/credits/3', 'credits-id-paymentmethod'],
    ['/complete-signup', 'complete-signup'],
    ['/reset-password/do', 'reset-password-do'],
    ['/nowhere/at/all', null],
  ])('%s → %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });
});

describe('installed-app back button', () => {
  it('shows only standalone, with history, on the listed routes', () => {
    expect(showBackButton({ standalone: true, historyLength: 2, route: 'members-id' })).toBe(true);
    expect(showBackButton({ standalone: true, historyLength: 2, route: 'credits-id-paymentmethod' })).toBe(true);
    expect(showBackButton({ standalone: false, historyLength: 2, route: 'members-id' })).toBe(false);
    expect(showBackButton({ standalone: true, historyLength: 1, route: 'members-id' })).toBe(false);
    expect(showBackButton({ standalone: true, historyLength: 5, route: 'chats' })).toBe(false);
  });
});

describe('site-entry warning rules', () => {
  // The browser's facts as the component passes them: asked for on demand, each ask counted.
  const facts = (set: Partial<Record<'standalone' | 'loggedIn' | 'skipped' | 'closedBefore', boolean>> = {}) => {
    const asked: string[] = [];
    const fact = (name: 'standalone' | 'loggedIn' | 'skipped' | 'closedBefore') => () => {
      asked.push(name);
      return set[name] ?? false;
    };
    return {
      asked,
      input: {
        standalone: fact('standalone'),
        loggedIn: fact('loggedIn'),
        skipped: fact('skipped'),
        closedBefore: fact('closedBefore'),
      },
    };
  };
  const base = { enabled: true, country: 'NL' as string | null, route: 'index' as string | null };
  it('shows for a new Dutch or German visitor', () => {
    expect(shouldShowEntryWarning({ ...base, ...facts().input })).toBe(true);
    expect(shouldShowEntryWarning({ ...base, country: 'DE', ...facts().input })).toBe(true);
  });
  it.each([
    ['installed app', { standalone: true }],
    ['logged in', { loggedIn: true }],
    ['skipped marker', { skipped: true }],
    ['shown before', { closedBefore: true }],
  ])('hides for %s', (_label, set) => {
    expect(shouldShowEntryWarning({ ...base, ...facts(set).input })).toBe(false);
  });
  it.each([
    ['other countries', { country: 'US' }],
    ['unknown country', { country: null }],
    ['disabled by the site', { enabled: false }],
    ['complete-signup', { route: 'complete-signup' }],
    ['reset-password', { route: 'reset-password' }],
    ['reset-password-do', { route: 'reset-password-do' }],
  ])('hides for %s without asking the browser for its stored facts', (_label, change) => {
    const { asked, input } = facts();
    expect(shouldShowEntryWarning({ ...base, ...change, ...input })).toBe(false);
    expect(asked).toStrictEqual([]);
  });
});

describe('prefetch rule', () => {
  it('skips prefetching on 2g and with data saver', async () => {
    const { prefetchAllowed } = await import('@/lib/utils/network');
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
