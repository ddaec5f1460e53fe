import { sharedTtlCache } from '@/lib/server/core/cache';

describe('sharedTtlCache', () => {
  it('is one cache per process and name, whichever copy of the module asks (route and page bundles)', async () => {
    const first = sharedTtlCache<number>('test.shared', 60_000);
    let isolated: typeof sharedTtlCache | undefined;
    jest.isolateModules(() => {
      isolated = (jest.requireActual('@/lib/server/core/cache') as { sharedTtlCache: typeof sharedTtlCache })
        .sharedTtlCache;
    });
    const second = isolated?.<number>('test.shared', 60_000);
    expect(second).toBe(first);
    expect(await first.get('k', async () => 1)).toBe(1);
    second?.clear();
    expect(await first.get('k', async () => 2)).toBe(2);
    expect(sharedTtlCache<number>('test.other', 60_000)).not.toBe(first);
  });
});
