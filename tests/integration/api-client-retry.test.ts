import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { actionsSettled, api, apiCall, fetcher, idempotent } from '@/lib/api-client/client';
import { ApiError } from '@/lib/api-client/errors';

// The real ky client against a real HTTP server: a limit that lasts hours must reach the member at
// once (the resend button used to say "Sending…" until the next day), a short one is still sat out.
type Answer = { status: number; retryAfter?: string; code: string };

let server: Server;
let base = '';
let answers: Answer[] = [];
let requests = 0;

beforeAll(async () => {
  server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    const answer = answers[Math.min(requests, answers.length - 1)] ?? { status: 200, code: '' };
    requests += 1;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (answer.retryAfter) headers['Retry-After'] = answer.retryAfter;
    res.writeHead(answer.status, headers);
    res.end(
      JSON.stringify(answer.status < 400 ? { ok: true } : { error: { code: answer.code, message: answer.code } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = 0;
});

const post = () =>
  apiCall(() => api.post(`${base}/api/activate/resend`, idempotent({ json: {} })).json<{ ok: true }>());

describe('the API client and Retry-After', () => {
  it('answers a limit of hours at once with its code, after one request', async () => {
    answers = [{ status: 429, retryAfter: '86400', code: 'resend_limit' }];
    const failure = await post().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'resend_limit', status: 429 });
    expect(requests).toBe(1);
  });

  it('answers a limit given as a far HTTP date at once too', async () => {
    answers = [
      { status: 503, retryAfter: new Date(Date.now() + 3_600_000).toUTCString(), code: 'service_unavailable' },
    ];
    await expect(post()).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(requests).toBe(1);
  });

  it('still sits out a short Retry-After and succeeds on the retry', async () => {
    answers = [
      { status: 429, retryAfter: '1', code: 'rate_limited' },
      { status: 200, code: '' },
    ];
    await expect(post()).resolves.toEqual({ ok: true });
    expect(requests).toBe(2);
  });
});

describe('actionsSettled', () => {
  it('waits for the member actions in flight (a refusal seen meanwhile may predate the cookie they bring), never for polls', async () => {
    answers = [{ status: 200, code: '' }];
    expect(
      await Promise.race([
        actionsSettled().then(() => 'settled'),
        new Promise((r) => setTimeout(() => r('waiting'), 50)),
      ]),
    ).toBe('settled');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const action = apiCall(async () => {
      await gate;
      return api.post(`${base}/confirm`, idempotent({ json: {} })).json();
    });
    const order: string[] = [];
    const settled = actionsSettled().then(() => order.push('settled'));
    await fetcher(`${base}/poll`);
    order.push('poll answered');
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual(['poll answered']);
    release();
    await action;
    await settled;
    expect(order).toEqual(['poll answered', 'settled']);
  });
});
