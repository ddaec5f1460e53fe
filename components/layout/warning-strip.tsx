'use client';
import dynamic from 'next/dynamic';
import { useOnline } from '@/lib/hooks/use-online';
import { MemberMoney } from '@/components/money/member-money';
import { useAuthHint } from './use-auth-hint';

// A member's lines (and the API client they use) load only where a member is logged in (issue 12).
const MemberWarnings = dynamic(() => import('./member-warnings').then((m) => m.MemberWarningsIsland), { ssr: false });

/**
 * The strip under the navigation for what the member must know now: offline, and for a logged-in member the
 * activation reminder and the disabled-notifications alert (member-warnings.tsx), then the money lines (the
 * time-bonus banner or the credit alert). The banner's clock ticks every second, so it stays out of the live
 * region: it would be read out at every tick. The offline line comes from the server (no translation runtime in the
 * browser on public pages, issue 12).
 */
export function WarningStrip({ offline }: { offline: string }) {
  const online = useOnline();
  const hinted = useAuthHint();
  return (
    <>
      <div aria-live="polite">
        {!online && (
          <div className="warning-strip alert alert-warning rounded-0 mb-0 py-2 text-center" role="status">
            {offline}
          </div>
        )}
        {hinted && <MemberWarnings />}
      </div>
      <MemberMoney />
    </>
  );
}
