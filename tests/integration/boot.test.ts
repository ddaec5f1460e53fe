import { resetEnvCache } from '@/lib/config/env';
import { resetSecretCache } from '@/lib/config/secrets';
import { closeDb } from '@/lib/db/client';
import { boot } from '@/lib/server/boot';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('start-up', () => {
  afterEach(async () => {
    delete process.env.DATABASE_URL;
    delete process.env.DATABASE_START_WAIT_MS;
    delete process.env.APP_SECRET;
    resetEnvCache();
    resetSecretCache();
    await closeDb();
  });

  it('refuses to start with a weak APP_SECRET, before touching the database (SESS-06)', async () => {
    Object.assign(process.env, {
      APP_SECRET: 'short-and-guessable',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
    });
    resetEnvCache();
    resetSecretCache();
    await expect(boot()).rejects.toThrow('APP_SECRET must be at least 32 characters');
  });

  it('fails with a clear message when DATABASE_URL does not answer', async () => {
    Object.assign(process.env, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
      DATABASE_START_WAIT_MS: '1500',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      APP_SECRET: 'x'.repeat(40),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'boot-')),
    });
    resetEnvCache();
    const started = Date.now();
    await expect(boot()).rejects.toThrow(/Cannot reach the PostgreSQL server in DATABASE_URL: .*ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
