import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { SwipeDeck, type SwipeCard } from '@/components/members/swipe-deck';
import styles from './tinder-swipe-lander.module.scss';

/** tinderswipe: a deck of member cards to like or skip, then the way in. */
export async function TinderSwipeLander({ ctx, data }: LanderProps) {
  const [t, tl, ti, tc] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.tinderSwipe' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers.cta' }),
  ]);
  const niche = String(ctx.niche);
  const total = data.members.length;
  const cards: SwipeCard[] = data.members.map((m, i) => ({
    id: m.id,
    name: ti('memberCard', { name: m.name, age: m.age }),
    place: m.place,
    src: m.image.filename,
    alt: tl('memberAlt', { name: m.name, age: m.age }),
    fictional: m.fictional,
    likeLabel: t('likeName', { name: m.name }),
    skipLabel: t('skipName', { name: m.name }),
    likedText: t('liked', { name: m.name }),
    skippedText: t('skipped', { name: m.name }),
    position: t('position', { current: i + 1, total }),
  }));
  return (
    <>
      <section className={`${styles.stage} py-5`}>
        <div className="container text-center">
          <h1 className="display-6 fw-bold">{t('title', { niche })}</h1>
          <p className="lead mx-auto mb-4" style={{ maxWidth: 560 }}>
            {t('subtitle')}
          </p>
          <SwipeDeck
            cards={cards}
            labels={{ deck: t('deckLabel'), like: t('like'), skip: t('skip'), fictional: ctx.fictionalLabel }}
          >
            <h2 className="h3 fw-bold">{t('doneTitle', { niche })}</h2>
            <p>{t('doneBody')}</p>
            <SignupLink className="btn btn-primary btn-lg fw-bold">{tc('button', { niche })}</SignupLink>
          </SwipeDeck>
          <p className={`small mt-4 mb-0 ${styles.hint}`}>{t('keyboardHint')}</p>
        </div>
      </section>
      <LanderCta ctx={ctx} />
    </>
  );
}
