// The build's scripts and stylesheets (/_next/static/…), compressed once per process instead of on every request.
// Next's own static handler gzips each response anew: on a small machine, a page's dozen chunks kept the
// server busy while the browser waited for its stylesheets. Here each file is read and gzipped once, Brotli follows
// in the background (quality 11 takes a while; until it is done, gzip is sent), all of it kept in memory (the
// build's static folder is a few MB) and answered with its Content-Length, an ETag and the immutable cache policy.
// Everything else (fonts, images, media) and every failure here goes to Next.
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

/** The codings a client accepts (RFC 9110 §12.5.3): `br;q=0` refuses Brotli, `*` stands for the ones not named. */
export function acceptedCodings(header) {
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  return { br: accepts('br'), gzip: accepts('gzip') || accepts('x-gzip') };
}

/** Whether `If-None-Match` names this entity, by the weak comparison GET uses (RFC 9110 §13.1.2). */
export function matchesEtag(header, etag) {
  const value = String(header ?? '').trim();
  if (value === '*') return true;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * `handle(req, res)` answers a GET or HEAD for a script or stylesheet of the build and returns true; for
 * everything else (and a file the build does not have, or one that failed to load) it returns false and leaves
 * the request to Next.
 */
export function staticFiles(distDir) {
  const root = path.resolve(distDir, 'static');
  /** @type {Map<string, Promise<{ raw: Buffer, gz: Buffer, br: Buffer | null, etag: string, brotli: Promise<void> } | null>>} */
  const files = new Map();

  /** One file, gzipped at once; `br` is filled in when Brotli is done (`brotli` settles then), gzip stays if it fails. */
  async function read(relative) {
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return null;
    const raw = await readFile(file).catch(() => null);
    if (!raw) return null;
    const entry = {
      raw,
      gz: await gzipAsync(raw, { level: 9 }),
      br: null,
      // Weak: the same validator stands for each of the three encodings of one file.
      etag: `W/"${createHash('sha1').update(raw).digest('base64url')}"`,
    };
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    };
    entry.brotli = brotli(raw, { params }).then(
      (br) => void (entry.br = br),
      () => undefined,
    );
    return entry;
  }

  /** Each file is read once; one that is missing now (an old build's chunk) or failed to load is not remembered. */
  const load = (relative) => {
    const cached = files.get(relative);
    if (cached) return cached;
    const loading = read(relative);
    files.set(relative, loading);
    const forget = () => {
      if (files.get(relative) === loading) files.delete(relative);
    };
    loading.then((entry) => entry ?? forget(), forget);
    return loading;
  };

  /** Compresses every script and stylesheet of the build ahead of the first visitor (in the background, one at a time). */
  async function warm() {
    const entries = await readdir(root, { recursive: true }).catch(() => []);
    for (const entry of entries) {
      const relative = entry.split(path.sep).join('/');
      if (!TYPES[path.extname(relative)]) continue;
      const file = await load(relative).catch(() => null);
      await file?.brotli;
    }
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = NAME.exec((req.url ?? '').split('?')[0] ?? '');
    const relative = match?.[1];
    const type = relative ? TYPES[path.extname(relative)] : undefined;
    // NAME admits no `..` segment; read() also keeps every path inside the static folder.
    if (!relative || !type) return false;
    const file = await load(relative).catch(() => null);
    if (!file) return false;
    const accepts = acceptedCodings(req.headers['accept-encoding']);
    const [encoding, body] =
      accepts.br && file.br ? ['br', file.br] : accepts.gzip ? ['gzip', file.gz] : [null, file.raw];
    const headers = {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      etag: file.etag,
      'x-content-type-options': 'nosniff',
    };
    if (matchesEtag(req.headers['if-none-match'], file.etag)) {
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
