/**
 * @jest-environment node
 */
import aws4 from 'aws4';
import { signS3Request, type S3Config } from '@/lib/server/integrations/storage/s3';

// The photo store signs its own requests (Signature Version 4); aws4, a widely used signer, checks the
// algorithm here: canonical request, string to sign, signing key and signature must agree to the letter.
const config: S3Config = {
  endpoint: 'https://s3.eu-central-1.example',
  bucket: 'rosedate-photos',
  region: 'eu-central-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const at = new Date('2026-11-26T10:11:12.345Z');

describe('S3 request signatures (Signature Version 4)', () => {
  it.each(['GET', 'DELETE'] as const)('signs a %s of an object as aws4 does', (method) => {
    const url = new URL(`${config.endpoint}/${config.bucket}/photos/0195f2c4-7a1b-7c3d-8e9f-0a1b2c3d4e5f-thumb.webp`);
    const ours = signS3Request(config, method, url, null, at);
    const theirs = aws4.sign(
      {
        host: url.host,
        method,
        path: url.pathname,
        service: 's3',
        region: config.region,
        headers: { 'X-Amz-Date': '20261126T101112Z', 'X-Amz-Content-Sha256': ours['x-amz-content-sha256'] ?? '' },
      },
      { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    );
    expect(ours['x-amz-date']).toBe('20261126T101112Z');
    expect(ours.authorization).toBe(theirs.headers?.Authorization);
  });

  it('binds the body: another payload is another signature', () => {
    const url = new URL(`${config.endpoint}/${config.bucket}/photos/0195f2c4-7a1b-7c3d-8e9f-0a1b2c3d4e5f-full.webp`);
    const a = signS3Request(config, 'PUT', url, Buffer.from('one'), at);
    const b = signS3Request(config, 'PUT', url, Buffer.from('two'), at);
    expect(a['x-amz-content-sha256']).not.toBe(b['x-amz-content-sha256']);
    expect(a.authorization).not.toBe(b.authorization);
  });
});
