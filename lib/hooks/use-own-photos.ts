'use client';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client/client';
import { deletePhoto, OWN_PHOTOS_KEY, reorderPhotos, updatePhoto } from '@/lib/api-client/photos';
import type { OwnPhoto, OwnPhotoList, PhotoKind } from '@/lib/schemas/photos';
import { chooseMainPhoto } from '@/lib/utils/main-photo';

/** The list as it will look once the main-photo rule has run (the server applies the same rule). */
function settled(list: OwnPhotoList, photos: OwnPhoto[], wantedMain?: string): OwnPhotoList {
  const current = wantedMain ?? photos.find((p) => p.main)?.id;
  const main = chooseMainPhoto(photos, current);
  return { ...list, photos: photos.map((p, sort) => ({ ...p, sort, main: p.id === main })) };
}

/**
 * The member's own photos, shared by every photo component on the page through one SWR key. Each action
 * shows its outcome at once and rolls back if the server refuses (the error is thrown for the caller to
 * show); the server's answer, or a fresh list, replaces the optimistic one.
 */
export function useOwnPhotos(initial?: OwnPhotoList) {
  // A page's first data (fallbackData here, or an SWRConfig fallback around several components) is fresh:
  // it is fetched once only where no page handed it over.
  const { data, error, isLoading, mutate } = useSWR<OwnPhotoList>(OWN_PHOTOS_KEY, fetcher, {
    fallbackData: initial,
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });

  const change = async (optimistic: (list: OwnPhotoList) => OwnPhotoList, run: () => Promise<OwnPhotoList | void>) => {
    if (!data) return;
    await mutate(
      async () => {
        const answer = await run();
        return answer ?? (await fetcher<OwnPhotoList>(OWN_PHOTOS_KEY));
      },
      {
        optimisticData: (current) => optimistic(current ?? data),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
  };

  return {
    list: data,
    error,
    isLoading,
    /** After an upload: fetch the list again (the server decided sort and main). */
    refresh: () => mutate(),
    makeMain: (id: string) =>
      change(
        (list) => settled(list, list.photos, id),
        async () => void (await updatePhoto(id, { main: true })),
      ),
    setKind: (id: string, kind: PhotoKind) =>
      change(
        (list) =>
          settled(
            list,
            list.photos.map((p) => (p.id === id ? { ...p, kind } : p)),
          ),
        async () => void (await updatePhoto(id, { kind })),
      ),
    remove: (id: string) =>
      change(
        (list) =>
          settled(
            list,
            list.photos.filter((p) => p.id !== id),
          ),
        async () => void (await deletePhoto(id)),
      ),
    /** Moves a photo one place earlier (-1) or later (+1) in the member's order. */
    move: async (id: string, step: -1 | 1) => {
      const order = [...(data?.photos ?? [])];
      const from = order.findIndex((p) => p.id === id);
      const moved = order[from];
      if (!moved || from + step < 0 || from + step >= order.length) return;
      order.splice(from, 1);
      order.splice(from + step, 0, moved);
      await change(
        (list) => settled(list, order),
        () => reorderPhotos(order.map((p) => p.id)),
      );
    },
  };
}
