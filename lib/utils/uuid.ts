/** UUIDv7 (RFC 9562): time-ordered, so inserts stay index-friendly, and not guessable from a neighbour. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const ms = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable UUID (version 8 layout) derived from a 32-bit seed list, for demo rows that must keep their ids across seeds. */
export function stableUuid(parts: readonly number[]): string {
  const bytes = new Uint8Array(16);
  parts.forEach((p, i) => {
    for (let b = 0; b < 4; b++) bytes[(i * 4 + b) % 16] = (bytes[(i * 4 + b) % 16] ?? 0) ^ ((p >>> (8 * b)) & 0xff);
  });
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
