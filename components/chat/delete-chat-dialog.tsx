'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

/** "Delete conversation" (spec §2 content block): a confirmation before a conversation leaves the list. */
export function DeleteChatDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useTranslations('Chat');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="app-dialog app-dialog-sm" aria-labelledby="delete-chat-title" onCancel={(e) => (e.preventDefault(), onCancel())}>
      <div className="modal-content p-4">
        <h2 id="delete-chat-title" className="h5">{t('deleteTitle')}</h2>
        <p>{t('deleteBody', { name })}</p>
        <div className="d-flex gap-2 justify-content-end">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} autoFocus>{t('cancel')}</button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>{t('deleteConfirm')}</button>
        </div>
      </div>
    </dialog>
  );
}
