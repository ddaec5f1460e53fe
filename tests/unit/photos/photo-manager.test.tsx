import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client/errors';
import { fetcher } from '@/lib/api-client/client';
import { deletePhoto, reorderPhotos, updatePhoto } from '@/lib/api-client/photos';
import type { OwnPhoto, OwnPhotoList } from '@/lib/schemas/photos';
import en from '@/messages/en.json';
import { PhotoManager } from '@/components/photos/photo-manager';

// ky is ESM-only and needs a real fetch (toolchain G12): the endpoint functions are replaced here.
jest.mock('@/lib/api-client/client', () => ({ fetcher: jest.fn() }));
jest.mock('@/lib/api-client/photos', () => ({
  OWN_PHOTOS_KEY: '/api/photos',
  updatePhoto: jest.fn(),
  deletePhoto: jest.fn(),
  reorderPhotos: jest.fn(),
  uploadPhoto: jest.fn(),
}));

const ids = [
  '0190a8d2-8f6e-7c3b-9d4e-000000000001',
  '0190a8d2-8f6e-7c3b-9d4e-000000000002',
  '0190a8d2-8f6e-7c3b-9d4e-000000000003',
];

function ownPhoto(id: string, sort: number, extra: Partial<OwnPhoto> = {}): OwnPhoto {
  const image = {
    filename: `/api/photos/${id}/full`,
    thumb_filename: `/api/photos/${id}/thumb`,
    match: `/api/photos/${id}/match`,
  };
  return {
    id,
    kind: 'free',
    main: sort === 0,
    sort,
    width: 640,
    height: 480,
    created_at: '2026-01-01T00:00:00.000Z',
    image,
    ...extra,
  };
}

const initial: OwnPhotoList = { photos: ids.slice(0, 2).map((id, i) => ownPhoto(id, i)), limit: 3, paid_user: false };

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderManager(list: OwnPhotoList = initial) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PhotoManager initial={list} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

const card = (position: number) =>
  within(screen.getByRole('group', { name: `Photo ${position}` }).closest('li') as HTMLElement);

beforeEach(() => jest.resetAllMocks());

describe('PhotoManager', () => {
  it('shows the photos in order with their badges and the count', () => {
    renderManager({ ...initial, photos: [ownPhoto(ids[0] ?? '', 0), ownPhoto(ids[1] ?? '', 1, { kind: 'private' })] });
    expect(screen.getByText('2 of 3 photos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo 1' })).toHaveAttribute('src', `/api/photos/${ids[0]}/thumb`);
    expect(card(1).getByText('Main photo')).toBeInTheDocument();
    expect(card(2).getByText('Private')).toBeInTheDocument();
    expect(card(2).queryByRole('button', { name: 'Make main photo' })).toBeNull();
  });

  it('makes the main photo private at once, hands "main" on, and rolls back when the server refuses', async () => {
    const answer = deferred<OwnPhoto>();
    jest.mocked(updatePhoto).mockReturnValue(answer.promise);
    renderManager();
    await act(async () => card(1).getByRole('button', { name: 'Make private' }).click());

    expect(card(1).getByText('Private')).toBeInTheDocument();
    expect(card(2).getByText('Main photo')).toBeInTheDocument();
    expect(updatePhoto).toHaveBeenCalledWith(ids[0], { kind: 'private' });

    await act(async () => answer.reject(new ApiError('not_found', 404)));
    expect(card(1).queryByText('Private')).toBeNull();
    expect(card(1).getByText('Main photo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find what you asked for.');
  });

  it('deletes after a confirmation and shows the list the server answers with', async () => {
    jest.mocked(deletePhoto).mockResolvedValue({ ok: true, main_photo_id: ids[1] ?? null });
    jest.mocked(fetcher).mockResolvedValue({ ...initial, photos: [ownPhoto(ids[1] ?? '', 0)] });
    renderManager();
    await act(async () => card(1).getByRole('button', { name: 'Delete' }).click());
    expect(deletePhoto).not.toHaveBeenCalled();
    expect(card(1).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await act(async () => card(1).getByRole('button', { name: 'Yes, delete' }).click());

    expect(deletePhoto).toHaveBeenCalledWith(ids[0]);
    expect(screen.getByText('1 of 3 photos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo 1' })).toHaveAttribute('src', `/api/photos/${ids[1]}/thumb`);
    expect(screen.getByText('Photo deleted.')).toBeInTheDocument();
  });

  it('moves a photo right and sends the whole new order; the first photo cannot move left', async () => {
    jest.mocked(reorderPhotos).mockImplementation(async (order) => ({
      ...initial,
      photos: order.map((id, i) => ownPhoto(id, i, { main: id === ids[0] })),
    }));
    renderManager();
    const left = card(1).getByRole('button', { name: 'Move photo 1 left' });
    expect(left).toHaveAttribute('aria-disabled', 'true');
    await act(async () => left.click());
    expect(reorderPhotos).not.toHaveBeenCalled();

    await act(async () => card(1).getByRole('button', { name: 'Move photo 1 right' }).click());
    expect(reorderPhotos).toHaveBeenCalledWith([ids[1], ids[0]]);
    expect(screen.getByRole('img', { name: 'Your photo 1' })).toHaveAttribute('src', `/api/photos/${ids[1]}/thumb`);
    expect(card(2).getByText('Main photo')).toBeInTheDocument();
  });
});
