import { GEOLOCATION_CACHE_MS } from '@/lib/config/constants';
import {
  geolocationSlice,
  locateStarted,
  permissionChanged,
  positionFailed,
  positionFound,
  resetGeolocation,
  saveFinished,
  selectCanLocate,
  type GeolocationState,
} from '@/lib/store/slices/geolocation-slice';
import { freshFix, makeFix } from '@/lib/utils/geolocation-cache';

const reduce = (actions: Parameters<typeof geolocationSlice.reducer>[1][], from?: GeolocationState) =>
  actions.reduce((s, a) => geolocationSlice.reducer(s, a), from ?? geolocationSlice.getInitialState());
const canLocate = (state: GeolocationState) => selectCanLocate({ geolocation: state });

describe('geolocation slice: the five permission states and a locate attempt', () => {
  it('starts unknown and follows the browser’s permission', () => {
    const start = reduce([]);
    expect(start).toEqual({ permission: 'unknown', phase: 'idle', failure: null });
    expect(canLocate(start)).toBe(true);
    for (const p of ['granted', 'prompt', 'denied'] as const) expect(reduce([permissionChanged(p)]).permission).toBe(p);
  });

  it('unsupported is final and offers no locate', () => {
    const state = reduce([permissionChanged('unsupported'), permissionChanged('granted'), locateStarted()]);
    expect(state).toMatchObject({ permission: 'unsupported', phase: 'idle' });
    expect(canLocate(state)).toBe(false);
  });

  it('denied blocks locating until the permission changes again', () => {
    const denied = reduce([permissionChanged('denied'), locateStarted()]);
    expect(denied.phase).toBe('idle');
    expect(canLocate(denied)).toBe(false);
    expect(canLocate(reduce([permissionChanged('prompt')], denied))).toBe(true);
  });

  it('goes locating → saving → stored, with granted once the browser answered', () => {
    const locating = reduce([permissionChanged('prompt'), locateStarted()]);
    expect(locating.phase).toBe('locating');
    expect(canLocate(locating)).toBe(false);
    const saving = reduce([positionFound()], locating);
    expect(saving).toMatchObject({ permission: 'granted', phase: 'saving' });
    expect(reduce([saveFinished('stored')], saving)).toEqual({ permission: 'granted', phase: 'stored', failure: null });
    expect(reduce([saveFinished('not_served')], saving).phase).toBe('not_served');
    expect(reduce([saveFinished('request_failed')], saving)).toMatchObject({
      phase: 'failed',
      failure: 'request_failed',
    });
  });

  it('a refusal at the prompt becomes the denied state, other failures a retryable failure', () => {
    const locating = reduce([locateStarted()]);
    expect(reduce([positionFailed('denied')], locating)).toEqual({
      permission: 'denied',
      phase: 'idle',
      failure: null,
    });
    const timedOut = reduce([positionFailed('timeout')], locating);
    expect(timedOut).toMatchObject({ permission: 'unknown', phase: 'failed', failure: 'timeout' });
    expect(canLocate(timedOut)).toBe(true);
    expect(reduce([locateStarted()], timedOut)).toMatchObject({ phase: 'locating', failure: null });
    expect(reduce([resetGeolocation()], timedOut)).toMatchObject({ phase: 'idle', failure: null });
  });

  it('a permission revoked while locating stops the attempt', () => {
    expect(reduce([locateStarted(), permissionChanged('denied')])).toMatchObject({
      permission: 'denied',
      phase: 'idle',
    });
  });
});

describe('geolocation cache (one hour, spec §9)', () => {
  const now = 1_800_000_000_000;
  it('keeps a rounded fix for an hour and no longer', () => {
    const fix = makeFix(52.373123, 4.892456, now);
    expect(fix).toEqual({ lat: 52.37, lon: 4.89, at: now });
    const raw = JSON.stringify(fix);
    expect(freshFix(raw, now + GEOLOCATION_CACHE_MS - 1)).toEqual(fix);
    expect(freshFix(raw, now + GEOLOCATION_CACHE_MS)).toBeNull();
  });

  it.each([
    null,
    '',
    'not json',
    '{"lat":"52","lon":4,"at":1}',
    '{"lat":95,"lon":4,"at":1800000000000}',
    JSON.stringify({ lat: 1, lon: 2, at: now + 60_000 }),
  ])('ignores a broken or future entry: %s', (raw) => {
    expect(freshFix(raw, now)).toBeNull();
  });
});
