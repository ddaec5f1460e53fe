/**
 * @jest-environment node
 */
import { ConfigError, env, resetEnvCache } from '@/lib/config/env';

const NAMES = ['MOLLIE_API_KEY', 'MOLLIE_API_URL', 'MOLLIE_TIMEOUT_MS'] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
  resetEnvCache();
  return () => env();
}

afterAll(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvCache();
});

describe('the payment variables', () => {
  it('are optional: without them the built-in provider answers', () => {
    const e = withEnv({})();
    expect(e.MOLLIE_API_KEY).toBeUndefined();
    expect(e.MOLLIE_API_URL).toBeUndefined();
    expect(e.MOLLIE_TIMEOUT_MS).toBe(10_000);
  });

  it('take a test_ or live_ key with its URL', () => {
    const e = withEnv({ MOLLIE_API_KEY: 'live_abc123', MOLLIE_API_URL: 'https://api.mollie.com/v2' })();
    expect(e.MOLLIE_API_KEY).toBe('live_abc123');
  });

  it('refuse a key without its URL, a URL without its key, and a key of another shape, naming no value', () => {
    for (const values of [
      { MOLLIE_API_KEY: 'test_abc123' },
      { MOLLIE_API_URL: 'https://api.mollie.com/v2' },
      { MOLLIE_API_KEY: 'sk_abc123', MOLLIE_API_URL: 'https://api.mollie.com/v2' },
    ]) {
      const read = withEnv(values);
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(/MOLLIE_API_KEY/);
      expect(read).not.toThrow(/abc123/);
    }
  });
});
