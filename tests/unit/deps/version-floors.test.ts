import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The dependency floors of the reliability catalogue (§A0.1): `npm audit` cannot reach an advisory
 * service on these machines, so the versions that close the known advisories are asserted here, for what
 * package.json asks and for what is installed.
 */
const FLOORS: Record<string, string> = {
  next: '16.4.1', // CVE-2026-94482 (Server Action CPU DoS) and the 16.3.8 image-optimizer and cache fixes
  react: '19.2.4', // React2Shell and the RSC DoS series up to CVE-2026-23864
  'react-dom': '19.2.4',
  'next-intl': '4.9.2', // CVE-2026-40299 open redirect, GHSA-4c35-wcg5-mm9h prototype pollution
  sharp: '0.35.5', // GHSA-2464-fhr4-w9xw, RCE through SVG in image optimization
};

type Version = [number, number, number];

function parse(version: string): Version {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`not a version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function atLeast(version: string, floor: string): boolean {
  const [a, b] = [parse(version), parse(floor)];
  for (let i = 0; i < 3; i++) {
    const [x = 0, y = 0] = [a[i], b[i]];
    if (x !== y) return x > y;
  }
  return true;
}

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('dependency floors (reliability catalogue §A0.1)', () => {
  it.each(Object.entries(FLOORS))('%s is asked for at %s or later', (name, floor) => {
    const wanted = manifest.dependencies[name];
    // An exact pin or a range: its lowest version must clear the floor.
    expect(atLeast((wanted ?? '0.0.0').replace(/^[\^~>=\s]+/, ''), floor)).toBe(true);
  });

  it.each(Object.entries(FLOORS))('%s is installed at %s or later', (name, floor) => {
    const installed = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(atLeast(installed.version, floor)).toBe(true);
  });

  it('compares versions numerically', () => {
    expect(atLeast('16.10.0', '16.4.1')).toBe(true);
    expect(atLeast('16.4.0', '16.4.1')).toBe(false);
    expect(atLeast('19.2.4', '19.2.4')).toBe(true);
    expect(atLeast('0.34.9', '0.35.5')).toBe(false);
  });
});
