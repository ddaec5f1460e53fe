import { ageOn, parseIsoDate } from '@/lib/utils/age';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageOn: one age for every card, header and check', () => {
  it('turns a year older on the birthday itself, not the day before', () => {
    expect(ageOn('1990-06-15', day('2026-06-14'))).toBe(35);
    expect(ageOn('1990-06-15', day('2026-06-15'))).toBe(36);
    expect(ageOn('1990-06-15', day('2026-06-16'))).toBe(36);
  });

  it('counts UTC calendar days, whatever the hour', () => {
    expect(ageOn('1990-06-15', new Date('2026-06-14T23:59:59Z'))).toBe(35);
    expect(ageOn('1990-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(36);
  });

  it('lets someone born on 29 February turn older on 1 March in other years, on 29 February in leap years', () => {
    expect(ageOn('2000-02-29', day('2025-02-28'))).toBe(24);
    expect(ageOn('2000-02-29', day('2025-03-01'))).toBe(25);
    expect(ageOn('2000-02-29', day('2028-02-28'))).toBe(27);
    expect(ageOn('2000-02-29', day('2028-02-29'))).toBe(28);
  });

  it('agrees where the old day-count estimate (days / 365.25) did not', () => {
    // On the 18th birthday the estimate still said 17 (6574 days / 365.25 = 17.9986): a member card
    // showed 17 while the chat header showed 18.
    expect(ageOn('2008-03-01', day('2026-02-28'))).toBe(17);
    expect(ageOn('2008-03-01', day('2026-03-01'))).toBe(18);
  });

  it('takes a parsed date or its text, and has no age for an impossible date or none', () => {
    expect(ageOn({ y: 1990, m: 6, d: 15 }, day('2026-06-15'))).toBe(36);
    expect(ageOn('2023-02-29', day('2026-01-01'))).toBeNull();
    expect(ageOn('15-06-1990', day('2026-01-01'))).toBeNull();
    expect(ageOn(null, day('2026-01-01'))).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
  });
});
