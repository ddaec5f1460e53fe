import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { PhotoDropZone } from '@/components/photos/photo-drop-zone';
import { OWN_PHOTOS_KEY, uploadPhoto } from '@/lib/api-client/photos';
import type { OwnPhoto, OwnPhotoList } from '@/lib/schemas/photos';
import en from '@/messages/en.json';

jest.mock('@/lib/api-client/client', () => ({ fetcher: jest.fn() }));
jest.mock('@/lib/api-client/photos', () => ({
  OWN_PHOTOS_KEY: '/api/photos',
  uploadPhoto: jest.fn(),
  updatePhoto: jest.fn(),
  deletePhoto: jest.fn(),
  reorderPhotos: jest.fn(),
}));

const id = '0190a8d2-8f6e-7c3b-9d4e-000000000009';
const uploaded: OwnPhoto = {
  id,
  kind: 'free',
  main: true,
  sort: 0,
  width: 600,
  height: 800,
  created_at: '2026-11-26T10:00:00.000Z',
  image: {
    filename: `/api/photos/${id}/full`,
    thumb_filename: `/api/photos/${id}/thumb`,
    match: `/api/photos/${id}/match`,
  },
};
const list: OwnPhotoList = { photos: [], limit: 3, paid_user: false };

// jsdom's Blob cannot give its bytes back; the drop zone reads the first bytes to check the type.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
}

beforeEach(() => {
  jest.resetAllMocks();
  // jsdom has no object URLs: a stand-in that records what is made and revoked.
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/preview-1');
  URL.revokeObjectURL = jest.fn();
});

describe('the photo drop zone', () => {
  it('shows the chosen photo while it uploads, and lets the preview go when it is stored', async () => {
    let finish: (photo: OwnPhoto) => void = () => undefined;
    jest.mocked(uploadPhoto).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SWRConfig value={{ provider: () => new Map(), fallback: { [OWN_PHOTOS_KEY]: list } }}>
          <PhotoDropZone />
        </SWRConfig>
      </NextIntlClientProvider>,
    );
    const jpeg = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])],
      'me.jpg',
      { type: 'image/jpeg' },
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [jpeg] } }));

    expect(await screen.findByRole('img', { name: en.Photos.previewAlt })).toHaveAttribute(
      'src',
      'blob:http://localhost/preview-1',
    );
    expect(URL.createObjectURL).toHaveBeenCalledWith(jpeg);

    await act(async () => finish(uploaded));
    expect(screen.queryByRole('img', { name: en.Photos.previewAlt })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview-1');
  });
});
