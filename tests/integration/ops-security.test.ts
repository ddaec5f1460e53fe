import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { OPS_ROLES, operators, tokens, type OpsRole } from '@/lib/db/schema';
import { mailsTo, signedUpMember } from './helpers/accounts';
import { call, type ApiBody } from './helpers/http';
import { createOperator, require2fa, type TestOperator } from './helpers/ops';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import type { MemberWithPassword } from '../utils/members';

/**
 * The console's security sweep (issue 15 §8): every route under app/api/ops, found on disk when the test runs (so
 * routes added later are swept without a change here), every method it exports, against every kind of caller.
 */
const OPS_DIR = path.join(process.cwd(), 'app', 'api', 'ops');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
const MUTATIONS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The only console route a visitor may call: the login itself. */
const PUBLIC = new Set(['POST /api/ops/session']);
const NO_SUCH_ID = '01900000-0000-7000-8000-000000000000';

type OpsAuth = { ops: readonly OpsRole[]; enrolment?: true };
type Route = { method: Method; template: string; auth: unknown };

function findRoutes(): { dir: string; file: string }[] {
  const found: { dir: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') found.push({ dir: path.relative(OPS_DIR, dir), file: full });
    }
  };
  walk(OPS_DIR);
  return found;
}

async function loadRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const { dir } of findRoutes()) {
    const segments = dir === '' ? [] : dir.split(path.sep);
    const mod = (await import(`@/app/api/ops/${segments.length ? `${segments.join('/')}/` : ''}route`)) as Record<
      string,
      unknown
    >;
    for (const method of METHODS) {
      const handler = mod[method] as { auth?: unknown } | undefined;
      if (!handler) continue;
      routes.push({ method, template: `/api/ops${segments.map((s) => `/${s}`).join('')}`, auth: handler.auth });
    }
  }
  return routes;
}

/** The path with every [param] filled in (an id that exists nowhere unless `value` names one). */
const fill = (template: string, value = NO_SUCH_ID) =>
  template.replace(/\[\.\.\.[^\]]+\]/g, 'x').replace(/\[[^\]]+\]/g, value);

const isOps = (auth: unknown): auth is OpsAuth =>
  typeof auth === 'object' && auth !== null && Array.isArray((auth as OpsAuth).ops);

let t: TestDb;
let routes: Route[];
let member: MemberWithPassword;
const byRole = {} as Record<OpsRole, TestOperator>;
const removed = {} as Record<OpsRole, TestOperator>;
const enrolling = {} as Record<OpsRole, TestOperator>;

beforeAll(async () => {
  t = await setupTestDb();
  require2fa(true);
  routes = await loadRoutes();
  member = await signedUpMember(t.db, { active: false });
  for (const role of OPS_ROLES) {
    byRole[role] = await createOperator(t.db, { role });
    removed[role] = await createOperator(t.db, { role });
    await t.db.update(operators).set({ status: 'removed' }).where(eq(operators.id, removed[role].id));
    enrolling[role] = await createOperator(t.db, { role, totp: false });
  }
}, 300_000);
afterAll(async () => {
  require2fa(null);
  await t.teardown();
});

/** An answer's text; an event stream (the operators' live stream) never ends, so its first frames are read, then it is cancelled. */
async function answerText(response: Response): Promise<string> {
  if (!/^text\/event-stream/i.test(response.headers.get('content-type') ?? '')) return response.text();
  const reader = response.body?.getReader();
  if (!reader) return '';
  const first = await reader.read();
  await reader.cancel();
  return first.value ? new TextDecoder().decode(first.value) : '';
}

/**
 * One request to a route. Answers that are not JSON (the dashboard's CSV, image bytes) are read as text: a
 * refusal is JSON whatever the route, and the secrets check reads every answer's text.
 */
