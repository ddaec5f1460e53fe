// A small shared cache in front of Next for public pages, the in-process twin of the nginx cache in
// deploy/: a response is kept only when Next marked it publicly cacheable (s-maxage) and the request
// carried no session; the key holds every input the proxy decides a page from, so a hit is exactly
// what Next would have sent.
const MAX_ENTRIES = Number(process.env.PAGE_CACHE_ENTRIES ?? 1000);
const MAX_TTL_MS = Number(process.env.PAGE_CACHE_TTL_MS ?? 60_000);
const MAX_BODY = 2 * 1024 * 1024;
const entries = new Map();
// Raised by every purge: a page whose rendering began before a purge is not kept after it.
let generation = 0;

function cookie(header, name) {
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '');
  return m ? m[1] : '';
}

export function cacheKey(req, { trustProxy, geoHeader, geoDb }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (/^\/(api|_next)\//.test(url) || url.includes('.php')) return null;
  // Router requests (RSC payloads, prefetches) share URLs with pages: never cache or serve them here.
  if (
    Object.keys(req.headers).some(
      (h) => h === 'rsc' || h.startsWith('next-router-') || h === 'next-url' || h === 'x-nextjs-data',
    )
  )
    return null;
  const cookies = req.headers.cookie ?? '';
  if (/(?:^|;\s*)(?:__Host-)?auth_session=/.test(cookies)) return null;
  return [
    trustProxy ? (req.headers['x-forwarded-host'] ?? req.headers.host) : req.headers.host,
    trustProxy ? (req.headers['x-forwarded-proto'] ?? '') : '',
    url,
    cookie(cookies, 'NEXT_LOCALE'),
    cookie(cookies, 'geo_country'),
    req.headers['accept-language'] ?? '',
    // The kept body is encoded as the first request accepted (Next compresses by Accept-Encoding): a client that
    // accepts something else must not get it.
    req.headers['accept-encoding'] ?? '',
    geoHeader ? (req.headers[geoHeader.toLowerCase()] ?? '') : '',
    geoDb ? (req.headers['x-forwarded-for'] ?? '') : '',
  ].join('\u0000');
}

/** Forgets every kept page (a member was hidden: any of them may show that member). */
export function clearPageCache() {
  generation += 1;
  entries.clear();
}

export function serveFromCache(key, req, res) {
  const hit = entries.get(key);
  if (!hit) return false;
  if (hit.expires < Date.now()) {
    entries.delete(key);
    return false;
  }
  res.writeHead(hit.status, { ...hit.headers, 'x-page-cache': 'HIT' });
  res.end(req.method === 'HEAD' ? undefined : hit.body);
  return true;
}

/** Wraps the response so that a publicly cacheable page is kept once it has been sent. */
export function captureInto(key, res) {
  const startedIn = generation;
  const chunks = [];
  let size = 0;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = (chunk, ...rest) => {
    if (chunk && size <= MAX_BODY) {
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(b);
      size += b.length;
    }
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function' && size <= MAX_BODY) {
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(b);
      size += b.length;
    }
    const result = end(chunk, ...rest);
    const control = String(res.getHeader('cache-control') ?? '');
    const sMaxAge = /s-maxage=(\d+)/.exec(control);
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    if (
      res.statusCode === 200 &&
      html &&
      sMaxAge &&
      !/private|no-store/.test(control) &&
      size <= MAX_BODY &&
      startedIn === generation
    ) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
      const headers = { ...res.getHeaders() };
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      delete headers.connection;
      delete headers['keep-alive'];
      entries.set(key, {
        status: 200,
        headers,
        body: Buffer.concat(chunks),
        expires: Date.now() + Math.min(Number(sMaxAge[1]) * 1000, MAX_TTL_MS),
      });
    }
    return result;
  };
}
