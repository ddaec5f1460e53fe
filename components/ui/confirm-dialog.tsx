'use client';
import { useEffect, useId, useRef } from 'react';

type Props = {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A small modal question (delete a conversation, block a member). Escape and "Cancel" answer no; focus
 * starts on "Cancel", so Enter never confirms by accident. The caller puts focus back where it belongs.
 */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, danger = true, onConfirm, onCancel }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="app-dialog app-dialog-sm"
      aria-labelledby={id}
      aria-describedby={`${id}-body`}
      onCancel={(e) => (e.preventDefault(), onCancel())}
    >
      <div className="modal-content p-4">
        <h2 id={id} className="h5">
          {title}
        </h2>
        <p id={`${id}-body`}>{body}</p>
        <div className="d-flex gap-2 justify-content-end">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
