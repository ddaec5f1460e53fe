import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import { PauseToggle } from './pause-toggle';
import styles from './video-lander.module.scss';

/** video: a full-screen hero over a moving background of member photos and light, all CSS, no video file. */
export async function VideoLander({ ctx, data }: LanderProps) {
  const [t, tl, ti, tc] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.video' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers.cta' }),
  ]);
  const niche = String(ctx.niche);
  // The reel runs twice in a row so that the loop has no seam.
  const reel = [...data.members, ...data.members];
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.backdrop} aria-hidden="true">
          <div className={styles.reel}>
            {reel.map((m, i) => (
              <MemberPhoto key={`${m.id}-${i}`} member={m} alt="" priority={i === 0} className={styles.frame} />
            ))}
          </div>
          <div className={styles.light} />
        </div>
        <div className={`container position-relative ${styles.content}`}>
          <p className={`text-uppercase fw-bold small mb-2 ${styles.eyebrow}`}>
            <span className={styles.live} aria-hidden="true" /> {t('eyebrow', { name: ctx.siteName })}
          </p>
          <h1 className="display-4 fw-bold">{t('title', { niche })}</h1>
          <p className="lead my-4" style={{ maxWidth: 560 }}>
            {t('subtitle')}
          </p>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <SignupLink className="btn btn-primary btn-lg fw-bold">{tc('button', { niche })}</SignupLink>
            <PauseToggle id="video-pause" label={tl('pauseAnimation')} />
          </div>
        </div>
      </section>
      {data.members.length > 0 && (
        <section className="container py-5" aria-labelledby="strip-title">
          <h2 id="strip-title" className="h3 mb-4">
            {t('stripTitle')}
          </h2>
          <ul className={`list-unstyled ${styles.strip}`}>
            {data.members.map((m) => (
              <li key={m.id} className="position-relative">
                <MemberPhoto
                  member={m}
                  size="thumb"
                  alt={tl('memberAlt', { name: m.name, age: m.age })}
                  className={styles.thumb}
                />
                {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
                <span className="d-block fw-bold small mt-2">{ti('memberCard', { name: m.name, age: m.age })}</span>
                {m.place && <span className="d-block small text-body-secondary">{m.place}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LanderCta ctx={ctx} />
    </>
  );
}
