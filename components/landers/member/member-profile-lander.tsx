import { InterestChips } from '@/components/marketing/interest-chips';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from '../lander-cta';
import { MemberPhoto } from '@/components/members/member-photo';
import { FictionalNotice } from './fictional-notice';
import { memberLanderTexts } from './member-lander-texts';
import type { MemberLanderProps } from './member-lander-types';
import { SignupLink } from '@/components/account/signup-link';
import { SimilarMembers } from './similar-members';
import styles from './member-profile-lander.module.scss';
import { Icon } from '@/components/ui/icon';

/** landing2: an app-style profile card – swipeable photos, like and message buttons – beside the member's profile. */
export async function MemberProfileLander({ ctx, data }: MemberLanderProps) {
  const { member } = data;
  const { t, ti, signupTitle } = await memberLanderTexts(ctx, member.name);
  const total = member.photos.length;
  return (
    <>
      <div className={`${styles.page} py-4 py-lg-5`}>
        <div className="container">
          <div className="row g-4 align-items-start">
            <div className="col-md-6 col-lg-5">
              <article className={styles.card} aria-labelledby="member-name">
                <ul
                  className={`list-unstyled mb-0 ${styles.photos}`}
                  aria-label={t('profile.photosLabel', { name: member.name, total })}
                  tabIndex={total > 1 ? 0 : undefined}
                >
                  {member.photos.map((photo, i) => (
                    <li key={photo.filename} className={styles.slide}>
                      <MemberPhoto
                        member={{ image: photo }}
                        alt={t('photoOf', { name: member.name, current: i + 1, total })}
                        priority={i === 0}
                        className={styles.photo}
                      />
                    </li>
                  ))}
                </ul>
                {member.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
                <div className={styles.overlay}>
                  <h1 id="member-name" className="h2 fw-bold mb-0">
                    {ti('memberCard', { name: member.name, age: member.age })}
                  </h1>
                  {member.place && <p className="mb-0">{member.place}</p>}
                  {total > 1 && (
                    <p className="small mb-0" aria-hidden="true">
                      {t('profile.swipeHint', { total })}
                    </p>
                  )}
                </div>
                <div className={`d-flex justify-content-center gap-3 py-3 ${styles.actions}`}>
                  <SignupLink
                    title={signupTitle}
                    className={`${styles.round} ${styles.like}`}
                    aria-label={t('likeName', { name: member.name })}
                  >
                    <Icon name="heartFill" />
                  </SignupLink>
                  <SignupLink
                    title={signupTitle}
                    className={`${styles.round} ${styles.message}`}
                    aria-label={t('messageName', { name: member.name })}
                  >
                    <span aria-hidden="true">✉</span>
                  </SignupLink>
                </div>
              </article>
            </div>
            <div className="col-md-6 col-lg-7">
              <section className={`${styles.panel} p-4 mb-4`} aria-labelledby="about-title">
                <h2 id="about-title" className="h4">
                  {t('aboutTitle', { name: member.name })}
                </h2>
                {member.tagline && <p className="fw-bold">{member.tagline}</p>}
                <p className={styles.about}>{member.about || t('aboutEmpty', { name: member.name })}</p>
                {member.interests.length > 0 && (
                  <>
                    <h3 className="h6 mt-4">{t('interestsTitle', { name: member.name })}</h3>
                    <InterestChips
                      interests={member.interests}
                      label={t('interestsTitle', { name: member.name })}
                      className="mt-2"
                    />
                  </>
                )}
              </section>
              {member.fictional && <FictionalNotice ctx={ctx} className="mb-4" />}
              <div className={`${styles.panel} p-4`}>
                <p className="h5 fw-bold">{t('profile.nextTitle', { name: member.name })}</p>
                <p>{t('profile.nextBody', { credits: ctx.signupCredits })}</p>
                <SignupLink title={signupTitle} className="btn btn-primary btn-lg fw-bold">
                  {t('chatWith', { name: member.name })}
                </SignupLink>
              </div>
            </div>
          </div>
        </div>
      </div>
      <SimilarMembers ctx={ctx} members={data.similar} title={t('similarTitle', { niche: String(ctx.niche) })} />
      <LanderCta ctx={ctx} />
    </>
  );
}
