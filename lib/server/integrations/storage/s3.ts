import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, StorageUnavailable, type ObjectStore } from './port';

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 for one path-style request (`<endpoint>/<bucket>/<key>`), as every
 * S3-compatible store accepts it (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Scaleway, Hetzner).
 * The payload is hashed, so a body changed on the way is refused.
 */
export function signS3Request(
  config: S3Config,
  method: string,
  url: URL,
  body: Buffer | null,
  at: Date,
): Record<string, string> {
  const amzDate = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body ?? '');
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}\n`)
    .join('');
  const canonicalRequest = [method, url.pathname, '', canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

const TIMEOUT_MS = 10_000;

/** An S3-compatible bucket (STORAGE_S3_*), reached with fetch: several app servers share the photos. */
export function s3Store(config: S3Config): ObjectStore {
  const base = config.endpoint.replace(/\/+$/, '');
  async function request(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body: Buffer | null,
    contentType?: string,
  ): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${base}/${encodeURIComponent(config.bucket)}/${key}`);
    const headers = signS3Request(config, method, url, body, new Date());
    if (contentType) headers['content-type'] = contentType;
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageUnavailable(error instanceof Error ? error.name : 'fetch', { cause: error });
    }
  }
  const refuse = (response: Response): never => {
    throw new StorageUnavailable(`http_${response.status}`);
  };
  return {
    name: 's3',
    async get(key) {
      const response = await request('GET', key, null);
      if (response.status === 404) return null;
      if (!response.ok) return refuse(response);
      return Buffer.from(await response.arrayBuffer());
    },
    async put(key, body, contentType) {
      const response = await request('PUT', key, body, contentType);
      if (!response.ok) refuse(response);
      await response.body?.cancel();
    },
    async delete(key) {
      const response = await request('DELETE', key, null);
      if (!response.ok && response.status !== 404) refuse(response);
      await response.body?.cancel();
    },
  };
}
