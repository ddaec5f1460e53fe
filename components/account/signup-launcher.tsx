'use client';
import type { AbstractIntlMessages } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/lib/config/locales';
import { loadSignupTexts } from '@/lib/api-client/signup-texts';
import { loadOnce } from '@/lib/utils/load-once';
import type { SignupDialogProps } from './signup-dialog';

type Props = Omit<SignupDialogProps, 'title' | 'onClose' | 'messages'> & {
  defaultTitle: string;
  /** The texts' digest for this deploy (signupTextsVersion), so that their URL changes with them. */
  textsVersion: string;
};
type Dialog = ComponentType<SignupDialogProps>;
type Loaded = { Dialog: Dialog; messages: AbstractIntlMessages; locale: Locale };

// One download for every trigger: the modal, the form, its API client and its texts (GET /api/signup/texts) are
// fetched on first use only, so no page carries the form's texts in its payload.
const loading = loadOnce<Loaded>();
const loadDialog = (locale: Locale, version: string): Promise<Loaded> =>
  loading(`${locale}:${version}`, () =>
    Promise.all([import('./signup-dialog'), loadSignupTexts(locale, version)]).then(([m, messages]) => ({
      Dialog: m.SignupDialog,
      messages,
      locale,
    })),
  );

/** A same-origin link to /signup, followed in this tab, on a page other than /signup itself. */
function signupLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname !== '/signup' || window.location.pathname === '/signup')
    return null;
  // Members who are logged in get the /signup page's own answer, not a form.
  return document.documentElement.dataset.auth === '1' ? null : link;
}

/**
 * Opens the signup modal in place (spec §2: default and lander layouts) for every link to /signup on
 * the page: calls to action stay plain links, so they work without JavaScript and keep the page
 * cacheable, and the traffic-source cookie stays with the visitor either way. The modal's code and texts are
 * loaded on first use (hovering or focusing a link starts the download), never with the page.
 */
export function SignupLauncher({ defaultTitle, textsVersion, ...dialog }: Props) {
  const [open, setOpen] = useState<({ title: string } & Loaded) | null>(null);
  const { locale } = dialog;
  const trigger = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = signupLink(event.target);
      if (!link) return;
      // Captured before next/link sees the click, so no soft navigation to /signup starts.
      event.preventDefault();
      trigger.current = link;
      const title = link.dataset.signupTitle || defaultTitle;
      loadDialog(locale, textsVersion).then(
        (loaded) => setOpen({ title, ...loaded }),
        () => window.location.assign(link.href),
      );
    };
    const warm = (event: Event) => {
      if (signupLink(event.target)) void loadDialog(locale, textsVersion).catch(() => undefined);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', warm, { capture: true, passive: true });
    document.addEventListener('focusin', warm, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', warm, true);
      document.removeEventListener('focusin', warm, true);
    };
  }, [defaultTitle, locale, textsVersion]);

  if (!open) return null;
  const { Dialog, title, messages } = open;
  return (
    <Dialog
      {...dialog}
      // The language its texts were loaded in, with those texts.
      locale={open.locale}
      messages={messages}
      title={title}
      onClose={() => {
        setOpen(null);
        trigger.current?.focus();
      }}
    />
  );
}
