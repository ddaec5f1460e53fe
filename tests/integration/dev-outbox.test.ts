import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/config/env';
import { outboxAccessAllowed, outboxBanner, outboxToken } from '@/lib/server/mail/outbox-access';

/** Security defect 1 of issue 11: the outbox (activation and reset links) was readable by anyone who asked. */
describe('the mail outbox behind a secret link', () => {
  const saved = { ...process.env };
  let dir: string;

  function setEnv(vars: Record<string, string | undefined>): void {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    setEnv({ DATA_DIR: dir, NODE_ENV: 'production', ALLOW_DEV_OUTBOX: '1' });
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    setEnv({ DATA_DIR: saved.DATA_DIR, NODE_ENV: saved.NODE_ENV, ALLOW_DEV_OUTBOX: saved.ALLOW_DEV_OUTBOX });
  });

  it('generates one long random token per installation under DATA_DIR, kept across starts', () => {
    const token = outboxToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(outboxToken()).toBe(token);
    const stored = JSON.parse(readFileSync(path.join(dir, 'outbox-token.json'), 'utf8')) as { token: string };
    expect(stored.token).toBe(token);
  });

  it('opens only with the exact token', () => {
    const token = outboxToken();
    expect(outboxAccessAllowed(token)).toBe(true);
    for (const wrong of [undefined, '', 'x', token.slice(0, -1), `${token}x`, token.toUpperCase(), ['a', 'b'], 42]) {
      expect(outboxAccessAllowed(wrong)).toBe(false);
    }
  });

  it('stays shut in production without ALLOW_DEV_OUTBOX, even with the token', () => {
    const token = outboxToken();
    setEnv({ ALLOW_DEV_OUTBOX: undefined });
    expect(outboxAccessAllowed(token)).toBe(false);
    expect(outboxBanner(['localhost'])).toBeNull();
    setEnv({ ALLOW_DEV_OUTBOX: '0' });
    expect(outboxAccessAllowed(token)).toBe(false);
  });

  it('needs the token outside production too', () => {
    setEnv({ NODE_ENV: 'development', ALLOW_DEV_OUTBOX: undefined });
    expect(outboxAccessAllowed(undefined)).toBe(false);
    expect(outboxAccessAllowed(outboxToken())).toBe(true);
  });

  it('prints each site’s secret link at start', () => {
    const banner = outboxBanner(['localhost', 'hartjesdate.localhost']) ?? '';
    const token = outboxToken();
    expect(banner).toContain(`/dev/outbox?token=${token}`);
    expect(banner).toContain('http://hartjesdate.localhost');
  });
});
