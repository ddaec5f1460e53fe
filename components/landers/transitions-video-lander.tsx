import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import { PauseToggle } from './pause-toggle';
import styles from './transitions-video-lander.module.scss';

/** The keyframe timeline has five slides of four seconds, each entering with its own transition. */
const SLIDES = 5;

/** transitionsvideolanding: a "video" made of member photos, played as a CSS keyframe slideshow. */
export async function TransitionsVideoLander({ ctx, data }: LanderProps) {
  const [t, tl, ti, tc] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.transitionsVideo' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers.cta' }),
  ]);
  const niche = String(ctx.niche);
  const slides = Array.from({ length: SLIDES }, (_, i) => data.members[i % Math.max(data.members.length, 1)]).filter(
    (m) => m !== undefined,
  );
  return (
    <>
      <section className={`${styles.cinema} py-5`}>
        <div className="container text-center">
          <h1 className="display-6 fw-bold">{t('title', { niche })}</h1>
          <p className="lead mx-auto mb-4" style={{ maxWidth: 620 }}>
            {t('subtitle')}
          </p>
          {slides.length > 0 && (
            <div className={`${styles.player} mx-auto`} role="group" aria-label={t('playerLabel')}>
              <ul className={`list-unstyled m-0 ${styles.slides}`}>
                {slides.map((m, i) => (
                  <li key={`${m.id}-${i}`} className={`${styles.slide} ${styles[`slide${i}`]}`}>
                    <MemberPhoto
                      member={m}
                      alt={tl('memberAlt', { name: m.name, age: m.age })}
                      priority={i === 0}
                      className={styles.photo}
                    />
                    {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
                    <p className={styles.caption}>
                      <span className="fw-bold d-block fs-4">{ti('memberCard', { name: m.name, age: m.age })}</span>
                      {m.place && <span>{m.place}</span>}
                    </p>
                  </li>
                ))}
              </ul>
              <span className={styles.badge}>
                <span className={styles.rec} aria-hidden="true" /> {t('nowShowing')}
              </span>
              <span className={styles.progress} aria-hidden="true">
                <span />
              </span>
              <PauseToggle id="transitions-pause" label={tl('pauseAnimation')} className={styles.pause} />
            </div>
          )}
          <SignupLink className="btn btn-primary btn-lg fw-bold mt-4">{tc('button', { niche })}</SignupLink>
        </div>
      </section>
      <LanderCta ctx={ctx} />
    </>
  );
}
