'use client';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { searchGifs, uploadChatPhoto, type GifResults } from '@/lib/api-client/chat';
import { GIFT_IDS, giftIcon } from '@/lib/config/gifts';
import type { OutgoingContent } from '@/lib/schemas/chat';
import { buyPath } from '@/lib/utils/member-destinations';
import styles from './chat.module.scss';

type Props = {
  name: string;
  messageCost: number;
  giftCost: number;
  credits: number | null;
  paid: boolean;
  disabled: boolean;
  onSend: (content: OutgoingContent) => void;
};
type Panel = 'gift' | 'gif' | 'photo';

/** Wait this long after the last key before searching: one request per pause, not per letter. */
const SEARCH_PAUSE_MS = 300;

function NotEnough() {
  const t = useTranslations('ChatMedia');
  const tc = useTranslations('Chat');
  return (
    <p className="alert alert-warning py-2 small">
      {t('notEnough')}{' '}
      <Link href={buyPath('credits')} className="alert-link">
        {tc('buyCredits')}
      </Link>
    </p>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useTranslations('ChatMedia');
  return (
    <div className="d-flex justify-content-end mt-3">
      <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}

function GiftPicker({
  name,
  cost,
  credits,
  onPick,
  onClose,
}: {
  name: string;
  cost: number;
  credits: number | null;
  onPick: (gift: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('ChatMedia');
  const tg = useTranslations('Gifts');
  const short = credits !== null && credits < cost;
  return (
    <ModalDialog title={t('giftTitle', { name })} onCancel={onClose}>
      {(bodyId) => (
        <>
          <p id={bodyId} className="small text-body-secondary">
            {t('giftCost', { cost })}
          </p>
          {short ? <NotEnough /> : null}
          <ul className={`${styles.pickerGrid} list-unstyled mb-0`}>
            {GIFT_IDS.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className={`btn btn-outline-secondary ${styles.pickerItem}`}
                  disabled={short}
                  aria-label={t('sendGift', { gift: tg(`a.${id}`) })}
                  onClick={() => onPick(id)}
                >
                  <Image src={giftIcon(id)} alt="" width={40} height={40} unoptimized />
                  <span className="small">{tg(`names.${id}`)}</span>
                </button>
              </li>
            ))}
          </ul>
          <CloseButton onClose={onClose} />
        </>
      )}
    </ModalDialog>
  );
}

function GifPicker({
  cost,
  credits,
  onPick,
  onClose,
}: {
  cost: number;
  credits: number | null;
  onPick: (gif: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('ChatMedia');
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GifResults | null>(null);
  const [failed, setFailed] = useState(false);
  const short = credits !== null && credits < cost;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      searchGifs(query.trim())
        .then((found) => {
          if (!current) return;
          setResults(found);
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return (
    <ModalDialog title={t('gifTitle')} onCancel={onClose}>
      {(bodyId) => (
        <>
          <p id={bodyId} className="small text-body-secondary">
            {t('gifCost', { cost })}
          </p>
          {short ? <NotEnough /> : null}
          <form role="search" onSubmit={(e: FormEvent) => e.preventDefault()}>
            <label htmlFor={id} className="form-label">
              {t('gifSearch')}
            </label>
            <input
              id={id}
              type="search"
              className="form-control mb-2"
              value={query}
              maxLength={100}
              placeholder={t('gifPlaceholder')}
              onChange={(e) => setQuery(e.target.value)}
              autoFocus
            />
          </form>
          <p className="small text-body-secondary mb-2" aria-live="polite">
            {failed ? t('gifUnavailable') : results ? t('gifResults', { count: results.gifs.length }) : t('gifLoading')}
          </p>
          {results ? (
            <ul className={`${styles.gifGrid} list-unstyled mb-0`}>
              {results.gifs.map((g) => (
                <li key={`${g.provider}:${g.id}`}>
                  <button
                    type="button"
                    className={`btn p-0 border-0 ${styles.gifButton}`}
                    disabled={short}
                    onClick={() => onPick(g.id)}
                  >
                    <Image
                      src={g.url}
                      alt={t('gifFrom', { title: g.title })}
                      width={g.width}
                      height={g.height}
                      unoptimized
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {results?.attribution === 'giphy' ? (
            <p className="small text-body-secondary mt-2 mb-0">{t('poweredByGiphy')}</p>
          ) : null}
          <CloseButton onClose={onClose} />
        </>
      )}
    </ModalDialog>
  );
}

function PhotoPicker({
  name,
  cost,
  credits,
  paid,
  onSent,
  onClose,
}: {
  name: string;
  cost: number;
  credits: number | null;
  paid: boolean;
  onSent: (photo: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('ChatMedia');
  const tc = useTranslations('Chat');
  const errorText = useErrorText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const short = credits !== null && credits < cost;
  if (!paid) {
    // Spec §6: a premium-only chat feature prompts a purchase instead.
    return (
      <ModalDialog title={t('photoPremiumTitle')} onCancel={onClose}>
        {(bodyId) => (
          <>
            <p id={bodyId}>{t('photoPremiumBody')}</p>
            <div className="d-flex gap-2 justify-content-end">
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                {t('close')}
              </button>
              <Link href={buyPath('credits')} className="btn btn-primary">
                {tc('buyCredits')}
              </Link>
            </div>
          </>
        )}
      </ModalDialog>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { photo } = await uploadChatPhoto(file);
      onSent(photo.id);
    } catch (caught) {
      const e = asApiError(caught);
      setError(errorText(e.code, e.params));
      setBusy(false);
    }
  };
  return (
    <ModalDialog title={t('photoTitle', { name })} onCancel={() => (busy ? undefined : onClose())}>
      {(bodyId) => (
        <form onSubmit={(e) => void submit(e)}>
          <p id={bodyId} className="small text-body-secondary">
            {t('photoCost', { cost })} {t('photoHint', { name })}
          </p>
          {short ? <NotEnough /> : null}
          <label htmlFor={id} className="form-label">
            {t('photoChoose')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="form-control"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            disabled={busy}
          />
          {error ? (
            <p className="text-danger small mt-2 mb-0" role="alert">
              {error}
            </p>
          ) : null}
          <div className="d-flex gap-2 justify-content-end mt-3">
            <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
              {t('close')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={!file || busy || short}>
              {busy ? t('photoUploading') : t('photoSend')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

/** The composer's toolbar: a gift (the site's gift price), a GIF (a message's price) or, for premium members, a photo. */
export function MediaToolbar({ name, messageCost, giftCost, credits, paid, disabled, onSend }: Props) {
  const t = useTranslations('ChatMedia');
  const [open, setOpen] = useState<Panel | null>(null);
  const close = () => setOpen(null);
  const pick = (content: OutgoingContent) => {
    setOpen(null);
    onSend(content);
  };
  const buttons: { panel: Panel; label: string }[] = [
    { panel: 'gift', label: t('gift') },
    { panel: 'gif', label: t('gif') },
    { panel: 'photo', label: t('photo') },
  ];
  return (
    <div className="d-flex gap-1 mb-2" role="toolbar" aria-label={t('toolbar')}>
      {buttons.map((b) => (
        <button
          key={b.panel}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={disabled}
          onClick={() => setOpen(b.panel)}
          aria-haspopup="dialog"
        >
          {b.label}
        </button>
      ))}
      {open === 'gift' ? (
        <GiftPicker
          name={name}
          cost={giftCost}
          credits={credits}
          onPick={(id) => pick({ kind: 'gift', gift_id: id })}
          onClose={close}
        />
      ) : null}
      {open === 'gif' ? (
        <GifPicker
          cost={messageCost}
          credits={credits}
          onPick={(id) => pick({ kind: 'gif', gif_id: id })}
          onClose={close}
        />
      ) : null}
      {open === 'photo' ? (
        <PhotoPicker
          name={name}
          cost={messageCost}
          credits={credits}
          paid={paid}
          onSent={(id) => pick({ kind: 'photo', photo_id: id })}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
