import { InterestChips } from '@/components/marketing/interest-chips';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from '../lander-cta';
import { MemberPhoto } from '@/components/members/member-photo';
import { FictionalNotice } from './fictional-notice';
import { memberLanderTexts } from './member-lander-texts';
import type { MemberLanderProps } from './member-lander-types';
import { SignupLink } from '@/components/account/signup-link';
import { SimilarMembers } from './similar-members';
import styles from './member-spotlight-lander.module.scss';

/** landing: one member in the spotlight – a large photo, their own words and interests, one way to reach them. */
export async function MemberSpotlightLander({ ctx, data }: MemberLanderProps) {
  const { member } = data;
  const { t, tl, ti, signupTitle } = await memberLanderTexts(ctx, member.name);
  const extra = member.photos.slice(1);
  return (
    <>
      <section className={styles.hero}>
        <div className="container py-5">
          <div className="row align-items-center g-5">
            <div className="col-md-6 col-lg-5">
              <figure className={`${styles.frame} mx-auto mb-0`}>
                <MemberPhoto
                  member={member}
                  alt={tl('memberAlt', { name: member.name, age: member.age })}
                  priority
                  className={styles.photo}
                />
                {member.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
              </figure>
            </div>
            <div className="col-md-6 col-lg-7">
              <p className={`text-uppercase fw-bold small mb-2 ${styles.eyebrow}`}>
                {t('spotlight.eyebrow', { site: ctx.siteName })}
              </p>
              <h1 className="display-5 fw-bold mb-1">{ti('memberCard', { name: member.name, age: member.age })}</h1>
              {member.place && <p className="lead mb-3">{member.place}</p>}
              {member.tagline && (
                <blockquote className={styles.quote}>
                  <span className="visually-hidden">{t('statusOf', { name: member.name })} </span>
                  <p className="mb-0">{member.tagline}</p>
                </blockquote>
              )}
              <SignupLink title={signupTitle} className="btn btn-primary btn-lg fw-bold mt-2">
                {t('chatWith', { name: member.name })}
              </SignupLink>
              {member.fictional && <FictionalNotice ctx={ctx} className="mt-4" />}
            </div>
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="about-title">
        <div className="row g-5">
          <div className="col-lg-7">
            <h2 id="about-title" className="h3">
              {t('aboutTitle', { name: member.name })}
            </h2>
            <p className={styles.about}>{member.about || t('aboutEmpty', { name: member.name })}</p>
            {member.interests.length > 0 && (
              <>
                <h3 className="h5 mt-4">{t('interestsTitle', { name: member.name })}</h3>
                <InterestChips
                  interests={member.interests}
                  label={t('interestsTitle', { name: member.name })}
                  className="mt-3"
                />
              </>
            )}
          </div>
          <div className="col-lg-5">
            <h2 className="h5">{t('photosTitle', { name: member.name })}</h2>
            <ul className={`list-unstyled ${styles.photos}`}>
              {extra.map((photo, i) => (
                <li key={photo.filename}>
                  <MemberPhoto
                    member={{ image: photo }}
                    size="thumb"
                    alt={t('photoOf', { name: member.name, current: i + 2, total: member.photos.length })}
                    className={styles.thumb}
                  />
                </li>
              ))}
              <li>
                <SignupLink title={signupTitle} className={styles.more}>
                  {t('morePhotos', { name: member.name })}
                </SignupLink>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <SimilarMembers ctx={ctx} members={data.similar} title={t('similarTitle', { niche: String(ctx.niche) })} />
      <LanderCta ctx={ctx} />
    </>
  );
}
