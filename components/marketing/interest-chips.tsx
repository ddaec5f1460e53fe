import type { Interest } from '@/lib/schemas/settings';

/**
 * Interests as chips with their icons (the index page's list, a member's interests on member landers). The icons
 * load lazily: never above the fold, and an eager `<img>` of a server component is preloaded by every page that
 * prefetches this one.
 */
export function InterestChips({
  interests,
  label,
  className = '',
}: {
  interests: Interest[];
  label?: string;
  className?: string;
}) {
  if (interests.length === 0) return null;
  return (
    <ul className={`list-unstyled d-flex flex-wrap gap-2 mb-0 ${className}`} aria-label={label}>
      {interests.map((i) => (
        <li
          key={i.key}
          className="interest-chip badge rounded-pill text-bg-light border fw-normal fs-6 d-inline-flex align-items-center gap-1"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- 1 kB static icon */}
          <img src={`/assets/icons/interests/${i.icon}.svg`} alt="" width={18} height={18} loading="lazy" />
          {i.name}
        </li>
      ))}
    </ul>
  );
}
