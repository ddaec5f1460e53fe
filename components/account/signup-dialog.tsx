'use client';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { SignupMode } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import { SignupForm } from './signup-form';
import { SignupModal } from './signup-modal';

export type SignupDialogProps = {
  locale: Locale;
  /** Common, Errors and Signup in the page's language, handed down by the server (the page itself stays static). */
  messages: AbstractIntlMessages;
  mode: SignupMode;
  siteName: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
};

/** The signup modal opened in place over a page: loaded only when a visitor asks for it (signup-launcher.tsx). */
export function SignupDialog({ locale, messages, mode, siteName, title, closeLabel, onClose }: SignupDialogProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Amsterdam">
      <SignupModal title={title} closeLabel={closeLabel} onClose={onClose}>
        <SignupForm mode={mode} siteName={siteName} />
      </SignupModal>
    </NextIntlClientProvider>
  );
}
