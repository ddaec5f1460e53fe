'use client';
import Image from 'next/image';
import { useState } from 'react';
import { approvePhoto, listPhotoQueue, rejectPhoto } from '@/lib/api-client/ops-moderation';
import type { OpsQueuedPhoto } from '@/lib/schemas/ops/moderation';
import { actionError } from './action-error';
import { ActionStatus, type ActionMessage } from './use-action';

type Queue = { photos: OpsQueuedPhoto[]; next: string | null };

function PhotoCard({ photo, onDone }: { photo: OpsQueuedPhoto; onDone: (text: string, ok: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = `reason-${photo.id}`;
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      onDone(done, true);
    } catch (caught) {
      setBusy(false);
      onDone(actionError(caught), false);
    }
  };
  return (
    <li className="col-12 col-sm-6 col-lg-4 col-xl-3">
      <div className="card h-100">
        <Image
          unoptimized
          src={photo.image}
          width={512}
          height={512}
          alt={`Photo of ${photo.member.name || 'a member'} on ${photo.site.key}`}
          className="card-img-top"
          style={{ aspectRatio: '1 / 1', objectFit: 'cover' }}
        />
        <div className="card-body d-grid gap-2">
          <p className="small mb-0">
            <a href={`/ops/members/${photo.member.id}`}>{photo.member.name || photo.member.id}</a> · {photo.site.key} ·{' '}
            <time dateTime={photo.created_at}>{new Date(photo.created_at).toLocaleString('en-GB')}</time>
          </p>
          <button
            type="button"
            className="btn btn-success"
            disabled={busy}
            onClick={() => void act(() => approvePhoto(photo.id), 'Photo approved.')}
          >
            Approve
          </button>
          <form
            className="d-grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void act(() => rejectPhoto(photo.id, reason), 'Photo rejected; the member was told why.');
            }}
          >
            <label className="form-label small mb-0" htmlFor={reasonId}>
              Reason for rejecting (sent to the member)
            </label>
            <input
              id={reasonId}
              className="form-control form-control-sm"
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <button type="submit" className="btn btn-outline-danger" disabled={busy || reason.trim() === ''}>
              Reject
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}

/** The review queue: oldest first, approve or reject each photo; a reviewed photo leaves the grid. */
export function PhotoReviewGrid({ initial }: { initial: Queue }) {
  const [queue, setQueue] = useState<Queue>(initial);
  const [message, setMessage] = useState<ActionMessage>(null);
  const [loading, setLoading] = useState(false);
  const done = (id: string) => (text: string, ok: boolean) => {
    setMessage({ ok, text });
    // Reviewed (or reviewed by someone else first): either way it is no longer in the queue.
    if (ok || text.includes('already reviewed'))
      setQueue((q) => ({ ...q, photos: q.photos.filter((p) => p.id !== id) }));
  };
  const more = async () => {
    setLoading(true);
    try {
      const page = await listPhotoQueue(queue.next);
      setQueue((q) => ({
        photos: [...q.photos, ...page.photos.filter((p) => !q.photos.some((o) => o.id === p.id))],
        next: page.next,
      }));
    } catch (caught) {
      setMessage({ ok: false, text: actionError(caught) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <div>
      <ActionStatus message={message} />
      {queue.photos.length === 0 ? (
        <p>No photos wait for review.</p>
      ) : (
        <ul className="row g-3 list-unstyled" aria-label="Photos waiting for review">
          {queue.photos.map((photo) => (
            <PhotoCard key={photo.id} photo={photo} onDone={done(photo.id)} />
          ))}
        </ul>
      )}
      {queue.next ? (
        <button type="button" className="btn btn-outline-secondary mt-3" disabled={loading} onClick={() => void more()}>
          Load more
        </button>
      ) : null}
    </div>
  );
}
