import 'server-only';

/** Spec §4/§9: 25% for 4 hours after signup, for members who have not paid, once per user. */
export const TIME_BONUS = { code: 'TIMEBONUS25', percentage: 25, durationMs: 4 * 60 * 60 * 1000 } as const;
/**
 * Spec §9: 25% on the first purchase for a limited number of hours (not shown; our decision, README
 * "Money"): 72 hours after signup, so a member who missed the 4-hour time bonus still gets it for three days.
 */
export const WELCOME_DISCOUNT = { code: 'WELCOME25', percentage: 25, durationMs: 72 * 60 * 60 * 1000 } as const;

export type AutomaticDiscount = {
  kind: 'timebonus' | 'welcome';
  code: string;
  percentage: number;
  expiresAt: Date;
};

type Member = { paid: boolean; signupDate: Date };

/** The time bonus while it runs (server clock: a tampered client countdown changes nothing), else null. */
export function timeBonusFor(member: Member, at: Date): AutomaticDiscount | null {
  if (member.paid) return null;
  const expiresAt = new Date(member.signupDate.getTime() + TIME_BONUS.durationMs);
  if (at >= expiresAt) return null;
  return { kind: 'timebonus', code: TIME_BONUS.code, percentage: TIME_BONUS.percentage, expiresAt };
}

/** The welcome discount while it runs, for a member who has not bought yet, else null. */
export function welcomeDiscountFor(member: Member, at: Date): AutomaticDiscount | null {
  if (member.paid) return null;
  const expiresAt = new Date(member.signupDate.getTime() + WELCOME_DISCOUNT.durationMs);
  if (at >= expiresAt) return null;
  return { kind: 'welcome', code: WELCOME_DISCOUNT.code, percentage: WELCOME_DISCOUNT.percentage, expiresAt };
}

/** The active discount (spec §4): the time bonus if present, else the welcome discount. */
export function automaticDiscountFor(member: Member, at: Date): AutomaticDiscount | null {
  return timeBonusFor(member, at) ?? welcomeDiscountFor(member, at);
}
