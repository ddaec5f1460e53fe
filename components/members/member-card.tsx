import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { MemberPhoto } from '@/components/members/member-photo';
import { AppLink as Link } from '@/components/ui/app-link';
import type { ShowcaseMember } from '@/lib/schemas/members';

type Props = {
  member: ShowcaseMember & { online?: boolean };
  /** The member's place as words (region, country), already translated. */
  place: string;
  /** Where the card's name leads: the member's profile by default. */
  href?: string;
  /** The first cards of a page load at once. */
  priority?: boolean;
  /** Buttons under the card's text (like, chat). */
  actions?: ReactNode;
  /** A heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
};

/**
 * One member as a card, the same in search results, likes, suggestions and related profiles: the main
 * photo, name and age, place, online, the fictional-profile marker wherever it applies, and actions.
 */
export function MemberCard({ member: m, place, href, priority = false, actions, headingLevel = 2 }: Props) {
  const tc = useTranslations('Common');
  const t = useTranslations('Likes');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card h-100 shadow-sm member-card" aria-labelledby={`member-${m.id}`}>
      <div className="position-relative">
        <MemberPhoto
          member={m}
          alt={t('photoOf', { name: m.name })}
          priority={priority}
          className="card-img-top h-auto w-100"
        />
        {m.fictional ? (
          <FictionalMarker label={tc('fictionalProfile')} className="position-absolute top-0 end-0 m-2" />
        ) : null}
      </div>
      <div className="card-body p-2 d-flex flex-column">
        <Heading id={`member-${m.id}`} className="h6 card-title mb-1">
          <Link href={href ?? `/members/${m.id}`} className="link-body-emphasis text-decoration-none">
            {m.name}, <span className="fw-normal">{tc('age', { age: m.age })}</span>
          </Link>
        </Heading>
        <p className="card-text small text-body-secondary mb-2">
          {m.online ? (
            <span className="text-success me-1">
              <span aria-hidden="true">●</span> {t('online')}
            </span>
          ) : null}
          {place}
        </p>
        {actions ? <div className="mt-auto d-flex flex-wrap gap-1">{actions}</div> : null}
      </div>
    </article>
  );
}
