import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { PG_URL } from './helpers/test-db';

function run(args: string[], env: Record<string, string | undefined>) {
  return spawnSync(process.execPath, args, {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run db:migrate', () => {
  it('refuses to run without DATABASE_URL (the server migrates the embedded database itself)', () => {
    const result = run(['scripts/migrate.mjs'], { DATABASE_URL: '' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL is not set');
  });

  (PG_URL ? it : it.skip)('migrates an empty PostgreSQL database and is a no-op the second time', async () => {
    const name = `t_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL ?? '');
    url.pathname = `/${name}`;
    try {
      for (let i = 0; i < 2; i++) {
        const result = run(['scripts/migrate.mjs'], { DATABASE_URL: url.toString() });
        expect(result.stdout).toContain('Migrations applied.');
        expect(result.status).toBe(0);
      }
      const db = new Client({ connectionString: url.toString() });
      await db.connect();
      const tables = await db.query(
        `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      await db.end();
      expect(tables.rows.map((r: { table_name: string }) => r.table_name)).toEqual(
        expect.arrayContaining(['sites', 'users', 'credit_entries', 'mail_outbox']),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('npm test', () => {
  it('fails when PostgreSQL does not answer, instead of skipping the race tests', () => {
    // Port 9 (discard) answers nothing here: the runner must refuse rather than pass without PostgreSQL.
    const result = run(['scripts/test.mjs', '--only=integration-postgres'], {
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:9/postgres',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('does not answer');
    expect(result.stdout).toContain('FAILED  integration-postgres');
  });

  it('goes without PostgreSQL only when asked with --no-pg', () => {
    const result = run(['scripts/test.mjs', '--only=integration-postgres', '--no-pg'], {
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:9/postgres',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('0 passed, 0 failed');
  });
});
