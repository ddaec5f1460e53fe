import { likeDay } from '@/lib/server/likes/like-day';

describe('likeDay: the daily like limits count in the site country’s calendar day', () => {
  it('starts and ends at midnight in the zone, also across a change to summer time', () => {
    expect(likeDay('NL', Date.parse('2026-03-29T12:00:00Z'))).toEqual({
      start: new Date('2026-03-28T23:00:00Z'),
      end: new Date('2026-03-29T22:00:00Z'),
    });
    expect(likeDay('GB', Date.parse('2026-03-28T23:59:59Z'))).toEqual({
      start: new Date('2026-03-28T00:00:00Z'),
      end: new Date('2026-03-29T00:00:00Z'),
    });
    // Just after midnight in Berlin, still the day before in UTC.
    expect(likeDay('DE', Date.parse('2026-07-01T22:30:00Z')).start).toEqual(new Date('2026-07-01T22:00:00Z'));
    expect(likeDay('US', Date.parse('2026-11-01T12:00:00Z'))).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-02T05:00:00Z'),
    });
  });
});
