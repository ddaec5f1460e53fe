import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LanderMember } from '@/lib/schemas/landers';
import { memberLanderPath } from '@/lib/utils/landing-slug';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { MemberPhoto } from '@/components/members/member-photo';
import type { MemberLanderContext } from './member-lander-types';
import styles from './similar-members.module.scss';

/**
 * Similar members (same niche, the member's country first), each leading to their own page in the
 * same design and language; the icon's meaning is spelled out when a fictional profile is among them.
 */
export async function SimilarMembers({
  ctx,
  members,
  title,
}: {
  ctx: MemberLanderContext;
  members: LanderMember[];
  title: string;
}) {
  if (members.length === 0) return null;
  const [t, ti] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'MemberLanders' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
  ]);
  const anyFictional = members.some((m) => m.fictional);
  return (
    <section className="container py-5" aria-labelledby="similar-title">
      <h2 id="similar-title" className="h3 mb-4">
        {title}
      </h2>
      <ul className={`list-unstyled mb-0 ${styles.grid}`}>
        {members.map((m) => (
          <li key={m.id} className={styles.card}>
            {/* The caption names the member: the photo adds nothing a screen reader should hear twice. */}
            <Link
              href={memberLanderPath(m.id, ctx.design, ctx.slug)}
              prefetch={false}
              className={styles.link}
              title={t('viewProfile', { name: m.name, age: m.age })}
            >
              <MemberPhoto member={m} alt="" className={styles.photo} />
              <span className={styles.caption}>
                <span className="fw-bold d-block">{ti('memberCard', { name: m.name, age: m.age })}</span>
                {m.place && <span className="small">{m.place}</span>}
              </span>
            </Link>
            {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
          </li>
        ))}
      </ul>
      {anyFictional && (
        <p className="small text-body-secondary mt-3 mb-0">
          <FictionalMarker label={ctx.fictionalLabel} /> = {ctx.fictionalPlural}
        </p>
      )}
    </section>
  );
}
