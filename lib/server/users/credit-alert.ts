/**
 * The credit alert's threshold (issue 14 §1, our decision): the balance runs low when it is down to the price of one
 * message or less, so the member is warned while the last message can still go out, and at zero. A site where
 * messages are free never runs low.
 */
export function creditRunsLow(credits: number, messageCredits: number): boolean {
  return messageCredits > 0 && credits <= messageCredits;
}
