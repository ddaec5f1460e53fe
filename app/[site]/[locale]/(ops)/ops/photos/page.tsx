import type { Metadata } from 'next';
import { listPhotoQueue } from '@/lib/server/ops/moderation/photo-queue';
import { requireOperator } from '@/lib/server/ops/page-session';
import { PhotoReviewGrid } from '@/components/ops/moderation/photo-review-grid';

export const metadata: Metadata = { title: 'Photo review', robots: { index: false, follow: false } };

/** /ops/photos: new free photos of the operator's sites, oldest first; approve, or reject with a reason. */
export default async function PhotoReviewPage() {
  const operator = await requireOperator('moderation');
  const initial = await listPhotoQueue(operator, undefined);
  return (
    <section className="container py-4">
      <h1 className="h3">Photo review</h1>
      <p className="text-body-secondary">
        Photos are shown from their upload on; a rejected photo disappears everywhere at once and the member is mailed
        the reason in their language.
      </p>
      <PhotoReviewGrid initial={initial} />
    </section>
  );
}
