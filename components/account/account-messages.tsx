import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';

type Namespace = keyof Messages;

/**
 * The root layout sends only the shell's namespaces to the browser; an entry form or a member page
 * adds its own namespaces and Errors (a nested provider replaces the messages, it does not merge them).
 */
export async function AccountMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const all = (await getMessages()) as Messages;
  const messages: Partial<Messages> = { Common: all.Common, Errors: all.Errors };
  for (const ns of namespaces) Object.assign(messages, { [ns]: all[ns] });
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
