'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import { createPersona, deletePersona, updatePersona, type PersonaPayload } from '@/lib/api-client/ops-inbox';

const LANGUAGES = ['en', 'nl', 'de', 'fr', 'es', 'it', 'sv', 'da', 'no', 'fi', 'pl'] as const;

const REFUSALS: Record<string, string> = {
  persona_has_open_conversations: 'Members are waiting for this persona’s answer: answer them before deleting it.',
  validation_failed: 'Some fields are missing or invalid: label, name, gender, birth date and at least one site.',
  not_found: 'This persona or one of the sites is not yours to edit.',
};

export type PersonaFormValues = PersonaPayload & { id?: string };

/** Create or edit a persona: profile fields, about text per language, avatar, interests, sites, status; delete. */
export function PersonaForm({
  initial,
  sites,
  interests,
}: {
  initial: PersonaFormValues;
  sites: { id: number; name: string }[];
  /** The interests catalogue (key and English name). */
  interests: { key: string; name: string }[];
}) {
  const router = useRouter();
  const [values, setValues] = useState<PersonaFormValues>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PersonaFormValues>(key: K, value: PersonaFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const run = async (action: () => Promise<unknown>, then: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      router.push(then);
      router.refresh();
    } catch (caught) {
      const code = asApiError(caught).code;
      setError(REFUSALS[code] ?? `Refused: ${code.replaceAll('_', ' ')}.`);
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { id, ...payload } = values;
    const texts = Object.fromEntries(Object.entries(payload.texts).filter(([, text]) => text && text.trim() !== ''));
    void run(
      () => (id ? updatePersona(id, { ...payload, texts }) : createPersona({ ...payload, texts })),
      '/ops/personas',
    );
  };

  return (
    <form onSubmit={submit} aria-describedby={error ? 'persona-error' : undefined}>
      {error ? (
        <div id="persona-error" className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="p-label">
            Label (operators only)
          </label>
          <input
            id="p-label"
            className="form-control"
            required
            value={values.label}
            onChange={(e) => set('label', e.target.value)}
          />
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="p-name">
            Profile name
          </label>
          <input
            id="p-name"
            className="form-control"
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="p-gender">
            Gender
          </label>
          <select
            id="p-gender"
            className="form-select"
            value={values.gender}
            onChange={(e) => set('gender', e.target.value as 'male' | 'female')}
          >
            <option value="female">Female</option>
            <option value="male">Male</option>
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="p-birth">
            Birth date
          </label>
          <input
            id="p-birth"
            type="date"
            className="form-control"
            required
            value={values.birth_date}
            onChange={(e) => set('birth_date', e.target.value)}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="p-country">
            Country (2 letters)
          </label>
          <input
            id="p-country"
            className="form-control"
            maxLength={2}
            value={values.country ?? ''}
            onChange={(e) => set('country', e.target.value.toUpperCase())}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="p-avatar">
            Generated avatar number
          </label>
          <input
            id="p-avatar"
            type="number"
            min={0}
            max={99999}
            className="form-control"
            value={values.avatar ?? 0}
            onChange={(e) => set('avatar', Number(e.target.value))}
          />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor="p-tagline">
            Tagline
          </label>
          <input
            id="p-tagline"
            className="form-control"
            maxLength={200}
            value={values.tagline ?? ''}
            onChange={(e) => set('tagline', e.target.value)}
          />
        </div>
        <fieldset className="col-12">
          <legend className="h6">About text per language (each site shows its own language, else English)</legend>
          {LANGUAGES.map((lang) => (
            <div key={lang} className="mb-2">
              <label className="form-label small" htmlFor={`p-about-${lang}`}>
                About ({lang.toUpperCase()})
              </label>
              <textarea
                id={`p-about-${lang}`}
                className="form-control"
                rows={2}
                lang={lang}
                value={values.texts[lang] ?? ''}
                onChange={(e) => set('texts', { ...values.texts, [lang]: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="col-12">
          <legend className="h6">Interests</legend>
          <p className="small text-body-secondary mb-2">
            Interests are a special category for members (shown only with their consent); a persona is fictional and its
            profiles carry that consent from creation, so the ones ticked here show on every site.
          </p>
          <div className="row row-cols-2 row-cols-md-4 g-1">
            {interests.map((interest) => {
              const chosen = values.interests ?? [];
              return (
                <div key={interest.key} className="col form-check">
                  <input
                    id={`p-interest-${interest.key}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={chosen.includes(interest.key)}
                    disabled={!chosen.includes(interest.key) && chosen.length >= 20}
                    onChange={(e) =>
                      set(
                        'interests',
                        e.target.checked ? [...chosen, interest.key] : chosen.filter((k) => k !== interest.key),
                      )
                    }
                  />
                  <label className="form-check-label" htmlFor={`p-interest-${interest.key}`}>
                    {interest.name}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="col-12 col-md-6">
          <legend className="h6">Sites it appears on</legend>
          {sites.map((site) => (
            <div key={site.id} className="form-check">
              <input
                id={`p-site-${site.id}`}
                type="checkbox"
                className="form-check-input"
                checked={values.site_ids.includes(site.id)}
                onChange={(e) =>
                  set(
                    'site_ids',
                    e.target.checked ? [...values.site_ids, site.id] : values.site_ids.filter((s) => s !== site.id),
                  )
                }
              />
              <label className="form-check-label" htmlFor={`p-site-${site.id}`}>
                {site.name}
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className="col-12 col-md-6">
          <legend className="h6">Status</legend>
          {(['active', 'paused'] as const).map((status) => (
            <div key={status} className="form-check">
              <input
                id={`p-status-${status}`}
                type="radio"
                name="status"
                className="form-check-input"
                checked={(values.status ?? 'active') === status}
                onChange={() => set('status', status)}
              />
              <label className="form-check-label" htmlFor={`p-status-${status}`}>
                {status === 'active' ? 'Active' : 'Paused (hidden from lists; conversations stay)'}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="col-12">
          <label className="form-label" htmlFor="p-notes">
            Notes for operators
          </label>
          <textarea
            id="p-notes"
            className="form-control"
            rows={3}
            value={values.notes ?? ''}
            onChange={(e) => set('notes', e.target.value)}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {values.id ? 'Save' : 'Create persona'}
        </button>
        {values.id ? (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => {
              if (values.id && window.confirm('Delete this persona? Its profiles leave every site.'))
                void run(() => deletePersona(values.id!), '/ops/personas');
            }}
          >
            Delete
          </button>
        ) : null}
      </div>
    </form>
  );
}
