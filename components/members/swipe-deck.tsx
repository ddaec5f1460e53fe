'use client';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styles from './swipe-deck.module.scss';
import { Icon } from '@/components/ui/icon';

export type SwipeCard = {
  id: string;
  name: string;
  place: string | null;
  src: string;
  alt: string;
  fictional: boolean;
  likeLabel: string;
  skipLabel: string;
  likedText: string;
  skippedText: string;
  /** "3 of 12": where the card is in a deck of known length (none in an endless one). */
  position?: string;
};

type Labels = { deck: string; like: string; skip: string; fictional: string; undo?: string };
export type SwipeDirection = 'left' | 'right';
type Direction = SwipeDirection;

type Props = {
  cards: SwipeCard[];
  labels: Labels;
  children: ReactNode;
  /** Told of every decision (the swipe game likes through the API); the deck moves on either way. */
  onDecide?: (card: SwipeCard, direction: Direction) => void;
  /** The deck is over before its last card (the day's likes are used): the children take its place. */
  finished?: boolean;
};

const THRESHOLD_PX = 90;
const LEAVE_MS = 260;

/**
 * The swipe deck: drag a card (pointer), press the buttons or use ← / →. Plain React and CSS
 * transforms; when the deck is done, the server-rendered call to action (children) takes its place.
 * With `labels.undo` the last pass can be undone (the card comes back on top).
 */
export function SwipeDeck({ cards, labels, children, onDecide, finished: over = false }: Props) {
  const [index, setIndex] = useState(0);
  const [lastPass, setLastPass] = useState<number | null>(null);
  const [dx, setDx] = useState(0);
  const [leaving, setLeaving] = useState<Direction | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const drag = useRef<{ x: number; pointer: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const finished = over || index >= cards.length;

  const decide = (direction: Direction) => {
    const card = cards[index];
    if (!card || leaving || over) return;
    setLeaving(direction);
    setLastPass(direction === 'left' ? index : null);
    onDecide?.(card, direction);
    setAnnouncement(direction === 'right' ? card.likedText : card.skippedText);
    timer.current = setTimeout(() => {
      setIndex((i) => i + 1);
      setLeaving(null);
      setDx(0);
    }, LEAVE_MS);
  };

  // The latest `decide` for the window key handler, without re-subscribing on every render.
  const decideRef = useRef(decide);
  useEffect(() => {
    decideRef.current = decide;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest('input, textarea, select, [contenteditable="true"]') ||
        document.querySelector('dialog[open]')
      )
        return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        decideRef.current(event.key === 'ArrowRight' ? 'right' : 'left');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  // Keyboard and screen-reader users land on the call to action once the last card is gone.
  useEffect(() => {
    if (finished && index > 0) done.current?.focus();
  }, [finished, index]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (leaving || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { x: event.clientX, pointer: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (drag.current?.pointer === event.pointerId) setDx(event.clientX - drag.current.x);
  };
  // Decided from the release's own position, not from the last offset drawn: a flick whose events all come
  // before the next render (a busy phone) still counts the whole distance.
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    const start = drag.current;
    if (start?.pointer !== event.pointerId) return;
    drag.current = null;
    const distance = event.clientX - start.x;
    if (Math.abs(distance) >= THRESHOLD_PX) decide(distance > 0 ? 'right' : 'left');
    else setDx(0);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setDx(0);
  };

  const undo = () => {
    if (lastPass === null || leaving) return;
    setIndex(lastPass);
    setLastPass(null);
    setAnnouncement('');
  };
  const passed = lastPass === null ? undefined : cards[lastPass];

  const current = cards[index];
  const offset = leaving ? (leaving === 'right' ? 1 : -1) * 600 : dx;
  const visible = cards.slice(index, index + 3);

  return (
    <div className={styles.wrap}>
      {finished ? (
        <div ref={done} tabIndex={-1} className={styles.done}>
          {children}
        </div>
      ) : (
        <section className={styles.deck} aria-label={labels.deck}>
          <ul className={styles.stack}>
            {visible.map((card, i) => {
              const top = i === 0;
              return (
                <li
                  key={card.id}
                  className={`${styles.card} ${top ? styles.top : ''} ${top && leaving ? styles.leaving : ''} ${top && dx !== 0 && !leaving ? styles.dragging : ''}`}
                  style={
                    top
                      ? { transform: `translateX(${offset}px) rotate(${offset / 18}deg)` }
                      : { transform: `scale(${1 - i * 0.04}) translateY(${i * 14}px)` }
                  }
                  aria-hidden={top ? undefined : true}
                  onPointerDown={top ? onPointerDown : undefined}
                  onPointerMove={top ? onPointerMove : undefined}
                  onPointerUp={top ? onPointerUp : undefined}
                  onPointerCancel={top ? onPointerCancel : undefined}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- served by our own photo route */}
                  <img
                    src={card.src}
                    alt={card.alt}
                    width={512}
                    height={512}
                    draggable={false}
                    loading={index === 0 && i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 && i === 0 ? 'high' : undefined}
                  />
                  <span
                    className={`${styles.stamp} ${styles.stampLike}`}
                    style={top ? { opacity: Math.max(0, Math.min(1, offset / THRESHOLD_PX)) } : undefined}
                    aria-hidden="true"
                  >
                    {labels.like}
                  </span>
                  <span
                    className={`${styles.stamp} ${styles.stampSkip}`}
                    style={top ? { opacity: Math.max(0, Math.min(1, -offset / THRESHOLD_PX)) } : undefined}
                    aria-hidden="true"
                  >
                    {labels.skip}
                  </span>
                  {card.fictional && (
                    <span className={`badge text-bg-secondary ${styles.fictional}`} title={labels.fictional}>
                      <Icon name="star" />
                      <span className="visually-hidden">{labels.fictional}</span>
                    </span>
                  )}
                  <div className={styles.caption}>
                    <p className={styles.name}>{card.name}</p>
                    {card.place && <p className={styles.place}>{card.place}</p>}
                    {card.position ? <p className={styles.position}>{card.position}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {current && (
            <div className={styles.buttons}>
              <button
                type="button"
                className={`${styles.button} ${styles.skip}`}
                onClick={() => decide('left')}
                aria-label={current.skipLabel}
              >
                <Icon name="x" />
                <span className={styles.buttonText}>{labels.skip}</span>
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.like}`}
                onClick={() => decide('right')}
                aria-label={current.likeLabel}
              >
                <Icon name="heartFill" />
                <span className={styles.buttonText}>{labels.like}</span>
              </button>
            </div>
          )}
        </section>
      )}
      {labels.undo && passed && !over ? (
        <button type="button" className="btn btn-link mt-2" onClick={undo}>
          <span aria-hidden="true">↶</span> {labels.undo}
          <span className="visually-hidden">: {passed.name}</span>
        </button>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
