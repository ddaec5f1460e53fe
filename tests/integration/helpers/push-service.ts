import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One push as the fake service received, checked and decrypted it. */
export type ReceivedPush = {
  endpoint: string;
  status: number;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  /** The VAPID JWT's claims, after its signature was verified with the `k` it came with. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  payload: unknown;
};

/** A browser's side of a subscription: the keys it made (the service needs the private one to read the payload). */
export type FakeDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
};

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Verifies `Authorization: vapid t=<jwt>, k=<key>` as a push service does (RFC 8292): ES256 over the header and claims. */
function verifyVapid(header: string | undefined): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [jwt, key] = [match[1] ?? '', match[2] ?? ''];
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) throw new Error('malformed jwt');
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error('jwt not ES256');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('jwt signature wrong');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'], key };
}

/** Decrypts an aes128gcm body (RFC 8188) for the device (RFC 8291 key derivation), as the browser would. */
function decrypt(body: Buffer, device: FakeDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const receiverKey = device.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A local push service over HTTPS (web-push posts only over https), faithful to what FCM and autopush check:
 * the VAPID JWT (signature, `aud` the endpoint's origin, `exp` within 24 hours, `sub`), `TTL`, `Content-Encoding:
 * aes128gcm`, and a payload that decrypts for the subscription. Endpoints say how it answers:
 * `/push/ok/…` 201, `/push/gone/…` 410, `/push/missing/…` 404, `/push/busy/…` 429. A request that fails a check
 * is answered 400 and recorded with that status.
 */
export async function startPushService() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  const key = readFileSync(path.join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const devices = new Map<string, FakeDevice>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const device = devices.get(endpoint);
      const mode = /^\/push\/([a-z]+)\//.exec(request.url ?? '')?.[1] ?? 'ok';
      let status = { ok: 201, gone: 410, missing: 404, busy: 429 }[mode] ?? 201;
      let claims: ReceivedPush['claims'] = { aud: '', exp: 0, sub: '' };
      let vapidKey = '';
      let payload: unknown = null;
      try {
        if (request.method !== 'POST' || !device) throw new Error('unknown subscription');
        ({ claims, key: vapidKey } = verifyVapid(request.headers.authorization));
        const nowS = Math.floor(Date.now() / 1000);
        if (claims.aud !== origin || claims.exp <= nowS || claims.exp > nowS + 24 * 3600 || !claims.sub)
          throw new Error('jwt claims wrong');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) throw new Error('no TTL');
        payload = JSON.parse(decrypt(Buffer.concat(chunks), device)) as unknown;
      } catch {
        status = 400;
      }
      received.push({
        endpoint,
        status,
        ttl: Number(request.headers.ttl ?? -1),
        topic: (request.headers.topic as string | undefined) ?? null,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        claims,
        vapidKey,
        payload,
      });
      response.writeHead(status, status === 201 ? { Location: `${origin}/message/${received.length}` } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `https://localhost:${port}`;
  return {
    cert,
    origin,
    received,
    /** A browser's new subscription at this service; `mode` decides the service's answer to pushes for it. */
    device(mode: 'ok' | 'gone' | 'missing' | 'busy' = 'ok'): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${mode}/${randomBytes(12).toString('hex')}`;
      const made = {
        endpoint,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        ecdh,
        authSecret,
      };
      devices.set(endpoint, made);
      return made;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
