import 'server-only';
import { env } from '@/lib/config/env';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import type { ChatGif } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { gifService, GifServiceUnavailable } from '@/lib/server/integrations/gifs';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';

/** GIFs in one answer of the search panel. */
export const GIF_RESULTS = 24;

export type GifSearchAnswer = { gifs: ChatGif[]; attribution: 'giphy' | null };

/** GET /api/gifs?q=: GIFs for the member's words in their language (all of the library for no words). */
export async function searchGifs(input: { userId: string; query: string; locale: Locale }): Promise<GifSearchAnswer> {
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `gif-search:${input.userId}`,
    windowMs: 60_000,
    limit: env().GIF_SEARCHES_PER_MINUTE,
  });
  const service = gifService();
  try {
    const gifs = await service.search({ query: input.query, locale: input.locale, limit: GIF_RESULTS });
    return { gifs, attribution: service.attribution };
  } catch (error) {
    if (error instanceof GifServiceUnavailable) throw new AppError('service_unavailable', { cause: error });
    throw error;
  }
}
