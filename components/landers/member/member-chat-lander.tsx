import { InterestChips } from '@/components/marketing/interest-chips';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from '../lander-cta';
import { MemberPhoto } from '@/components/members/member-photo';
import { FictionalNotice } from './fictional-notice';
import { memberLanderTexts } from './member-lander-texts';
import type { MemberLanderProps } from './member-lander-types';
import { SignupLink } from '@/components/account/signup-link';
import { SimilarMembers } from './similar-members';
import styles from './member-chat-lander.module.scss';

/**
 * landing3: a conversation waiting to start – the member's own status line and about text as their
 * messages, and a message box that opens the signup. Nothing is put in the member's mouth.
 */
export async function MemberChatLander({ ctx, data }: MemberLanderProps) {
  const { member } = data;
  const { t, tl, ti, signupTitle } = await memberLanderTexts(ctx, member.name);
  const lines = [member.tagline, member.about].filter((line) => line.trim() !== '');
  return (
    <>
      <div className={`${styles.page} py-4 py-lg-5`}>
        <div className="container">
          <h1 className="h2 fw-bold text-center mb-4">{t('chat.title', { name: member.name })}</h1>
          <div className="row g-4 justify-content-center">
            <div className="col-lg-7">
              <section className={styles.window} aria-labelledby="chat-with">
                <header className={`d-flex align-items-center gap-3 p-3 ${styles.head}`}>
                  <span className={styles.avatar}>
                    <MemberPhoto
                      member={member}
                      size="thumb"
                      alt={tl('memberAlt', { name: member.name, age: member.age })}
                      priority
                    />
                  </span>
                  <div className="flex-grow-1">
                    <h2 id="chat-with" className="h5 fw-bold mb-0">
                      {ti('memberCard', { name: member.name, age: member.age })}
                    </h2>
                    {member.place && <p className="small mb-0">{member.place}</p>}
                  </div>
                  {member.fictional && <FictionalMarker label={ctx.fictionalLabel} />}
                </header>
                <ol
                  className={`list-unstyled p-3 mb-0 ${styles.log}`}
                  aria-label={t('chat.logLabel', { name: member.name })}
                >
                  <li className={styles.system}>{t('chat.started', { name: member.name })}</li>
                  {lines.map((line, i) => (
                    <li key={i} className={styles.theirs}>
                      <span className="visually-hidden">{t('chat.says', { name: member.name })} </span>
                      {line}
                    </li>
                  ))}
                  <li className={styles.system}>{t('chat.yourTurn', { name: member.name })}</li>
                </ol>
                <div className={`d-flex gap-2 p-3 ${styles.composer}`}>
                  <SignupLink title={signupTitle} className={`flex-grow-1 ${styles.input}`}>
                    {t('chat.placeholder', { name: member.name })}
                  </SignupLink>
                  {/* Its name is its visible word (WCAG 2.5.3); the message box beside it names the member. */}
                  <SignupLink title={signupTitle} className="btn btn-primary fw-bold">
                    {t('chat.send')}
                  </SignupLink>
                </div>
              </section>
              {member.fictional && <FictionalNotice ctx={ctx} className="mt-3" />}
            </div>
            <aside className="col-lg-4" aria-labelledby="chat-about">
              <div className={`${styles.panel} p-4`}>
                {/* On a phone this portrait is the largest thing in the first screen: loaded at once. */}
                <MemberPhoto
                  member={member}
                  alt={tl('memberAlt', { name: member.name, age: member.age })}
                  priority
                  className={styles.portrait}
                />
                <h2 id="chat-about" className="h5 mt-3">
                  {t('interestsTitle', { name: member.name })}
                </h2>
                <InterestChips interests={member.interests} label={t('interestsTitle', { name: member.name })} />
                <p className="small text-body-secondary mt-3 mb-0">{t('chat.costs', { credits: ctx.signupCredits })}</p>
              </div>
            </aside>
          </div>
        </div>
      </div>
      <SimilarMembers ctx={ctx} members={data.similar} title={t('chat.othersTitle', { niche: String(ctx.niche) })} />
      <LanderCta ctx={ctx} />
    </>
  );
}
