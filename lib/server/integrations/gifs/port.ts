import 'server-only';
import type { ChatGif } from '@/lib/db/schema';
import type { Locale } from '@/lib/config/locales';

export type { ChatGif };

export type GifQuery = { query: string; locale: Locale; limit: number };

/**
 * Where chat GIFs come from (issue 16 §2): the embedded library the project draws (default) or a GIF service.
 * `getGif` is how a sent GIF is looked up by its id: the server stores what the service says, never a URL a
 * client offered. `attribution` names the service the search panel must credit (its terms require it).
 */
export interface GifService {
  readonly name: 'embedded' | 'giphy';
  readonly attribution: 'giphy' | null;
  search(query: GifQuery): Promise<ChatGif[]>;
  getGif(id: string, locale: Locale): Promise<ChatGif | null>;
}

/** The service did not answer (in time, or at all): the member may try again. */
export class GifServiceUnavailable extends Error {
  constructor(cause: unknown) {
    super('gif service unavailable', { cause });
  }
}
