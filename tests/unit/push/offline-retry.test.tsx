import { render } from '@testing-library/react';
import { OfflineRetry } from '@/components/push/offline-retry';

/** The delays the offline page scheduled its own reload with (ms), mounting it `times` times. */
function scheduledDelays(times: number, online: boolean): number[] {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  const timeout = jest.spyOn(window, 'setTimeout');
  for (let i = 0; i < times; i++) render(<OfflineRetry label="Try again" />).unmount();
  const delays = timeout.mock.calls.map(([, ms]) => Number(ms));
  timeout.mockRestore();
  return delays;
}

describe('the offline page coming back by itself', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('waits for the online event while the browser is offline', () => {
    expect(scheduledDelays(1, false)).toEqual([]);
  });

  it('tries again when the browser says it is online, after 5 s, then 10, 20, … up to a minute, with jitter', () => {
    const delays = scheduledDelays(6, true);
    const base = [5_000, 10_000, 20_000, 40_000, 60_000, 60_000];
    expect(delays).toHaveLength(6);
    delays.forEach((delay, i) => {
      expect(delay).toBeGreaterThanOrEqual(base[i]! * 0.8);
      expect(delay).toBeLessThanOrEqual(base[i]! * 1.2);
    });
  });

  it('starts from 5 s again after the online event', () => {
    scheduledDelays(3, true);
    expect(sessionStorage.getItem('offlineRetries')).toBe('3');
    const mounted = render(<OfflineRetry label="Try again" />);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot reload
    window.dispatchEvent(new Event('online'));
    expect(sessionStorage.getItem('offlineRetries')).toBeNull();
    error.mockRestore();
    mounted.unmount();
  });
});
