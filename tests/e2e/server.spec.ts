import { spawn } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type APIResponse } from '@playwright/test';
import { DOMAINS, outboxUrl } from './helpers';

// Node's fetch decompresses by itself: raw HTTP shows what the server sent.
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(DOMAINS.rosedate);
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { host: hostname, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

test.describe('the production server', () => {
  test('a DATABASE_URL that does not answer stops the start with a clear message and exit code 1', async () => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: '3199',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
        DATABASE_START_WAIT_MS: '1000',
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        APP_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
        DATA_DIR: '.data/e2e-nodb',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Start-up failed: Cannot reach the PostgreSQL server in DATABASE_URL');
    expect(output).toContain('ECONNREFUSED');
  });

  test('public pages are served from the page cache, router payloads and sessions never are', async ({ request }) => {
    // The API client resolves names itself (no browser host rules): address the server, name the site in Host.
    const url = `${DOMAINS.rosedate}/?cache-probe=1`;
    const site = { host: 'maennerherzen.localhost' };
    // The first answer sets the country cookie, which is part of the key: the third request is the first repeat
    // (asked for again should a test running beside this one hide a member, which purges the cache).
    await request.get(url, { headers: site });
    let second: APIResponse | undefined;
    await expect(async () => {
      await request.get(url, { headers: site });
      second = await request.get(url, { headers: site });
      expect(second.headers()['x-page-cache']).toBe('HIT');
    }).toPass({ timeout: 20_000 });
    if (!second) throw new Error('no cached answer');
    expect(await second.text()).toContain('Männerherzen');
    // The internal rewrite target (site key and locale) never leaves the server, cached or not.
    for (const answer of [await request.get(url, { headers: { host: 'maennerherzen.localhost' } }), second]) {
      expect(answer.headers()['x-middleware-rewrite']).toBeUndefined();
    }

    const rsc = await request.get(url, { headers: { ...site, RSC: '1' } });
    expect(rsc.headers()['x-page-cache']).toBeUndefined();
    expect(rsc.headers()['content-type']).toContain('text/x-component');
    const again = await request.get(url, { headers: site });
    expect(again.headers()['content-type']).toContain('text/html');

    const member = await request.get(url, { headers: { ...site, cookie: 'auth_session=anything' } });
    expect(member.headers()['x-page-cache']).toBeUndefined();

    const otherSite = await request.get(url, { headers: { host: 'hartjesdate.localhost' } });
    expect(await otherSite.text()).toContain('Hartjesdate');
  });

  test('a page kept in the page cache is served only to clients that accept its encoding', async () => {
    const path = `/faq?encoding-probe=${Date.now()}`;
    // Twice, so that the answer is kept; then a client that accepts no compression asks.
    await raw(path, { 'accept-encoding': 'gzip' });
    await expect(async () => {
      expect((await raw(path, { 'accept-encoding': 'gzip' })).headers['x-page-cache']).toBe('HIT');
    }).toPass({ timeout: 20_000 });
    const plain = await raw(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<html');
  });

  test('scripts and stylesheets are served compressed once, with validators; other paths are left to Next', async () => {
    const page = (await raw('/terms')).body.toString();
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(page)?.[1];
    const sheet = /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)"/.exec(page)?.[1];
    if (!script || !sheet) throw new Error('the page names no script or stylesheet');

    const plain = await raw(script);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    // Brotli follows gzip in the background after the start (quality 11 takes a while); gzip until then.
    let br = await raw(script, { 'accept-encoding': 'gzip, deflate, br' });
    await expect(async () => {
      br = await raw(script, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
    }).toPass({ timeout: 30_000 });
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(sheet, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(gz.body).equals((await raw(sheet)).body)).toBe(true);

    // A coding refused with q=0 is never sent.
    expect((await raw(script, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await raw(script, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    // Weak comparison (with or without W/), lists and *; another tag gets the file.
    for (const tag of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const revalidated = await raw(script, { 'if-none-match': tag, 'accept-encoding': 'br' });
      expect(revalidated.status, tag).toBe(304);
      expect(revalidated.body.length).toBe(0);
    }
    expect((await raw(script, { 'if-none-match': '"other"' })).status).toBe(200);
    const head = await raw(script, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(br.headers['content-length']);

    // A name that climbs out of the static folder, or one the build does not have, is Next's 404; a font is Next's.
    for (const path of [
      '/_next/static/chunks/../../package.json',
      '/_next/static/chunks/%2e%2e/BUILD_ID',
      '/_next/static/chunks/none.js',
    ]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('"dependencies"');
    }
    // The fonts' stylesheet is the page's first; a font itself is Next's to serve, as it came.
    const fontFile = /\.\.\/media\/([\w.-]+\.woff2)/.exec(gunzipSync(gz.body).toString())?.[1];
    expect(fontFile).toBeTruthy();
    const font = await raw(`/_next/static/media/${fontFile ?? ''}`, { 'accept-encoding': 'br' });
    expect(font.status).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  test('a client cannot pose as other addresses with forwarding headers (HOST-01)', async ({ request }) => {
    // The lockout counts failures per e-mail and client address: were a spoofed X-Forwarded-For believed,
    // five "different" clients would never lock. The server replaces it with the connection's address.
    const origin = DOMAINS.rosedate;
    const email = `nobody-${Date.now()}@spoof.example`;
    const attempt = (i: number) =>
      request.post(`${origin}/api/user`, {
        headers: {
          origin,
          'x-forwarded-for': `192.0.2.${i + 1}`,
          'x-real-ip': `192.0.2.${i + 1}`,
          forwarded: `for=192.0.2.${i + 1}`,
        },
        data: { email, password: `wrong guess ${i}` },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i)).status()).toBe(401);
    const sixth = await attempt(5);
    expect(sixth.status()).toBe(423);
    expect(((await sixth.json()) as { error: { code: string } }).error.code).toBe('account_locked');
  });

  test('the mail outbox answers only its secret link; anything else is the 404 of an unknown page', async ({
    request,
  }) => {
    const origin = DOMAINS.rosedate;
    const unknown = await request.get(`${origin}/no-such-page-${Date.now()}`);
    expect(unknown.status()).toBe(404);
    const unknownTitle = /<h1[^>]*>(.*?)<\/h1>/s.exec(await unknown.text())?.[1];
    const real = outboxUrl(origin);
    const token = new URL(real).searchParams.get('token') ?? '';
    const wrongToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `${origin}/dev/outbox`,
      `${origin}/dev/outbox?token=`,
      `${origin}/dev/outbox?token=${wrongToken}`,
      `${origin}/dev/outbox?token=${token}x`,
    ]) {
      const answer = await request.get(url);
      expect(answer.status()).toBe(404);
      const body = await answer.text();
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1]).toBe(unknownTitle);
      expect(body).not.toContain('outbox-mail');
    }
    const open = await request.get(real);
    expect(open.status()).toBe(200);
    expect(open.headers()['cache-control']).toContain('no-store');
  });
});
