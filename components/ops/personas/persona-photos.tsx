'use client';
import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import {
  deletePersonaPhoto,
  type PersonaPhoto,
  updatePersonaPhoto,
  uploadPersonaPhoto,
} from '@/lib/api-client/ops-personas';

const REFUSALS: Record<string, string> = {
  photo_invalid: 'This file is not a photo we can use (JPEG, PNG, WebP, GIF or AVIF).',
  payload_too_large: 'This file is too large.',
  unsupported_media_type: 'This file is not an image.',
  photo_limit_reached: 'A persona has at most 25 uploaded photos: delete one first.',
  validation_failed: 'A private photo cannot be the main photo.',
  not_found: 'This persona or photo is not yours to edit.',
};

/**
 * The persona's photos on every site it appears on: upload (file input, free or private), the list with
 * main photo, kind and delete. The generated avatar stays in the list as a free photo that can be main.
 */
export function PersonaPhotos({ personaId, photos }: { personaId: string; photos: PersonaPhoto[] }) {
  const router = useRouter();
  const file = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<'free' | 'private'>('free');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await action();
      setStatus({ ok: true, text: done });
      router.refresh();
    } catch (caught) {
      const code = asApiError(caught).code;
      setStatus({ ok: false, text: REFUSALS[code] ?? `Refused: ${code.replaceAll('_', ' ')}.` });
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setStatus({ ok: false, text: 'Choose a photo first.' });
      return;
    }
    void run(async () => {
      await uploadPersonaPhoto(personaId, chosen, kind);
      if (file.current) file.current.value = '';
    }, 'Photo uploaded: it shows on every site of this persona.');
  };

  return (
    <section aria-labelledby="persona-photos-title" className="mt-4">
      <h2 id="persona-photos-title" className="h5">
        Photos
      </h2>
      <p className="small text-body-secondary">
        Photos apply to every site the persona appears on. Private photos show to premium members and to members who
        unlocked them; the main photo is always a free one.
      </p>
      <div aria-live="polite">
        {status ? (
          <div
            className={`alert ${status.ok ? 'alert-success' : 'alert-danger'}`}
            role={status.ok ? 'status' : 'alert'}
          >
            {status.text}
          </div>
        ) : null}
      </div>
      <form onSubmit={upload} className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="pp-file">
            Photo file
          </label>
          <input id="pp-file" ref={file} type="file" accept="image/*" className="form-control" />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="pp-kind">
            Kind
          </label>
          <select
            id="pp-kind"
            className="form-select"
            value={kind}
            onChange={(e) => setKind(e.target.value === 'private' ? 'private' : 'free')}
          >
            <option value="free">Free</option>
            <option value="private">Private</option>
          </select>
        </div>
        <div className="col-6 col-md-3">
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            Upload photo
          </button>
        </div>
      </form>
      <ul className="list-group">
        {photos.map((photo, index) => {
          const name = photo.generated ? 'Generated avatar' : `Photo ${index + 1}`;
          return (
            <li key={`${photo.id}-${photo.sort}`} className="list-group-item d-flex flex-wrap align-items-center gap-3">
              {photo.image ? (
                <Image
                  unoptimized
                  src={photo.image}
                  alt={name}
                  width={64}
                  height={64}
                  className="rounded object-fit-cover"
                />
              ) : (
                <span
                  className="d-inline-block rounded bg-body-secondary"
                  style={{ width: 64, height: 64 }}
                  aria-hidden
                />
              )}
              <span className="me-auto">
                {name}
                <span className="badge text-bg-secondary ms-2">{photo.kind === 'private' ? 'Private' : 'Free'}</span>
                {photo.main ? <span className="badge text-bg-success ms-2">Main</span> : null}
              </span>
              {!photo.generated ? (
                <span className="d-flex flex-wrap gap-2">
                  {!photo.main && photo.kind === 'free' ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={busy}
                      onClick={() =>
                        void run(
                          () => updatePersonaPhoto(personaId, photo.id, { main: true }),
                          `${name} is the main photo.`,
                        )
                      }
                    >
                      Make main<span className="visually-hidden"> ({name})</span>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () =>
                          updatePersonaPhoto(personaId, photo.id, { kind: photo.kind === 'free' ? 'private' : 'free' }),
                        `${name} is ${photo.kind === 'free' ? 'private' : 'free'} now.`,
                      )
                    }
                  >
                    {photo.kind === 'free' ? 'Make private' : 'Make free'}
                    <span className="visually-hidden"> ({name})</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy}
                    onClick={() => {
                      if (window.confirm(`Delete ${name} from every site?`))
                        void run(() => deletePersonaPhoto(personaId, photo.id), `${name} deleted.`);
                    }}
                  >
                    Delete<span className="visually-hidden"> ({name})</span>
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
