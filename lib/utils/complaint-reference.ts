/**
 * The reference a visitor quotes about a complaint: the random tail of its id (UUIDv7: the last 62 bits
 * are random), so it reveals neither how many complaints exist nor when others were sent.
 */
export function complaintReference(id: string): string {
  const hex = id.replace(/-/g, '').slice(-10).toUpperCase();
  return `C-${hex.slice(0, 5)}-${hex.slice(5)}`;
}
