import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import styles from './alone-tonight-lander.module.scss';
import { Icon } from '@/components/ui/icon';

/** alonetonight: a night-sky hero around one member and her status line, with more members still up. */
export async function AloneTonightLander({ ctx, data }: LanderProps) {
  const [t, tl, ti, tc] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.aloneTonight' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers.cta' }),
  ]);
  const niche = String(ctx.niche);
  const post = data.posts.find((p) => p.tagline);
  const featured = post ?? data.members[0];
  const others = data.members.filter((m) => m.id !== featured?.id).slice(0, 8);
  const tagline = post?.tagline ?? '';
  return (
    <>
      <section className={styles.night}>
        <div className={styles.moon} aria-hidden="true" />
        <div className="container py-5 position-relative">
          <div className="row align-items-center g-5">
            <div className="col-lg-6">
              <p className={`text-uppercase fw-bold small mb-2 ${styles.eyebrow}`}>{t('eyebrow')}</p>
              <h1 className="display-5 fw-bold">{t('title', { niche })}</h1>
              <p className="lead my-4">{t('subtitle')}</p>
              <ul className="list-unstyled mb-4">
                {(['reasonQuick', 'reasonDiscreet', 'reasonLocal'] as const).map((key) => (
                  <li key={key} className="mb-2">
                    <Icon name="moon" className={`icon ${styles.tick}`} /> {t(key)}
                  </li>
                ))}
              </ul>
              <SignupLink className="btn btn-primary btn-lg fw-bold">{tc('button', { niche })}</SignupLink>
            </div>
            {featured && (
              <div className="col-lg-6">
                <figure className={`${styles.featured} mx-auto mb-0`}>
                  <MemberPhoto
                    member={featured}
                    alt={tl('memberAlt', { name: featured.name, age: featured.age })}
                    priority
                    className={styles.photo}
                  />
                  {featured.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
                  <figcaption className={styles.caption}>
                    <span className="fw-bold">{ti('memberCard', { name: featured.name, age: featured.age })}</span>
                    {featured.place && <span className="d-block small">{featured.place}</span>}
                  </figcaption>
                  {tagline && (
                    <p className={styles.bubble}>
                      <span className="visually-hidden">{t('statusOf', { name: featured.name })} </span>
                      {tagline}
                    </p>
                  )}
                </figure>
              </div>
            )}
          </div>
        </div>
      </section>

      {others.length > 0 && (
        <section className="container py-5" aria-labelledby="awake-title">
          <h2 id="awake-title" className="h3 mb-4">
            {t('alsoAwake', { niche })}
          </h2>
          <ul className={`list-unstyled ${styles.row}`}>
            {others.map((m) => (
              <li key={m.id} className={styles.person}>
                <span className={styles.avatar}>
                  <MemberPhoto member={m} size="thumb" alt={tl('memberAlt', { name: m.name, age: m.age })} />
                  <span className={styles.dot} aria-hidden="true" />
                  {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.smallMarker} />}
                </span>
                <span className="fw-bold small d-block mt-2">{ti('memberCard', { name: m.name, age: m.age })}</span>
                {m.place && <span className="small text-body-secondary">{m.place}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LanderCta ctx={ctx} />
    </>
  );
}
