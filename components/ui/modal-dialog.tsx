'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  title: string;
  /** `sm`: the 300 px modal of spec §9; without it the 500 px default. */
  size?: 'sm';
  /** Escape: the caller decides (it may ignore it while something is on its way). */
  onCancel: () => void;
  /** The body, given the id its text must carry to describe the dialog. */
  children: (bodyId: string) => ReactNode;
};

/** A modal with a heading, opened as the browser's own modal dialog (focus trapped, the page inert behind it). */
export function ModalDialog({ title, size, onCancel, children }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`app-dialog${size === 'sm' ? ' app-dialog-sm' : ''}`}
      aria-labelledby={id}
      aria-describedby={`${id}-body`}
      onCancel={(e) => (e.preventDefault(), onCancel())}
    >
      <div className="modal-content p-4">
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children(`${id}-body`)}
      </div>
    </dialog>
  );
}
