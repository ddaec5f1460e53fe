import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/config/locales';
import { loadMessages, type Messages } from '@/lib/i18n/messages';

export type SignupTexts = Pick<Messages, 'Common' | 'Errors' | 'Signup'>;

/**
 * The texts the signup modal needs in one language (its form, every error code the form may show): fetched when a
 * visitor first asks for the modal, so that no page carries them in its payload (about 13 kB per page).
 */
export async function signupTexts(locale: Locale): Promise<SignupTexts> {
  const { Common, Errors, Signup } = await loadMessages(locale);
  return { Common, Errors, Signup };
}

const versions = new Map<Locale, Promise<string>>();

/** A short digest of those texts: part of their URL, so a page never pairs with another deploy's texts. */
export function signupTextsVersion(locale: Locale): Promise<string> {
  let hit = versions.get(locale);
  if (!hit) {
    hit = signupTexts(locale).then((texts) =>
      createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, 12),
    );
    versions.set(locale, hit);
  }
  return hit;
}
