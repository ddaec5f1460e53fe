'use client';
import { useBrowserValue } from './use-browser-value';

type ApplePaySessionStatic = { canMakePayments?: () => boolean };

/** Apple Pay is offered only where the browser says it can pay with it (spec §9; Safari on Apple devices). */
function canPayWithApplePay(): boolean {
  const session = (window as Window & { ApplePaySession?: ApplePaySessionStatic }).ApplePaySession;
  try {
    return session?.canMakePayments?.() === true;
  } catch {
    // Safari throws outside a secure context: then it cannot pay either.
    return false;
  }
}

export function useApplePay(): boolean {
  return useBrowserValue(canPayWithApplePay, false);
}
