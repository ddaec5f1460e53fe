'use client';
import { withAppProviders } from '@/components/shell/store-provider';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { dismissAlert } from '@/lib/api-client/alerts';
import { CreditAlert } from './credit-alert';
import { inMembersArea, showsMoneyStrip, TIME_BONUS_POPUP_DELAY_MS, wantsTimeBonusPopup } from './money-places';
import { TimeBonusBanner } from './time-bonus-banner';
import { TimeBonusPopup } from './time-bonus-popup';
import { useTimeBonus } from './use-time-bonus';

// When this tab entered the members area: moving between its pages (and their layouts) keeps the 40 s running.
const AREA_ENTERED = 'rosedate:membersAreaEnteredAt';

function areaEnteredAt(): number {
  const stored = Number(sessionStorage.getItem(AREA_ENTERED));
  if (Number.isFinite(stored) && stored > 0) return stored;
  const at = Date.now();
  sessionStorage.setItem(AREA_ENTERED, String(at));
  return at;
}

/**
 * A member's money lines under the navigation: the time-bonus banner, the credit alert (not both: the banner
 * offers credits already) and the time-bonus popup 40 s into the members area (spec §4).
 */
export function MoneyStrip() {
  const pathname = usePathname();
  const { bonus, now, user, mutate } = useTimeBonus();
  const [popup, setPopup] = useState<'waiting' | 'open' | 'closed'>('waiting');
  const inArea = inMembersArea(pathname);
  const eligible =
    user?.loggedIn === true &&
    wantsTimeBonusPopup({
      credits: user.credits ?? 0,
      bonusVisible: bonus !== null,
      dismissed: (user.dismissed_alerts ?? []).includes('time_bonus'),
    });

  useEffect(() => {
    if (!inArea) {
      sessionStorage.removeItem(AREA_ENTERED);
      return;
    }
    const entered = areaEnteredAt();
    if (!eligible || popup !== 'waiting') return;
    const timer = setTimeout(() => setPopup('open'), Math.max(0, entered + TIME_BONUS_POPUP_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [inArea, eligible, popup]);

  const closePopup = () => {
    setPopup('closed');
    // Stored for every device; should it fail, the popup stays closed on this page and may ask again later.
    void dismissAlert('time_bonus')
      .then(() => mutate())
      .catch(() => undefined);
  };

  if (!user?.loggedIn) return null;
  return (
    <>
      {showsMoneyStrip(pathname) &&
        (bonus ? <TimeBonusBanner bonus={bonus} now={now} /> : <CreditAlert user={user} onDismissed={mutate} />)}
      {popup === 'open' && bonus && eligible && inArea ? (
        <TimeBonusPopup bonus={bonus} now={now} onClose={closePopup} />
      ) : null}
    </>
  );
}

/** The island as loaded on any page: with the member layout's Redux and SWR, or its own on a public page. */
export const MoneyStripIsland = withAppProviders(MoneyStrip);
