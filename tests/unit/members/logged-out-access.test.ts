import { SEARCH_VISIBILITY, type SearchVisibility } from '@/lib/config/constants';
import { canBrowseAsVisitor } from '@/lib/server/members/logged-out-access';
import { maySeePhoto } from '@/lib/server/photos/photo-access';

const site = (loggedOutSearch: SearchVisibility, loggedOutSearchTrafficsource: SearchVisibility) => ({
  loggedOutSearch,
  loggedOutSearchTrafficsource,
});

describe('canBrowseAsVisitor (spec §4 logged-out search)', () => {
  it.each(SEARCH_VISIBILITY.filter((v) => v !== 'none'))(
    'lets every visitor browse when logged_out_search is %s',
    (v) => {
      for (const ts of SEARCH_VISIBILITY) {
        expect(canBrowseAsVisitor(site(v, ts), false)).toBe(true);
        expect(canBrowseAsVisitor(site(v, ts), true)).toBe(true);
      }
    },
  );

  it('with logged_out_search none, only visitors with a traffic source, and only when that setting is not none', () => {
    expect(canBrowseAsVisitor(site('none', 'limited'), true)).toBe(true);
    expect(canBrowseAsVisitor(site('none', 'full'), true)).toBe(true);
    expect(canBrowseAsVisitor(site('none', 'full'), false)).toBe(false);
    expect(canBrowseAsVisitor(site('none', 'none'), true)).toBe(false);
    expect(canBrowseAsVisitor(site('none', 'none'), false)).toBe(false);
  });
});

describe('maySeePhoto (spec §6 photos by role)', () => {
  const member = { id: 'm', paid: false };
  const premium = { id: 'p', paid: true };
  it('shows the main photo to everyone, other free photos to members only', () => {
    expect(maySeePhoto({ kind: 'free', main: true }, null, false)).toBe(true);
    expect(maySeePhoto({ kind: 'free', main: false }, null, false)).toBe(false);
    expect(maySeePhoto({ kind: 'free', main: false }, member, false)).toBe(true);
  });

  it('shows private photos to premium members and to members who unlocked them, never to visitors', () => {
    expect(maySeePhoto({ kind: 'private', main: false }, null, true)).toBe(false);
    expect(maySeePhoto({ kind: 'private', main: false }, member, false)).toBe(false);
    expect(maySeePhoto({ kind: 'private', main: false }, member, true)).toBe(true);
    expect(maySeePhoto({ kind: 'private', main: false }, premium, false)).toBe(true);
  });
});
