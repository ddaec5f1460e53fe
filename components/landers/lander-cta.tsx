import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import type { LanderContext } from './lander-types';
import styles from './lander-cta.module.scss';
import { Icon } from '@/components/ui/icon';

/**
 * Where every lander ends: the call to action to sign up (a plain link, so the traffic source cookie
 * travels with it) and the fictional-profile disclosure.
 */
export async function LanderCta({ ctx }: { ctx: LanderContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Landers.cta' });
  const niche = String(ctx.niche);
  return (
    <section className={`${styles.cta} text-white py-5`} aria-labelledby="lander-cta-title">
      <div className="container text-center" style={{ maxWidth: 720 }}>
        <h2 id="lander-cta-title" className="h2 fw-bold">
          {t('title', { niche })}
        </h2>
        <p className="lead my-3">{t('body', { credits: ctx.signupCredits })}</p>
        <ul className="list-inline mb-4" aria-label={t('perksLabel')}>
          {(['perkFree', 'perkDiscreet', 'perkNoSubscription'] as const).map((key) => (
            <li key={key} className="list-inline-item mx-2">
              <Icon name="check" /> {t(key)}
            </li>
          ))}
        </ul>
        <SignupLink className="btn btn-primary btn-lg px-5 fw-bold" data-lander-cta="">
          {t('button', { niche })}
        </SignupLink>
        <p className={`small mt-4 mb-0 ${styles.warning}`}>{ctx.fictionalWarning}</p>
      </div>
    </section>
  );
}
