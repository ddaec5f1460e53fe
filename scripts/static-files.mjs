// The build's scripts and stylesheets (/_next/static/…), compressed once per process instead of on every request.
// Next's own static handler gzips each response anew: on a small machine, a page's dozen chunks kept the
// server busy while the browser waited for its stylesheets. Here each file is read and compressed once (Brotli
// and gzip, in the thread pool), kept in memory (the build's static folder is a few MB) and answered with its
// Content-Length, an ETag and the immutable cache policy. Everything else (fonts, images, media) goes to Next.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
// Build file names: hashes, dashes, underscores and dots in a few folders, never `..`.
const NAME = /^\/_next\/static\/((?:[\w-]+\/)*[\w.-]+)$/;

/**
 * `handle(req, res)` answers a GET or HEAD for a script or stylesheet of the build and returns true; for
 * everything else (and a file the build does not have) it returns false and leaves the request to Next.
 */
export function staticFiles(distDir) {
  const root = path.resolve(distDir, 'static');
  /** @type {Map<string, Promise<{ raw: Buffer, br: Buffer, gz: Buffer, etag: string } | null>>} */
  const files = new Map();

  const load = (relative) => {
    let hit = files.get(relative);
    if (!hit) {
      hit = (async () => {
        const file = path.join(root, relative);
        if (!file.startsWith(root + path.sep)) return null;
        const raw = await readFile(file).catch(() => null);
        if (!raw) return null;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        // Weak: the same validator stands for each of the three encodings of one file.
        return { raw, br, gz, etag: `W/"${createHash('sha1').update(raw).digest('base64url')}"` };
      })();
      // A file that is missing now (a request for an old build's chunk) is not remembered as missing.
      hit.then((value) => value ?? files.delete(relative));
      files.set(relative, hit);
    }
    return hit;
  };

  /** Compresses every script and stylesheet of the build ahead of the first visitor (in the background, one at a time). */
  async function warm() {
    const entries = await readdir(root, { recursive: true }).catch(() => []);
    for (const entry of entries) {
      const relative = entry.split(path.sep).join('/');
      if (TYPES[path.extname(relative)]) await load(relative);
    }
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = NAME.exec((req.url ?? '').split('?')[0] ?? '');
    const relative = match?.[1];
    const type = relative ? TYPES[path.extname(relative)] : undefined;
    if (!relative || !type || relative.split('/').includes('..')) return false;
    const file = await load(relative);
    if (!file) return false;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', file.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', file.gz]
        : [null, file.raw];
    const headers = {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      etag: file.etag,
    };
    if (String(req.headers['if-none-match'] ?? '').includes(file.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, {
      ...headers,
      'content-length': body.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { handle, warm };
}
