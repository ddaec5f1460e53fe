import { cleanTrackingValue, extractTracking, sealTracking, unsealTracking } from '@/lib/edge/tracking';

const KEY = 'test-key-0123456789abcdef0123456789';

describe('tracking parameters', () => {
  it('strips curly braces from unfilled macros', () => {
    expect(cleanTrackingValue('{clickid}abc{sub}', 'sub1')).toBe('clickidabcsub');
    expect(cleanTrackingValue('{}', 'network')).toBe('');
  });

  it('removes control characters and anything outside the safe set', () => {
    expect(cleanTrackingValue('net\u0000work\r\n<script>"x"', 'network')).toBe('networkscriptx');
  });

  it('caps 2 KB of text', () => {
    const value = cleanTrackingValue('a'.repeat(2048), 'ref');
    expect(value).toHaveLength(128);
    expect(cleanTrackingValue('b'.repeat(2048), 'network')).toHaveLength(64);
  });

  it('extracts the five parameters, keeps the others in order and needs a network', () => {
    const result = extractTracking(new URLSearchParams('a=1&network={aff}&ref=r-1&b=2&sub1=x&sub2=&sub3=z&c=3'));
    expect(result.present).toBe(true);
    expect(result.record).toEqual({ network: 'aff', ref: 'r-1', sub1: 'x', sub3: 'z' });
    expect(result.cleanedSearch).toBe('?a=1&b=2&c=3');

    const noNetwork = extractTracking(new URLSearchParams('ref=1&x=2'));
    expect(noNetwork.present).toBe(true);
    expect(noNetwork.record).toBeNull();
    expect(noNetwork.cleanedSearch).toBe('?x=2');

    expect(extractTracking(new URLSearchParams('x=1')).present).toBe(false);
    expect(extractTracking(new URLSearchParams('network={}')).record).toBeNull();
  });

  it('treats parameter names case-insensitively and keeps the first value', () => {
    const result = extractTracking(new URLSearchParams('NETWORK=one&network=two'));
    expect(result.record?.network).toBe('one');
    expect(result.cleanedSearch).toBe('');
  });

  it('signs the cookie and refuses tampered ones', () => {
    const sealed = sealTracking({ network: 'aff', sub1: 'x' }, KEY);
    expect(unsealTracking(sealed, KEY)).toEqual({ network: 'aff', sub1: 'x' });
    expect(unsealTracking(sealed, 'another-key-0123456789abcdef0123')).toBeNull();
    const [payload, mac] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ network: 'evil' })).toString('base64url');
    expect(unsealTracking(`${forged}.${mac}`, KEY)).toBeNull();
    expect(unsealTracking(`${payload}.x${mac}`, KEY)).toBeNull();
    expect(unsealTracking('garbage', KEY)).toBeNull();
    expect(unsealTracking(undefined, KEY)).toBeNull();
    expect(unsealTracking('a'.repeat(5000), KEY)).toBeNull();
  });
});
