import { loadOnce } from '@/lib/utils/load-once';

describe('loadOnce', () => {
  it('shares one load between callers with the same key', async () => {
    const once = loadOnce<string>();
    let calls = 0;
    const load = () => Promise.resolve(`texts ${++calls}`);
    const [a, b] = await Promise.all([once('de:1', load), once('de:1', load)]);
    expect([a, b, calls]).toEqual(['texts 1', 'texts 1', 1]);
    expect(await once('de:1', load)).toBe('texts 1');
  });

  it('loads again for another key', async () => {
    const once = loadOnce<string>();
    expect(await once('de:1', () => Promise.resolve('de'))).toBe('de');
    expect(await once('nl:1', () => Promise.resolve('nl'))).toBe('nl');
    expect(await once('nl:2', () => Promise.resolve('nl 2'))).toBe('nl 2');
  });

  it('forgets a failed load, so the next use tries again', async () => {
    const once = loadOnce<string>();
    await expect(once('de:1', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await once('de:1', () => Promise.resolve('de'))).toBe('de');
  });

  it('keeps a newer load when an older one for a replaced key fails', async () => {
    const once = loadOnce<string>();
    let fail: (error: Error) => void = () => undefined;
    const old = once('de:1', () => new Promise<string>((_, reject) => (fail = reject)));
    let calls = 0;
    const load = () => Promise.resolve(`nl ${++calls}`);
    expect(await once('nl:1', load)).toBe('nl 1');
    fail(new Error('offline'));
    await expect(old).rejects.toThrow('offline');
    expect(await once('nl:1', load)).toBe('nl 1');
    expect(calls).toBe(1);
  });
});
