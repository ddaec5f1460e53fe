import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverOnly = {
  paths: [],
  patterns: [
    {
      group: ['@/lib/server', '@/lib/server/*', '@/lib/db', '@/lib/db/*'],
      message: 'Components never import server code or the database: pass data in as props.',
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'tests/bench/reports/**',
      'next-env.d.ts',
      '.data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'components/**/*.{ts,tsx}',
      'lib/hooks/**',
      'lib/store/**',
      'lib/api-client/**',
      'lib/utils/**',
      'lib/schemas/**',
    ],
    rules: { 'no-restricted-imports': ['error', serverOnly] },
  },
  {
    files: ['proxy.ts', 'lib/config/**', 'lib/edge/**', 'lib/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverOnly.patterns,
            { group: ['@/components/*', '@/app/*'], message: 'The proxy and its helpers stay free of UI code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/server/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/server/(?!core/)',
              message:
                'The core (errors, log, clock, cache, request context, background work) depends on no other room of lib/server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/server/**'],
    ignores: ['lib/server/http/**', 'lib/server/core/**', 'lib/server/mail/mail-feedback-route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/server/http', '@/lib/server/http/*'],
              message:
                'Use cases never depend on the HTTP layer: errors, log and request context live in lib/server/core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/server/auth/session',
              importNames: ['currentSession', 'resolveSession', 'userFromSessionCookie', 'sessionSubject'],
              message: 'Route files look up no session: withRoute({ auth }) hands the handler its viewer.',
            },
          ],
          patterns: [
            {
              group: ['@/lib/db', '@/lib/db/*', '**/lib/db', '**/lib/db/*'],
              message:
                'Route files and pages hold no database code: call a use case in lib/server (who is calling comes from withRoute({ auth }) or the page helpers).',
            },
          ],
        },
      ],
    },
  },
  { files: ['scripts/**/*.mjs', 'tests/bench/**/*.mjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
];

export default config;
