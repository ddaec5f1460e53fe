/** Control characters other than line breaks and tabs: dropped from what members type; everything else is kept as typed and shown as text. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function cleanTypedText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').trim();
}
