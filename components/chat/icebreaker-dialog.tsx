'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { fetchIcebreakers } from '@/lib/api-client/chat-rules';

type Props = {
  member: string;
  name: string;
  cost: number;
  onChoose: (line: string) => void;
  onClose: () => void;
};

/**
 * Spec §2 "icebreaker modal": a few first lines for this member, some about their interests. Choosing one
 * sends it at once as the first message (an icebreaker, at the message price); Escape or "Close" sends nothing.
 */
export function IcebreakerDialog({ member, name, cost, onChoose, onClose }: Props) {
  const t = useTranslations('Chat');
  const [lines, setLines] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchIcebreakers(member)
      .then((answer) => live && setLines(answer.lines))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [member]);

  return (
    <ModalDialog title={t('icebreakerTitle', { name })} onCancel={onClose}>
      {(bodyId) => (
        <>
          <p id={bodyId}>{t('icebreakerIntro', { cost })}</p>
          {failed ? (
            <p className="text-danger" role="alert">
              {t('icebreakerFailed')}
            </p>
          ) : lines === null ? (
            <p role="status">{t('icebreakerLoading')}</p>
          ) : (
            <ul className="list-unstyled d-grid gap-2" data-icebreakers>
              {lines.map((line) => (
                <li key={line}>
                  <button
                    type="button"
                    className="btn btn-outline-primary w-100 text-start"
                    onClick={() => onChoose(line)}
                  >
                    {line}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="d-flex justify-content-end">
            <button type="button" className="btn btn-outline-secondary" onClick={onClose} autoFocus>
              {t('close')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
