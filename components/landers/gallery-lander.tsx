import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import styles from './gallery-lander.module.scss';

/** gallery: a clean grid of the newest members, each a way in. */
export async function GalleryLander({ ctx, data }: LanderProps) {
  const [t, tl, ti] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.gallery' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
  ]);
  const niche = String(ctx.niche);
  return (
    <>
      <section className="container py-5">
        <header className="text-center mx-auto mb-4" style={{ maxWidth: 680 }}>
          <h1 className="display-6 fw-bold">{t('title', { niche, name: ctx.siteName })}</h1>
          <p className="lead text-body-secondary mb-0">{t('subtitle')}</p>
        </header>
        <ul className={`list-unstyled ${styles.grid}`} aria-label={t('galleryLabel')}>
          {data.members.map((m, i) => (
            <li key={m.id} className={styles.tile}>
              <MemberPhoto
                member={m}
                alt={tl('memberAlt', { name: m.name, age: m.age })}
                priority={i === 0}
                className={styles.photo}
              />
              {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
              <div className={styles.info}>
                <p className="fw-bold mb-0">{ti('memberCard', { name: m.name, age: m.age })}</p>
                {m.place && <p className="small mb-2">{m.place}</p>}
                <SignupLink
                  className={`btn btn-sm btn-light fw-bold ${styles.action}`}
                  aria-label={tl('sayHiTo', { name: m.name })}
                >
                  {tl('sayHi')}
                </SignupLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <LanderCta ctx={ctx} />
    </>
  );
}
