'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { IcebreakerDialog } from './icebreaker-dialog';

type Props = { member: string; name: string; cost: number; disabled: boolean; onChoose: (line: string) => void };

/** The empty conversation: an invitation to write first, and the icebreaker modal for a ready first line. */
export function IcebreakerStart({ member, name, cost, disabled, onChoose }: Props) {
  const t = useTranslations('Chat');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Back to the button once the modal is gone (the page behind a modal is inert while it is open).
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);
  return (
    <div className="text-center my-auto">
      <p className="text-body-secondary">{t('startWith', { name })}</p>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('icebreakerOpen')}
      </button>
      {open ? (
        <IcebreakerDialog
          member={member}
          name={name}
          cost={cost}
          onChoose={(line) => {
            setOpen(false);
            onChoose(line);
          }}
          onClose={() => {
            refocus.current = true;
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
