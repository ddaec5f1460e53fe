export type SaveLabels = { save: string; saving: string; saved: string };

/** A form's save button with its outcome beside it: "saved", or what went wrong outside any field. */
export function SaveBar({
  busy,
  saved,
  general,
  labels,
  disabled = false,
}: {
  busy: boolean;
  saved: boolean;
  general: string | null;
  labels: SaveLabels;
  disabled?: boolean;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {busy ? labels.saving : labels.save}
      </button>
      <span role="status" className="small">
        {saved ? <span className="text-success-emphasis">{labels.saved}</span> : null}
      </span>
      {general ? (
        <div className="alert alert-danger w-100 mb-0" role="alert">
          {general}
        </div>
      ) : null}
    </div>
  );
}
