import { termsVersionDate } from '@/lib/utils/terms-date';

describe('terms version date', () => {
  it('is 2023-12-01T12:00:00Z for companies added before it', () => {
    expect(termsVersionDate('2021-03-15T09:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(new Date('2023-12-01T12:00:00Z')).toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
  it('is the added date when the company came later', () => {
    expect(termsVersionDate('2024-02-20T10:00:00Z').toISOString()).toBe('2024-02-20T10:00:00.000Z');
  });
  it('falls back to the base date for an invalid date', () => {
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});
