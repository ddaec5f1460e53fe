import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import styles from './collage-lander.module.scss';

/** collagelanding: a scrapbook of tilted instant photos of members around the headline. */
export async function CollageLander({ ctx, data }: LanderProps) {
  const [t, tl, ti, tc] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.collage' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers.cta' }),
  ]);
  const niche = String(ctx.niche);
  return (
    <>
      <section className={`${styles.board} py-5`}>
        <div className="container">
          <div className={`${styles.note} text-center mx-auto mb-5`}>
            <h1 className="display-6 fw-bold">{t('title', { niche })}</h1>
            <p className="lead mb-4">{t('subtitle')}</p>
            <SignupLink className="btn btn-primary btn-lg fw-bold">{tc('button', { niche })}</SignupLink>
          </div>
          <ul className={`list-unstyled ${styles.collage}`} aria-label={t('collageLabel')}>
            {data.members.map((m, i) => (
              <li key={m.id} className={`${styles.polaroid} ${styles[`tile${i % 9}`] ?? ''}`}>
                <MemberPhoto member={m} alt={tl('memberAlt', { name: m.name, age: m.age })} priority={i === 0} />
                {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
                <span className={styles.caption}>{ti('memberCard', { name: m.name, age: m.age })}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <LanderCta ctx={ctx} />
    </>
  );
}
