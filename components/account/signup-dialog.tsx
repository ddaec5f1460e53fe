'use client';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { SignupMode } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import { SignupForm } from './signup-form';
import { SignupModal } from './signup-modal';

export type SignupDialogProps = {
  locale: Locale;
  /** Common, Errors and Signup in the page's language (GET /api/signup/texts, loaded with the modal). */
  messages: AbstractIntlMessages;
  mode: SignupMode;
  siteName: string;
  /** The site's time zone (lib/utils/time.ts), so that next-intl never guesses one. */
  timeZone: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
};

/** The signup modal opened in place over a page: loaded only when a visitor asks for it (signup-launcher.tsx). */
export function SignupDialog({
  locale,
  messages,
  mode,
  siteName,
  timeZone,
  title,
  closeLabel,
  onClose,
}: SignupDialogProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      <SignupModal title={title} closeLabel={closeLabel} onClose={onClose}>
        <SignupForm mode={mode} siteName={siteName} />
      </SignupModal>
    </NextIntlClientProvider>
  );
}
