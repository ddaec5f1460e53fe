'use client';
import { ModalDialog } from './modal-dialog';

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
  return (
    <ModalDialog title={title} size="sm" onCancel={onCancel}>
      {(bodyId) => (
        <>
          <p id={bodyId}>{body}</p>
          <div className="d-flex gap-2 justify-content-end">
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </button>
            <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
