'use client';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SignupDialogProps } from './signup-dialog';

type Props = Omit<SignupDialogProps, 'title' | 'onClose'> & { defaultTitle: string };
type Dialog = ComponentType<SignupDialogProps>;

// One download for every trigger: the modal, the form and its API client are fetched on first use only.
let dialogModule: Promise<Dialog> | undefined;
function loadDialog(): Promise<Dialog> {
  dialogModule ??= import('./signup-dialog').then((m) => m.SignupDialog);
  dialogModule.catch(() => {
    dialogModule = undefined;
  });
  return dialogModule;
}

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
 * cacheable, and the traffic-source cookie stays with the visitor either way. The modal's code is
 * loaded on first use (hovering or focusing a link starts the download), never with the page.
 */
export function SignupLauncher({ defaultTitle, ...dialog }: Props) {
  const [open, setOpen] = useState<{ title: string; Dialog: Dialog } | null>(null);
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
      loadDialog().then(
        (Dialog) => setOpen({ title, Dialog }),
        () => window.location.assign(link.href),
      );
    };
    const warm = (event: Event) => {
      if (signupLink(event.target)) void loadDialog().catch(() => undefined);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', warm, { capture: true, passive: true });
    document.addEventListener('focusin', warm, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', warm, true);
      document.removeEventListener('focusin', warm, true);
    };
  }, [defaultTitle]);

  if (!open) return null;
  const { Dialog, title } = open;
  return (
    <Dialog
      {...dialog}
      title={title}
      onClose={() => {
        setOpen(null);
        trigger.current?.focus();
      }}
    />
  );
}
