const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An audit row's before → after: field by field when both are objects, else the two values. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <span className="text-body-secondary">—</span>;
  if ((before == null || isRecord(before)) && (after == null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return (
      <ul className="list-unstyled mb-0 small">
        {keys.map((key) => (
          <li key={key} className="text-break">
            <span className="fw-semibold">{key}</span>: {key in b ? <del>{show(b[key])}</del> : null}
            {key in b && key in a ? ' → ' : null}
            {key in a ? <ins>{show(a[key])}</ins> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <span className="small text-break">
      <del>{show(before)}</del> → <ins>{show(after)}</ins>
    </span>
  );
}
