import { clientIpFrom, normalizeHost } from '@/lib/edge/host';

describe('normalizeHost', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['example.com:3000', 'example.com'],
    ['example.com.', 'example.com'],
    ['www.example.com', 'example.com'],
    ['WWW.Example.com.:443', 'example.com'],
    ['hartjesdate.localhost:3000', 'hartjesdate.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['exa mple.com'],
    ['example.com:abc'],
    ['-bad.example'],
    ['evil.com/path'],
    ['a'.repeat(64) + '.com'],
    ['x.'.repeat(200) + 'com'],
    ['ex\u0000ample.com'],
    ['example.com\r\nX-Injected: 1'],
    ['[::1'],
  ])('refuses %j', (raw) => {
    expect(normalizeHost(raw)).toBeNull();
  });
});

describe('clientIpFrom', () => {
  it('takes the right-most hop, which our own proxy appended', () => {
    expect(clientIpFrom('1.2.3.4, 10.0.0.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientIpFrom('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
  it('ignores garbage', () => {
    expect(clientIpFrom(null)).toBeNull();
    expect(clientIpFrom('not an ip<script>')).toBeNull();
  });
});
