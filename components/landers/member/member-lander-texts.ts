import { getTranslations } from 'next-intl/server';
import type { MemberLanderContext } from './member-lander-types';

/** The translators every member lander design uses, in the page's language, and the signup modal's title for the member. */
export async function memberLanderTexts(ctx: MemberLanderContext, name: string) {
  const [t, tl, ti, ts] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'MemberLanders' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
    getTranslations({ locale: ctx.locale, namespace: 'Signup' }),
  ]);
  return { t, tl, ti, signupTitle: ts('memberModalTitle', { name }) };
}
