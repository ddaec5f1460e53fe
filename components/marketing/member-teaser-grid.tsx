import { useTranslations } from 'next-intl';
import type { ShowcaseMember } from '@/lib/schemas/members';
import { Icon } from '@/components/ui/icon';

/**
 * Real seeded members as teasers: first name, age, photo and the fictional-profile marker where it applies. Only
 * the first two photos load eagerly (the first row on a phone): React preloads every eager `<img>` of a server
 * component wherever the page is prefetched, so the others are lazy (they still load at once when in view).
 */
export function MemberTeaserGrid({ members, fictionalLabel }: { members: ShowcaseMember[]; fictionalLabel: string }) {
  const t = useTranslations('Index');
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 list-unstyled">
      {members.map((m, i) => (
        <li key={m.id} className="col">
          <div className="card member-card h-100 position-relative">
            {/* eslint-disable-next-line @next/next/no-img-element -- served by our own photo route with its own caching */}
            <img
              src={m.image.filename}
              alt={t('memberAlt', { name: m.name })}
              width={512}
              height={512}
              className="card-img-top"
              loading={i < 2 ? 'eager' : 'lazy'}
              fetchPriority={i < 2 ? 'high' : undefined}
            />
            {m.fictional && (
              <span className="badge text-bg-secondary fictional-badge" title={fictionalLabel}>
                <Icon name="star" />
                <span className="visually-hidden">{fictionalLabel}</span>
              </span>
            )}
            <div className="card-body p-2">
              <p className="card-title fw-bold mb-0 small">{t('memberCard', { name: m.name, age: m.age })}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
