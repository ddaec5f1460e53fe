import {
  inMembersArea,
  showsMoneyStrip,
  TIME_BONUS_POPUP_DELAY_MS,
  wantsTimeBonusPopup,
} from '@/components/money/money-places';
import { makeStore } from '@/lib/store/store';
import {
  selectTimeBonus,
  selectTimeBonusVisible,
  timeBonusCleared,
  timeBonusLoaded,
} from '@/lib/store/slices/time-bonus-slice';
import { countdownParts, formatCountdown, minutesLeft } from '@/lib/utils/countdown';
import { currencyDigits, formatMinor, inputToMinor, minorToInput } from '@/lib/utils/money-input';

const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('the time-bonus countdown (spec §4: hh:mm:ss, 1 s tick)', () => {
  it('counts hours, minutes and seconds, a part second as a whole one, never below zero', () => {
    expect(countdownParts(T0 + 4 * 3600_000, T0)).toEqual({ hours: 4, minutes: 0, seconds: 0 });
    expect(countdownParts(T0 + 3723_000, T0)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(countdownParts(T0 + 1500, T0)).toEqual({ hours: 0, minutes: 0, seconds: 2 });
    expect(countdownParts(T0, T0 + 5000)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('writes two digits per part in every language', () => {
    expect(formatCountdown(T0 + 4 * 3600_000, T0, 'en')).toBe('04:00:00');
    expect(formatCountdown(T0 + 3 * 3600_000 + 59 * 60_000 + 9_000, T0, 'de')).toBe('03:59:09');
    expect(formatCountdown(T0 + 61_000, T0, 'pl')).toBe('00:01:01');
    for (const locale of ['da', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'sv']) {
      expect(formatCountdown(T0 + 10_000, T0, locale)).toBe('00:00:10');
    }
    expect(formatCountdown(T0, T0 + 1, 'en')).toBe('00:00:00');
  });

  it("uses the locale's own digits where it has them", () => {
    expect(formatCountdown(T0 + 3661_000, T0, 'ar-EG')).toBe('٠١:٠١:٠١');
  });

  it('rounds minutes up for what is said instead of every second', () => {
    expect(minutesLeft(T0 + 61_000, T0)).toBe(2);
    expect(minutesLeft(T0, T0 + 1)).toBe(0);
  });
});

describe('the time-bonus popup conditions (spec §4)', () => {
  it('opens only at 0 credits, with the bonus visible and not dismissed before', () => {
    expect(wantsTimeBonusPopup({ credits: 0, bonusVisible: true, dismissed: false })).toBe(true);
    expect(wantsTimeBonusPopup({ credits: 1, bonusVisible: true, dismissed: false })).toBe(false);
    expect(wantsTimeBonusPopup({ credits: 0, bonusVisible: false, dismissed: false })).toBe(false);
    expect(wantsTimeBonusPopup({ credits: 0, bonusVisible: true, dismissed: true })).toBe(false);
    expect(TIME_BONUS_POPUP_DELAY_MS).toBe(40_000);
  });

  it.each([
    ['/members', true],
    ['/members/abc', true],
    ['/chats', true],
    ['/likes', true],
    ['/likes/m/abc', true],
    ['/premium', true],
    ['/chats/abc', false],
    ['/profile', false],
    ['/likes/sent', false],
    ['/credits', false],
    ['/', false],
  ])('%s is in the members area: %s', (path, inside) => {
    expect(inMembersArea(path)).toBe(inside);
  });

  it('shows the banner in the members area and on the purchase pages, not in an open conversation', () => {
    expect(showsMoneyStrip('/members')).toBe(true);
    expect(showsMoneyStrip('/likes/sent')).toBe(true);
    expect(showsMoneyStrip('/credits')).toBe(true);
    expect(showsMoneyStrip('/credits/2/ideal')).toBe(true);
    expect(showsMoneyStrip('/chats/abc')).toBe(false);
    expect(showsMoneyStrip('/members/abc/chat')).toBe(false);
    expect(showsMoneyStrip('/complete-signup')).toBe(false);
  });
});

describe("the store's time bonus", () => {
  it('is loaded from the user, cleared at zero or on logout', () => {
    const store = makeStore();
    expect(selectTimeBonusVisible(store.getState())).toBe(false);
    store.dispatch(timeBonusLoaded({ code: 'TIMEBONUS25', percentage: 25, expires_at: new Date(T0).toISOString() }));
    expect(selectTimeBonus(store.getState())).toEqual({ code: 'TIMEBONUS25', percentage: 25, expiresAt: T0 });
    store.dispatch(timeBonusCleared());
    expect(selectTimeBonusVisible(store.getState())).toBe(false);
    store.dispatch(timeBonusLoaded({ code: 'TIMEBONUS25', percentage: 25, expires_at: 'not a time' }));
    expect(selectTimeBonus(store.getState())).toBeNull();
  });
});

describe('amounts typed by a member', () => {
  it('are read in major units into minor units, empty as no limit', () => {
    expect(inputToMinor('50', 'EUR')).toBe(5000);
    expect(inputToMinor('12,5', 'EUR')).toBe(1250);
    expect(inputToMinor(' 0.99 ', 'GBP')).toBe(99);
    expect(inputToMinor('', 'EUR')).toBeNull();
    expect(inputToMinor('1.234', 'EUR')).toBeUndefined();
    expect(inputToMinor('-5', 'EUR')).toBeUndefined();
    expect(inputToMinor('1e3', 'EUR')).toBeUndefined();
    expect(inputToMinor('500', 'JPY')).toBe(500);
    expect(inputToMinor('5.5', 'JPY')).toBeUndefined();
  });

  it('are shown back in major units and formatted per locale and currency', () => {
    // Intl separates the sign with a no-break space; compared here as a plain one.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(currencyDigits('EUR')).toBe(2);
    expect(minorToInput(1250, 'EUR')).toBe('12.5');
    expect(minorToInput(null, 'EUR')).toBe('');
    expect(plain(formatMinor(5000, 'EUR', 'de'))).toBe('50,00 €');
    expect(plain(formatMinor(5000, 'EUR', 'nl'))).toBe('€ 50,00');
    expect(plain(formatMinor(5000, 'GBP', 'en'))).toBe('£50.00');
    expect(plain(formatMinor(5000, 'PLN', 'pl'))).toBe('50,00 zł');
  });
});
