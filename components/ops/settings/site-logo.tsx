'use client';
import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { removeOpsSiteLogo, uploadOpsSiteLogo } from '@/lib/api-client/ops-settings';

/** The site's logo: a preview, an upload (any image; stored as WebP within 600 × 200 px) and removal. */
export function SiteLogo({ siteId, logoKey }: { siteId: number; logoKey: string | null }) {
  const router = useRouter();
  const errorText = useErrorText();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setStatus(null);
    try {
      await action();
      setStatus({ ok: true, text: done });
      router.refresh();
    } catch (caught) {
      setStatus({ ok: false, text: errorText(asApiError(caught).code) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card mb-4" aria-labelledby="site-logo-title">
      <h2 id="site-logo-title" className="card-header h6 mb-0">
        Logo
      </h2>
      <div className="card-body">
        {logoKey ? (
          <Image
            // A private console preview: served as stored, never through the public image optimiser.
            unoptimized
            src={`/api/ops/sites/${siteId}/logo?v=${encodeURIComponent(logoKey)}`}
            alt="Current logo"
            width={240}
            height={80}
            style={{ objectFit: 'contain', objectPosition: 'left' }}
            className="mb-3 d-block"
          />
        ) : (
          <p>No logo yet.</p>
        )}
        <label htmlFor="site-logo-file" className="form-label">
          Upload a logo (JPEG, PNG, WebP, GIF or AVIF)
        </label>
        <input
          id="site-logo-file"
          type="file"
          accept="image/*"
          className="form-control mb-2"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void run(() => uploadOpsSiteLogo(siteId, file), 'Logo saved.');
          }}
        />
        {logoKey ? (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={busy}
            onClick={() => run(() => removeOpsSiteLogo(siteId), 'Logo removed.')}
          >
            Remove logo
          </button>
        ) : null}
        {status ? (
          <p role="status" className={`mt-2 mb-0 ${status.ok ? 'text-success' : 'text-danger'}`}>
            {status.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
