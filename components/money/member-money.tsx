'use client';
import dynamic from 'next/dynamic';
import { useAuthHint } from '@/components/layout/use-auth-hint';

// The money lines and their code load only where a member is logged in, as the other member parts (issue 12).
const MoneyStrip = dynamic(() => import('./money-strip').then((m) => m.MoneyStripIsland), { ssr: false });

/** The time-bonus banner and popup and the credit alert, for browsers with the login hint. */
export function MemberMoney() {
  return useAuthHint() ? <MoneyStrip /> : null;
}
