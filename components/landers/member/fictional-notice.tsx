import { FictionalMarker } from '@/components/members/fictional-marker';
import type { MemberLanderContext } from './member-lander-types';

/**
 * The fictional-profile disclosure next to a fictional member (spec §3: fictional_icon with the
 * fictional texts from the settings): the icon, what it means, and the site's warning in full.
 */
export function FictionalNotice({ ctx, className = '' }: { ctx: MemberLanderContext; className?: string }) {
  return (
    <div
      className={`alert alert-secondary small d-flex gap-2 align-items-start mb-0 ${className}`}
      role="note"
      data-fictional-notice=""
    >
      <FictionalMarker label={ctx.fictionalLabel} />
      <p className="mb-0">
        <strong>
          {ctx.fictionalSingular.charAt(0).toLocaleUpperCase(ctx.locale) + ctx.fictionalSingular.slice(1)}
        </strong>
        : {ctx.fictionalWarning}
      </p>
    </div>
  );
}
