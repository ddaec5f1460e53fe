import { LOCALES } from '@/lib/config/locales';
import { embeddedGifs, foldForSearch } from '@/lib/server/integrations/gifs/embedded';
import { GIF_LIBRARY } from '@/lib/server/integrations/gifs/library';

const ids = async (query: string, locale: (typeof LOCALES)[number]) =>
  (await embeddedGifs.search({ query, locale, limit: 50 })).map((g) => g.id);

describe('the embedded GIF library', () => {
  it('has at least 20 GIFs, each with search words in every language', () => {
    expect(GIF_LIBRARY.length).toBeGreaterThanOrEqual(20);
    for (const gif of GIF_LIBRARY) for (const l of LOCALES) expect(gif.tags[l].length).toBeGreaterThan(0);
  });

  it('folds case and accents, and letters without a decomposition', () => {
    expect(foldForSearch('  Cœur  Café ')).toBe('coeur cafe');
    expect(foldForSearch('Kjærlighet Søt Słodki Grüß')).toBe('kjaerlighet sot slodki gruss');
  });

  it('finds by the start of any word of a tag, in the member’s language only', async () => {
    expect(await ids('coeur', 'fr')).toEqual(['heartbeat', 'floating-hearts']);
    expect(await ids('good morn', 'en')).toEqual(['good-morning']);
    expect(await ids('KAFFEE', 'de')).toEqual(['coffee']);
    expect(await ids('rumieniec', 'pl')).toEqual(['blush']);
    expect(await ids('slodkich', 'pl')).toEqual(['good-night']);
    expect(await ids('ug', 'en')).toEqual([]);
    expect(await ids('kaffee', 'en')).toEqual([]);
    expect((await ids('', 'sv')).length).toBe(GIF_LIBRARY.length);
  });

  it('looks a GIF up by id only, with the title in the sender’s language', async () => {
    expect(await embeddedGifs.getGif('hug', 'nl')).toEqual({
      provider: 'embedded',
      id: 'hug',
      url: '/gifs/hug.svg',
      width: 240,
      height: 180,
      title: 'knuffel',
    });
    expect(await embeddedGifs.getGif('../etc/passwd', 'en')).toBeNull();
  });
});
