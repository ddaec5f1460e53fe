'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import { createCannedReply, deleteCannedReply } from '@/lib/api-client/ops-inbox';

const LANGUAGES = ['en', 'nl', 'de', 'fr', 'es', 'it', 'sv', 'da', 'no', 'fi', 'pl'] as const;

type Reply = { id: string; language: string; site_id: number | null; title: string; body: string };

/** The canned replies per language: everyone of the inbox reads them; admins add and remove them. */
export function CannedRepliesEditor({
  replies,
  sites,
  canWrite,
}: {
  replies: Reply[];
  sites: { id: number; name: string }[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const [language, setLanguage] = useState<string>('en');
  const [siteId, setSiteId] = useState<string>('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      router.refresh();
      return true;
    } catch (caught) {
      setError(`Refused: ${asApiError(caught).code.replaceAll('_', ' ')}.`);
      return false;
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok = await run(() => createCannedReply({ language, site_id: siteId ? Number(siteId) : null, title, body }));
    if (ok) {
      setTitle('');
      setBody('');
    }
  };

  return (
    <>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <div className="table-responsive">
        <table className="table align-middle">
          <caption className="visually-hidden">Canned replies</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Site</th>
              <th scope="col">Title</th>
              <th scope="col">Text</th>
              {canWrite ? (
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {replies.map((r) => (
              <tr key={r.id}>
                <td>{r.language.toUpperCase()}</td>
                <td>{r.site_id === null ? 'All sites' : (siteName.get(r.site_id) ?? r.site_id)}</td>
                <td>{r.title}</td>
                <td className="small">{r.body}</td>
                {canWrite ? (
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => void run(() => deleteCannedReply(r.id))}
                    >
                      Remove<span className="visually-hidden"> {r.title}</span>
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canWrite ? (
        <form onSubmit={submit} className="card card-body">
          <h2 className="h5">New canned reply</h2>
          <div className="row g-2">
            <div className="col-6 col-md-3">
              <label className="form-label" htmlFor="cr-language">
                Language
              </label>
              <select
                id="cr-language"
                className="form-select"
                value={language}
                onChange={(e) => setLanguage(e.target.value)}
              >
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l.toUpperCase()}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-3">
              <label className="form-label" htmlFor="cr-site">
                Site
              </label>
              <select id="cr-site" className="form-select" value={siteId} onChange={(e) => setSiteId(e.target.value)}>
                <option value="">All sites</option>
                {sites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label" htmlFor="cr-title">
                Title
              </label>
              <input
                id="cr-title"
                className="form-control"
                required
                maxLength={100}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
              />
            </div>
            <div className="col-12">
              <label className="form-label" htmlFor="cr-body">
                Text
              </label>
              <textarea
                id="cr-body"
                className="form-control"
                rows={3}
                required
                maxLength={2000}
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
            </div>
          </div>
          <button
            type="submit"
            className="btn btn-primary mt-2 align-self-start"
            disabled={!title.trim() || !body.trim()}
          >
            Add canned reply
          </button>
        </form>
      ) : null}
    </>
  );
}
