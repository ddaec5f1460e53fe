type ConnectionLike = { saveData?: boolean; effectiveType?: string } | undefined;

/** Spec §9: no prefetching on 2g connections or with data saver on. */
export function prefetchAllowed(connection: ConnectionLike): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
