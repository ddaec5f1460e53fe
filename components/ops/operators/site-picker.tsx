'use client';

export type SiteChoice = { id: number; name: string; domain: string };

/**
 * Which sites an operator works on: every site (present and future) or some of them. `mayGrantAll` is false for
 * an admin who has only some sites themselves. `value` null means every site.
 */
export function SitePicker({
  idPrefix,
  sites,
  value,
  onChange,
  mayGrantAll,
  error,
}: {
  idPrefix: string;
  sites: readonly SiteChoice[];
  value: readonly number[] | null;
  onChange: (next: number[] | null) => void;
  mayGrantAll: boolean;
  error?: string;
}) {
  const some = value ?? [];
  const toggle = (id: number, on: boolean) => onChange(on ? [...some, id] : some.filter((s) => s !== id));
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${idPrefix}-sites-error` : undefined}>
      <legend className="form-label fs-6 mb-1">Sites</legend>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          id={`${idPrefix}-all`}
          checked={value === null}
          disabled={!mayGrantAll}
          onChange={() => onChange(null)}
        />
        <label className="form-check-label" htmlFor={`${idPrefix}-all`}>
          Every site, new ones included
        </label>
      </div>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          id={`${idPrefix}-some`}
          checked={value !== null}
          onChange={() => onChange(value ? [...value] : [])}
        />
        <label className="form-check-label" htmlFor={`${idPrefix}-some`}>
          These sites:
        </label>
      </div>
      <div className="ms-4">
        {sites.map((site) => (
          <div className="form-check" key={site.id}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${idPrefix}-site-${site.id}`}
              checked={some.includes(site.id)}
              disabled={value === null}
              onChange={(e) => toggle(site.id, e.currentTarget.checked)}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-site-${site.id}`}>
              {site.name} <span className="text-body-secondary">({site.domain})</span>
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <div id={`${idPrefix}-sites-error`} className="text-danger small mt-1" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
