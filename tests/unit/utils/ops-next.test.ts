import { safeOpsNext } from '@/lib/utils/ops-next';

describe('safeOpsNext: where the console login may send an operator', () => {
  it.each(['/ops', '/ops/inbox', '/ops/members/123?tab=notes', '/ops#top'])('keeps the console path %s', (next) => {
    expect(safeOpsNext(next)).toBe(next);
  });

  it.each([
    undefined,
    null,
    '',
    '/',
    '/members',
    '/opsx',
    '//evil.example/ops',
    'https://evil.example/ops',
    '/ops//evil.example',
    '/ops/%2F%2Fevil.example',
    '/ops\\evil',
    '/ops/ login',
    '/ops/login',
    '/ops/login?next=/ops',
    `/ops/${'a'.repeat(600)}`,
  ])('refuses %s', (next) => {
    expect(safeOpsNext(next)).toBeNull();
  });
});
