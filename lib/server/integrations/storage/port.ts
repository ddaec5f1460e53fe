import 'server-only';

/**
 * Where photo files live: objects under keys such as `photos/<id>-thumb.webp`. A reader sees an object
 * whole or not at all; deleting a missing object is no error. A store that cannot be reached or refuses
 * throws StorageUnavailable, which callers turn into `503 service_unavailable` (try again later).
 */
export interface ObjectStore {
  readonly name: 'disk' | 's3';
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export class StorageUnavailable extends Error {
  override readonly name = 'StorageUnavailable';
  /** What failed, safe to log: a system call's code or an HTTP status, never a path with data or a key. */
  readonly code: string;
  constructor(code: string, options?: { cause?: unknown }) {
    super(`object storage unavailable (${code})`, options);
    this.code = code;
  }
}

/** Keys are built by our code from ids and fixed names only; anything else is a bug, refused before it reaches a store. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z]+\/[0-9a-f-]{36}-[a-z]+\.webp$/.test(key)) throw new Error('unsafe object key');
}
