/**
 * The main-photo rule, shared by the server (which decides) and the photo manager (which shows the
 * outcome before the server answers): the wanted photo if it is free, else the first free photo in the
 * member's order, else none. Private photos are never main.
 */
export function chooseMainPhoto(
  photos: readonly { id: string; kind: string }[],
  wanted: string | null | undefined,
): string | null {
  const free = photos.filter((p) => p.kind === 'free');
  return (free.find((p) => p.id === wanted) ?? free[0])?.id ?? null;
}
