import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The error page's texts for a layout without the client translation runtime (lander, empty): `status` keeps its `{status}`. */
export type RawErrorTexts = { title: string; generic: string; status: string; tryAgain: string; backHome: string };

export async function errorTexts(): Promise<RawErrorTexts> {
  const t = await getTranslations('Errors');
  return {
    title: t('title'),
    generic: t('generic'),
    status: t.raw('status') as string,
    tryAgain: t('tryAgain'),
    backHome: t('backHome'),
  };
}
