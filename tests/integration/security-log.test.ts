import { resetEnvCache } from '@/lib/config/env';
import { post, signupForm } from './helpers/accounts';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let lines: string[] = [];
let spy: jest.SpyInstance;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(() => {
  lines = [];
  process.env.LOG_LEVEL = 'info';
  resetEnvCache();
  spy = jest.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
});
afterEach(() => {
  spy.mockRestore();
  process.env.LOG_LEVEL = 'warn';
  resetEnvCache();
});

type Event = {
  time: string;
  level: string;
  msg: string;
  ip?: string;
  scope?: string;
  user?: string;
  path?: string;
  site?: string;
};
const events = (): Event[] => lines.map((line) => JSON.parse(line) as Event);
const named = (msg: string) => events().filter((e) => e.msg === msg);

describe(`security events in the log (LOG-01, LOG-02, LOG-04) (${dbKind})`, () => {
  it('logs failures, the lockout, the refusal while locked, a success and a cross-site post, with the client address and never the secrets', async () => {
    const form = signupForm();
    const ip = '198.51.100.77';
    expect((await post('/api/signup', form, { ip })).response.status).toBe(201);
    for (let i = 0; i < 5; i++) await post('/api/user', { email: form.email, password: `wrong guess ${i}` }, { ip });
    expect((await post('/api/user', { email: form.email, password: form.password }, { ip })).response.status).toBe(423);
    expect(
      (await post('/api/user', { email: form.email, password: form.password }, { ip: '198.51.100.78' })).response
        .status,
    ).toBe(200);
    expect(
      (await post('/api/user', { language: 'de' }, { ip, headers: { origin: 'https://evil.example' } })).response
        .status,
    ).toBe(403);

    const failures = named('auth.login.failure');
    expect(failures).toHaveLength(5);
    expect(
      failures.every(
        (e) => e.ip === ip && e.path === '/api/user' && e.site === 'rosedate' && !Number.isNaN(Date.parse(e.time)),
      ),
    ).toBe(true);
    expect(named('auth.lockout')).toEqual([expect.objectContaining({ scope: 'client' })]);
    expect(named('auth.login.locked')).toEqual([expect.objectContaining({ ip })]);
    expect(named('auth.login.success')).toEqual([
      expect.objectContaining({ ip: '198.51.100.78', user: expect.any(String) }),
    ]);
    expect(named('csrf.rejected')).toEqual([expect.objectContaining({ ip, path: '/api/user' })]);

    // No e-mail address, password or session seal in any line.
    const all = lines.join('\n');
    for (const secret of [String(form.email), String(form.password), 'wrong guess', 'Fe26.2'])
      expect(all).not.toContain(secret);
  });

  it('cannot be forged through input: every line stays one JSON object', async () => {
    const forged = 'x@example.org\r\n{"time":"2030-01-01T00:00:00Z","level":"info","msg":"admin login ok"}';
    await post('/api/user', { email: forged, password: 'whatever it is' }, { ip: '198.51.100.79' });
    await post(
      '/api/user',
      { email: 'ghost@example.org', password: 'whatever\n{"msg":"admin login ok"}' },
      { ip: '198.51.100.79' },
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(named('admin login ok')).toHaveLength(0);
  });
});
