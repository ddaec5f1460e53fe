import {
  isStillRunning,
  MAX_RETRY_AFTER_S,
  retryAfterSeconds,
  retryDelay,
  RETRY_LIMIT,
  waitsTooLong,
} from '@/lib/api-client/retry';
import { isChunkLoadError, mayReload } from '@/components/shell/chunk-reload-guard';

describe('retries', () => {
  it('retries 5 times', () => {
    expect(RETRY_LIMIT).toBe(5);
  });
  it('grows exponentially with jitter inside [ceiling/2, ceiling] and a cap', () => {
    expect(retryDelay(1, () => 0)).toBe(150);
    expect(retryDelay(1, () => 1)).toBe(300);
    expect(retryDelay(3, () => 1)).toBe(1200);
    expect(retryDelay(20, () => 1)).toBe(10_000);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelay(4)));
    expect(spread.size).toBeGreaterThan(10);
  });
});

describe('idempotent retries', () => {
  it('retries a 409 only when the server says the first attempt is still running', () => {
    expect(isStillRunning({ status: 409, headers: new Headers({ 'Retry-After': '1' }) })).toBe(true);
    expect(isStillRunning({ status: 409, headers: new Headers() })).toBe(false);
    expect(isStillRunning({ status: 503, headers: new Headers({ 'Retry-After': '1' }) })).toBe(false);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'Retry-After': '120' }), now)).toBe(120);
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'Thu, 26 Nov 2026 11:00:00 GMT' }), now)).toBe(3600);
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'soon' }), now)).toBeNull();
    expect(retryAfterSeconds(new Headers(), now)).toBeNull();
  });
  it('gives up at once when the wait is a limit of hours rather than a hiccup', () => {
    expect(waitsTooLong({ headers: new Headers({ 'Retry-After': String(MAX_RETRY_AFTER_S) }) })).toBe(false);
    expect(waitsTooLong({ headers: new Headers({ 'Retry-After': String(MAX_RETRY_AFTER_S + 1) }) })).toBe(true);
    expect(waitsTooLong({ headers: new Headers({ 'Retry-After': '86400' }) })).toBe(true);
    expect(waitsTooLong({ headers: new Headers() })).toBe(false);
  });
});

describe('chunk-load failure reload', () => {
  it('recognises chunk errors only', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('reloads at most once per 60 s', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 30_000)).toBe(false);
    expect(mayReload(1_000, 61_000)).toBe(true);
  });
});
