import { SignupLink } from '@/components/account/signup-link';
import { getTranslations } from 'next-intl/server';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import styles from './social-network-lander.module.scss';
import { Icon } from '@/components/ui/icon';

/** socialnetwork: a feed of members' own status lines and about texts, with likes and comments as the way in. */
export async function SocialNetworkLander({ ctx, data }: LanderProps) {
  const [t, tl, ti] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.socialNetwork' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
  ]);
  const niche = String(ctx.niche);
  const postIds = new Set(data.posts.map((p) => p.id));
  // Members without a post first, then the feed's last authors, so the column differs from the top of the feed.
  const suggestions = [...data.members]
    .reverse()
    .sort((a, b) => Number(postIds.has(a.id)) - Number(postIds.has(b.id)))
    .slice(0, 5);
  return (
    <>
      <div className={`${styles.page} py-4`}>
        <div className="container">
          <div className="row g-4">
            <aside className="col-lg-3 d-none d-lg-block">
              <div className={`${styles.panel} p-3`}>
                <p className="h6 fw-bold">{t('communityTitle', { name: ctx.siteName })}</p>
                <p className="small mb-0">{t('communityBody')}</p>
              </div>
            </aside>
            <div className="col-lg-6">
              <h1 className="h3 fw-bold">{t('title')}</h1>
              <p className="text-body-secondary">{t('subtitle', { niche })}</p>
              <SignupLink className={`${styles.panel} ${styles.compose} d-block p-3 mb-3`}>{t('compose')}</SignupLink>
              <ol className="list-unstyled mb-0" aria-label={t('feedLabel')}>
                {data.posts.map((post, i) => (
                  <li key={post.id} className={`${styles.panel} mb-3`}>
                    <article aria-labelledby={`post-${post.id}`}>
                      <header className="d-flex align-items-center gap-2 p-3 pb-2">
                        <MemberPhoto
                          member={post}
                          size="thumb"
                          alt={tl('memberAlt', { name: post.name, age: post.age })}
                          priority={i === 0}
                          className={styles.avatar}
                        />
                        <div className="flex-grow-1">
                          <h2 id={`post-${post.id}`} className="h6 fw-bold mb-0">
                            {ti('memberCard', { name: post.name, age: post.age })}
                          </h2>
                          {post.place && <p className="small text-body-secondary mb-0">{post.place}</p>}
                        </div>
                        {post.fictional && <FictionalMarker label={ctx.fictionalLabel} />}
                      </header>
                      <div className="px-3">
                        {post.tagline && <p className="fw-bold mb-1">{post.tagline}</p>}
                        {post.about && <p className={`mb-2 ${styles.about}`}>{post.about}</p>}
                      </div>
                      {i % 3 === 0 && (
                        <MemberPhoto
                          member={post}
                          alt={tl('memberAlt', { name: post.name, age: post.age })}
                          priority={i === 0}
                          className={styles.photo}
                        />
                      )}
                      <footer className={`d-flex gap-2 p-2 ${styles.actions}`}>
                        <SignupLink
                          className="btn btn-sm btn-light flex-fill"
                          aria-label={t('likePost', { name: post.name })}
                        >
                          <Icon name="heartFill" /> {t('like')}
                        </SignupLink>
                        <SignupLink
                          className="btn btn-sm btn-light flex-fill"
                          aria-label={t('commentPost', { name: post.name })}
                        >
                          <span aria-hidden="true">✎ </span>
                          {t('comment')}
                        </SignupLink>
                        <SignupLink
                          className="btn btn-sm btn-light flex-fill"
                          aria-label={tl('sayHiTo', { name: post.name })}
                        >
                          <span aria-hidden="true">✉ </span>
                          {tl('sayHi')}
                        </SignupLink>
                      </footer>
                    </article>
                  </li>
                ))}
              </ol>
            </div>
            <aside className="col-lg-3" aria-labelledby="suggestions-title">
              <div className={`${styles.panel} p-3`}>
                <h2 id="suggestions-title" className="h6 fw-bold mb-3">
                  {t('suggestionsTitle')}
                </h2>
                <ul className="list-unstyled mb-0">
                  {suggestions.map((m) => (
                    <li key={m.id} className="d-flex align-items-center gap-2 mb-3">
                      <MemberPhoto
                        member={m}
                        size="thumb"
                        alt={tl('memberAlt', { name: m.name, age: m.age })}
                        className={styles.avatar}
                      />
                      <span className="flex-grow-1 small fw-bold">
                        {ti('memberCard', { name: m.name, age: m.age })}
                        {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className="ms-1" />}
                      </span>
                      <SignupLink
                        className="btn btn-sm btn-outline-primary"
                        aria-label={tl('sayHiTo', { name: m.name })}
                      >
                        {tl('sayHi')}
                      </SignupLink>
                    </li>
                  ))}
                </ul>
              </div>
            </aside>
          </div>
        </div>
      </div>
      <LanderCta ctx={ctx} />
    </>
  );
}
