'use client';
import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'chat-draft:';
// This page load's drafts; sessionStorage keeps them over reloads and full page loads in this tab.
const drafts = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Storage can be switched off or full: a draft is a convenience, never a reason to fail.
function draftOf(member: string): string {
  if (!drafts.has(member)) {
    try {
      drafts.set(member, window.sessionStorage.getItem(PREFIX + member) ?? '');
    } catch {
      drafts.set(member, '');
    }
  }
  return drafts.get(member) ?? '';
}

function keep(member: string, text: string): void {
  drafts.set(member, text);
  try {
    if (text) window.sessionStorage.setItem(PREFIX + member, text);
    else window.sessionStorage.removeItem(PREFIX + member);
  } catch {
    // Kept for this page load only.
  }
  listeners.forEach((listener) => listener());
}

/** Forgets every draft of this tab (at logout: the next member of this browser must not find them). */
export function clearChatDrafts(): void {
  drafts.clear();
  try {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing kept there.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The unsent text to one member, kept for this tab: visiting another page (or reloading) and coming back
 * finds it in the field again; sending empties it. Keyed by the member rather than the conversation,
 * which the first message only opens. The server renders an empty field; the draft follows at hydration.
 */
export function useChatDraft(member: string): [string, (text: string) => void] {
  const text = useSyncExternalStore(
    subscribe,
    () => draftOf(member),
    () => '',
  );
  const update = useCallback((next: string) => keep(member, next), [member]);
  return [text, update];
}
