'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';

/**
 * The signup modal (spec §2): a native modal dialog that a backdrop click or Escape closes only while
 * no signup is in progress (the form inside marks itself aria-busy while it submits).
 */
export function SignupModal({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose?: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  const busy = () => dialog.current?.querySelector('form[aria-busy="true"]') !== null;
  // Opened in place over a page (onClose), closing returns to that page; as a page of its own, to the home page.
  const leave = () => {
    dialog.current?.close();
    if (onClose) onClose();
    else router.push('/');
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy()) leave();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current && !busy()) leave();
  };
  return (
    <dialog
      ref={dialog}
      className="app-dialog"
      aria-labelledby="signup-modal-title"
      onCancel={onCancel}
      onClick={onBackdrop}
    >
      <div className="modal-content p-4">
        <div className="d-flex justify-content-between align-items-start mb-3">
          <h1 id="signup-modal-title" className="h4 mb-0">
            {title}
          </h1>
          <button type="button" className="btn-close" aria-label={closeLabel} onClick={() => !busy() && leave()} />
        </div>
        {children}
      </div>
    </dialog>
  );
}
