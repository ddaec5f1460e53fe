import { getTranslations } from 'next-intl/server';

export type EntryWarningTexts = {
  title: string;
  body: string;
  fictional: string;
  credits: string;
  enter: string;
  leave: string;
};

/** The entry warning's texts, translated on the server so the modal needs no translation runtime in the browser. */
export async function entryWarningTexts(siteName: string): Promise<EntryWarningTexts> {
  const t = await getTranslations('EntryWarning');
  return {
    title: t('title'),
    body: t('body', { name: siteName }),
    fictional: t('fictional'),
    credits: t('credits'),
    enter: t('enter'),
    leave: t('leave'),
  };
}