async function ask(
  route: Route,
  init: { cookie?: string; headers?: Record<string, string>; path?: string } = {},
): Promise<{ status: number; body: ApiBody; headers: Headers; text: string }> {
  const { response } = await call(route.method, init.path ?? fill(route.template), {
    ...(init.cookie ? { cookie: init.cookie } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
    ...(MUTATIONS.has(route.method) ? { body: {} } : {}),
  });
  const text = await answerText(response);
  const json = /^application\/json/i.test(response.headers.get('content-type') ?? '');
  const body = json ? (JSON.parse(text) as ApiBody) : {};
  return { status: response.status, body, headers: response.headers, text };
}

const refusal = (a: { status: number; body: ApiBody }) => [a.status, a.body.error?.code];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const label = (r: Route) => `${r.method} ${r.template}`;

describe(`the console's security sweep (${dbKind})`, () => {
  it('finds the console routes on disk, each method with its auth', () => {
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'GET /api/ops/session',
        'POST /api/ops/session',
        'DELETE /api/ops/session',
        'GET /api/ops/operators',
        'PATCH /api/ops/operators/[id]',
        'GET /api/ops/audit',
      ]),
    );
    for (const route of routes)
      expect([label(route), isOps(route.auth) || PUBLIC.has(label(route))]).toEqual([label(route), true]);
  });

  it('refuses visitors and members on every route (403 authentication_required)', async () => {
    for (const route of routes.filter((r) => !PUBLIC.has(label(r)))) {
      expect([label(route), ...refusal(await ask(route))]).toEqual([label(route), 403, 'authentication_required']);
      const asMember = await ask(route, { cookie: member.cookie });
      expect([label(route), ...refusal(asMember)]).toEqual([label(route), 403, 'authentication_required']);
    }
  });

  it('refuses every role not in the route (403 forbidden), removed operators and enrolment-only sessions', async () => {
    for (const route of routes) {
      if (!isOps(route.auth)) continue;
      for (const role of OPS_ROLES) {
        if (route.auth.ops.includes(role)) {
          const gone = await ask(route, { cookie: removed[role].cookie });
          expect([label(route), role, ...refusal(gone)]).toEqual([label(route), role, 403, 'authentication_required']);
          if (!route.auth.enrolment) {
            const enrol = await ask(route, { cookie: enrolling[role].cookie });
            expect([label(route), role, ...refusal(enrol)]).toEqual([
              label(route),
              role,
              403,
              'totp_enrolment_required',
            ]);
          }
        } else {
          const other = await ask(route, { cookie: byRole[role].cookie });
          expect([label(route), role, ...refusal(other)]).toEqual([label(route), role, 403, 'forbidden']);
        }
      }
    }
  });

  it('refuses cross-site mutations (403 cross_site_request), the login included', async () => {
    for (const route of routes.filter((r) => MUTATIONS.has(r.method))) {
      const role = isOps(route.auth) ? (route.auth.ops[0] ?? 'admin') : 'admin';
      for (const origin of ['http://evil.example', 'null']) {
        const a = await ask(route, { cookie: byRole[role].cookie, headers: { origin } });
        expect([label(route), ...refusal(a)]).toEqual([label(route), 403, 'cross_site_request']);
      }
    }
  });

  it('an operator of the route never gets a server error for an empty or made-up request, nor a member cookie', async () => {
    for (const route of routes) {
      if (!isOps(route.auth)) continue;
      for (const role of route.auth.ops) {
        // A fresh operator: the route may end the session (logout) or change the operator.
        const op = await createOperator(t.db, { role });
        const a = await ask(route, { cookie: op.cookie });
        expect([label(route), role, a.status < 500]).toEqual([label(route), role, true]);
        expect([label(route), a.body.error?.code]).not.toEqual([label(route), 'authentication_required']);
        expect(a.headers.getSetCookie().join()).not.toMatch(/auth_session|auth_hint/);
      }
    }
  });

  it('no console GET answers a password hash, TOTP secret, session version, member session or token', async () => {
    const secrets = [member.cookie.split('=').slice(1).join('=')];
    for (const row of await t.db.select().from(tokens).where(eq(tokens.userId, member.id))) secrets.push(row.tokenHash);
    for (const mail of await mailsTo(t.db, member.email))
      // Token-like strings of the member's mails (links), but not ids: the member's own id is in their console view.
      secrets.push(...(mail.text.match(/[A-Za-z0-9_-]{24,}/g) ?? []).filter((s) => !UUID.test(s)));
    expect(secrets.length).toBeGreaterThan(1);
    const admin = await createOperator(t.db, { role: 'admin' });
    for (const route of routes.filter((r) => r.method === 'GET' && isOps(r.auth))) {
      for (const value of [NO_SUCH_ID, member.id, '1']) {
        const a = await ask(route, { cookie: admin.cookie, path: fill(route.template, value) });
        const text = a.text;
        expect([label(route), text]).not.toEqual([
          label(route),
          expect.stringMatching(/password_?hash|totp_?secret|session_?version|argon2/i),
        ]);
        for (const secret of secrets)
          expect([label(route), secret, text.includes(secret)]).toEqual([label(route), secret, false]);
      }
    }
  });

  it('has no route that logs an operator in as a member', () => {
    for (const route of routes)
      expect(route.template).not.toMatch(/impersonat|log-?in-?as|as-member|become|sudo|switch-?user|masquerade/i);
  });
});
