import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that Jest (CommonJS) must transform.
const esm = [
  'uint8array-extras',
  'iron-session',
  'iron-webcrypto',
  'uncrypto',
  'cookie',
  'next-intl',
  'use-intl',
  'ky',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'react-redux',
  '@reduxjs',
  'immer',
  'reselect',
  'redux',
  'swr',
];

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/utils/empty-module.js',
  },
  testPathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/node_modules/'],
};

async function project(name, testEnvironment, extra = {}) {
  const config = await createJestConfig({ ...shared, testEnvironment, ...extra })();
  return {
    ...config,
    displayName: name,
    testMatch: [`<rootDir>/tests/${name}/**/*.test.ts?(x)`],
    transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  };
}

export default async function config() {
  return {
    projects: [
      await project('unit', 'jsdom', { setupFilesAfterEnv: ['<rootDir>/tests/utils/jest-setup-dom.ts'] }),
      await project('integration', 'node', {
        setupFilesAfterEnv: ['<rootDir>/tests/utils/jest-setup-node.ts'],
        // The files run in band and share the process's registries (globalThis[Symbol.for(…)]: the database handle,
        // the live bus, the stream registry); Jest's soft clean-up wraps their setters once per file until the stack
        // overflows (seen on PostgreSQL after 80 files). Nothing here relies on it.
        testEnvironmentOptions: { globalsCleanup: 'off' },
      }),
    ],
  };
}
