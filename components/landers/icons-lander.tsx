import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import type { Niche } from '@/lib/config/constants';
import type { Interest } from '@/lib/schemas/settings';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import styles from './icons-lander.module.scss';

/** The interests each niche's audience looks for first; the rest follow in catalogue order. */
const FEATURED: Record<Niche, readonly string[]> = {
  1: ['travelling', 'music', 'movies', 'cooking', 'dancing', 'hiking'],
  2: ['flirting', 'dancing', 'cocktails', 'travelling', 'dining_out', 'beach'],
  3: ['bdsm', 'roleplay', 'sex_toys', 'massage', 'flirting', 'nightlife'],
  4: ['dining_out', 'cooking', 'dancing', 'fashion', 'cuddling', 'wine'],
  5: ['gardening', 'reading', 'travelling', 'wine', 'theatre', 'museums'],
  6: ['wine', 'yoga', 'travelling', 'dining_out', 'flirting', 'sauna'],
  7: ['nightlife', 'gym', 'festivals', 'fashion', 'travelling', 'sauna'],
};
// Kink is the BDSM niche's theme, not a first impression elsewhere.
const KINK = new Set(['bdsm', 'roleplay', 'sex_toys']);

export function interestsFor(niche: Niche, interests: readonly Interest[], count = 24): Interest[] {
  const rank = (i: Interest) => {
    const featured = FEATURED[niche].indexOf(i.key);
    if (featured >= 0) return featured;
    return niche !== 3 && KINK.has(i.key) ? 1000 : 100;
  };
  return interests
    .map((interest, order) => ({ interest, order }))
    .sort((a, b) => rank(a.interest) - rank(b.interest) || a.order - b.order)
    .slice(0, count)
    .map((x) => x.interest);
}

/** iconslanding: a grid of interest icons to pick from, and members who share them. */
export async function IconsLander({ ctx, data }: LanderProps) {
  const [t, tl, ti] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.icons' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
  ]);
  const niche = String(ctx.niche);
  return (
    <>
      <section className={`${styles.pick} py-5`}>
        <div className="container">
          <header className="text-center mx-auto mb-4" style={{ maxWidth: 640 }}>
            <h1 className="display-6 fw-bold">{t('title', { niche })}</h1>
            <p className="lead mb-0">{t('subtitle', { niche })}</p>
          </header>
          <ul className={`list-unstyled ${styles.icons}`} aria-label={t('interestsLabel')}>
            {interestsFor(ctx.niche, data.interests).map((interest, i) => (
              <li key={interest.key}>
                <SignupLink className={styles.icon}>
                  <span className={styles.circle}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- 1 kB static icon */}
                    <img
                      src={`/assets/icons/interests/${interest.icon}.svg`}
                      alt=""
                      width={32}
                      height={32}
                      loading="eager"
                      fetchPriority={i === 0 ? 'high' : undefined}
                    />
                  </span>
                  <span className={styles.label}>{interest.name}</span>
                </SignupLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {data.members.length > 0 && (
        <section className="container py-5" aria-labelledby="share-title">
          <h2 id="share-title" className="h3 mb-4 text-center">
            {t('membersTitle')}
          </h2>
          <ul className={`list-unstyled ${styles.members}`}>
            {data.members.map((m) => (
              <li key={m.id} className="text-center position-relative">
                <MemberPhoto
                  member={m}
                  size="thumb"
                  alt={tl('memberAlt', { name: m.name, age: m.age })}
                  className={styles.avatar}
                />
                {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
                <span className="d-block fw-bold small mt-2">{ti('memberCard', { name: m.name, age: m.age })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <LanderCta ctx={ctx} />
    </>
  );
}
