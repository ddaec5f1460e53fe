/** @jest-environment node */
import { sealData, unsealData } from 'iron-session';
import { setClock } from '@/lib/server/core/clock';
import { cachedUnsealer, sealExpiryMs, UNSEALED_TTL_MS } from '@/lib/server/auth/unseal-cache';

const KEY = 'a unit test key that is long enough for iron-session';
const OTHER_KEY = 'another unit test key, long enough for iron-session';
type Data = { userId: string };

/** A reader that counts its unseals (the cryptography the cache saves). */
function counted() {
  let unseals = 0;
  const cache = cachedUnsealer<Data>(
    async (sealed, keys) => {
      for (const password of keys) {
        unseals += 1;
        const data = await unsealData<Partial<Data>>(sealed, { password, ttl: 3600 });
        if (typeof data.userId === 'string') return { userId: data.userId };
      }
      return null;
    },
    { maxEntries: 2 },
  );
  return { cache, unseals: () => unseals };
}

const seal = (userId: string, ttl = 3600) => sealData({ userId }, { password: KEY, ttl });

describe('cachedUnsealer', () => {
  const start = Date.now();
  beforeEach(() => setClock(start));
  afterAll(() => setClock(null));

  it('unseals a cookie once within its lifetime, and again after it', async () => {
    const { cache, unseals } = counted();
    const sealed = await seal('u1');
    expect(await cache.read(sealed, [KEY])).toEqual({ userId: 'u1' });
    expect(await cache.read(sealed, [KEY])).toEqual({ userId: 'u1' });
    expect(unseals()).toBe(1);
    setClock(start + UNSEALED_TTL_MS - 1);
    await cache.read(sealed, [KEY]);
    expect(unseals()).toBe(1);
    setClock(start + UNSEALED_TTL_MS);
    expect(await cache.read(sealed, [KEY])).toEqual({ userId: 'u1' });
    expect(unseals()).toBe(2);
  });

  it('keeps no entry past the seal’s own expiry', async () => {
    const { cache, unseals } = counted();
    const sealed = await seal('u1', 5);
    const expiry = sealExpiryMs(sealed);
    expect(expiry).not.toBeNull();
    setClock(expiry! - 2_000);
    await cache.read(sealed, [KEY]);
    setClock(expiry!);
    await cache.read(sealed, [KEY]);
    expect(unseals()).toBe(2);
  });

  it('does not keep a cookie that does not unseal, nor one read with other keys', async () => {
    const { cache, unseals } = counted();
    expect(await cache.read('not a seal', [KEY])).toBeNull();
    expect(await cache.read('not a seal', [KEY])).toBeNull();
    expect(unseals()).toBe(2);
    const sealed = await seal('u1');
    await cache.read(sealed, [KEY]);
    // A rotation that drops the key the cookie was sealed with: it no longer opens.
    expect(await cache.read(sealed, [OTHER_KEY])).toBeNull();
    expect(unseals()).toBe(4);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { cache, unseals } = counted();
    const [a, b, c] = await Promise.all([seal('a'), seal('b'), seal('c')]);
    for (const sealed of [a, b, c]) await cache.read(sealed, [KEY]);
    expect(unseals()).toBe(3);
    await cache.read(c, [KEY]);
    await cache.read(b, [KEY]);
    expect(unseals()).toBe(3);
    await cache.read(a, [KEY]);
    expect(unseals()).toBe(4);
  });

  it('reads the expiry of an iron seal, and none of anything else', async () => {
    const before = Date.now();
    const expiry = sealExpiryMs(await seal('u1', 60));
    expect(expiry).toBeGreaterThanOrEqual(before + 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(sealExpiryMs('Fe26.2*1*a*b*c**d*e~2')).toBeNull();
    expect(sealExpiryMs('garbage')).toBeNull();
  });
});
