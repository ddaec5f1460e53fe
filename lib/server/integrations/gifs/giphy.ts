import 'server-only';
import { z } from 'zod';
import type { ChatGif, GifService } from './port';
import { GifServiceUnavailable } from './port';

export type GiphyConfig = { apiKey: string; baseUrl: string };

/** A member is waiting for the results: answer within this or say the search is unavailable. */
const TIMEOUT_MS = 5_000;
/** GIPHY's content rating for a dating site: nothing beyond PG-13. */
const RATING = 'pg-13';
/** GIPHY's ids are letters and digits; nothing else ever reaches its URL path. */
const GIPHY_ID = /^[A-Za-z0-9]{1,64}$/;

const rendition = z.object({
  url: z.url({ protocol: /^https$/ }),
  width: z.coerce.number().int().positive(),
  height: z.coerce.number().int().positive(),
});
/** The part of GIPHY's GIF Object we use (developers.giphy.com/docs/api/schema#gif-object). */
const gifObject = z.object({
  id: z.string().regex(GIPHY_ID),
  title: z.string().default(''),
  images: z.object({ fixed_height: rendition }),
});
const searchAnswer = z.object({ data: z.array(z.unknown()) });
const getAnswer = z.object({ data: gifObject });

/** Media served from GIPHY's own hosts only: a URL elsewhere in an answer is dropped. */
function onGiphyHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'giphy.com' || host.endsWith('.giphy.com');
}

function toChatGif(raw: unknown): ChatGif | null {
  const parsed = gifObject.safeParse(raw);
  if (!parsed.success || !onGiphyHost(parsed.data.images.fixed_height.url)) return null;
  const { id, title, images } = parsed.data;
  const { url, width, height } = images.fixed_height;
  return { provider: 'giphy', id, url, width, height, title: title.slice(0, 200) };
}

/**
 * GIPHY's documented API: GET /v1/gifs/search?api_key&q&limit&rating&lang and GET /v1/gifs/{gif_id}?api_key,
 * each answering `{data, pagination?, meta}` (developers.giphy.com/docs/api/endpoint). The base URL is
 * configurable so that the tests talk to a local server speaking the same API. GIPHY's terms ask for its
 * attribution ("Powered by GIPHY") next to the results.
 */
export function giphyGifs(config: GiphyConfig): GifService {
  const base = config.baseUrl.replace(/\/$/, '');
  async function call(path: string, params: Record<string, string>): Promise<Response> {
    const url = `${base}${path}?${new URLSearchParams({ api_key: config.apiKey, ...params }).toString()}`;
    try {
      return await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new GifServiceUnavailable(error instanceof Error ? error.name : 'fetch failed');
    }
  }
  async function json(response: Response): Promise<unknown> {
    if (!response.ok) throw new GifServiceUnavailable(response.status);
    return response.json().catch(() => {
      throw new GifServiceUnavailable('not json');
    });
  }
  return {
    name: 'giphy',
    attribution: 'giphy',
    async search({ query, locale, limit }) {
      const path = query.trim() ? '/v1/gifs/search' : '/v1/gifs/trending';
      const params: Record<string, string> = { limit: String(limit), rating: RATING };
      if (query.trim()) Object.assign(params, { q: query.trim(), lang: locale });
      const answer = searchAnswer.safeParse(await json(await call(path, params)));
      if (!answer.success) throw new GifServiceUnavailable('unexpected answer');
      return answer.data.data.flatMap((raw) => toChatGif(raw) ?? []).slice(0, limit);
    },
    async getGif(id) {
      if (!GIPHY_ID.test(id)) return null;
      const response = await call(`/v1/gifs/${id}`, {});
      // An id GIPHY does not know (or no longer serves) is answered 400 or 404.
      if (response.status === 404 || response.status === 400) return null;
      const answer = getAnswer.safeParse(await json(response));
      if (!answer.success) return null;
      return toChatGif(answer.data.data);
    },
  };
}
