import 'server-only';
import { adapterChooser } from '../choose-adapter';
import { embeddedGifs } from './embedded';
import { giphyGifs } from './giphy';

export type { ChatGif, GifQuery, GifService } from './port';
export { GifServiceUnavailable } from './port';

/** GIPHY when GIPHY_API_KEY is set, else the library the project ships. */
export const gifService = adapterChooser((e) =>
  e.GIPHY_API_KEY ? giphyGifs({ apiKey: e.GIPHY_API_KEY, baseUrl: e.GIPHY_BASE_URL }) : embeddedGifs,
);
