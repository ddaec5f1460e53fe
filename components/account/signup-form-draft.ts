/**
 * What a visitor typed into the signup form, kept in this page's memory (never stored anywhere): a
 * signup modal closed by Escape or a backdrop click opens again with it, for as long as the page lives.
 * The password is never kept.
 */
const KEPT = ['email', 'name', 'date_of_birth', 'signup_message'] as const;
type KeptField = (typeof KEPT)[number];

const draft = new Map<KeptField, string>();

const isKept = (name: string): name is KeptField => (KEPT as readonly string[]).includes(name);

/** The value typed before into this field, if any. */
export function signupDraftValue(name: KeptField): string | undefined {
  return draft.get(name);
}

/** Keeps a field's value as it is typed (the form's change events); other fields pass by. */
export function keepSignupInput(target: EventTarget): void {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !isKept(target.name)) return;
  if (target.value) draft.set(target.name, target.value);
  else draft.delete(target.name);
}

/** After a signup the form starts empty again. */
export function forgetSignupDraft(): void {
  draft.clear();
}
