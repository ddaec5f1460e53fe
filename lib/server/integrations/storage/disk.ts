import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, StorageUnavailable, type ObjectStore } from './port';

function unavailable(error: unknown): never {
  const e = error as { code?: unknown; syscall?: unknown } | null;
  if (e && typeof e.syscall === 'string') throw new StorageUnavailable(String(e.code ?? e.syscall), { cause: error });
  throw error;
}

/**
 * The embedded default: files under DATA_DIR/uploads, one per key. A write goes to a unique temporary
 * name first, then is renamed into place, so a reader sees all of a file or nothing.
 */
export function diskStore(root: string): ObjectStore {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    name: 'disk',
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        return unavailable(error);
      }
    },
    async put(key, body) {
      const target = file(key);
      const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(tmp, body, { mode: 0o600 });
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true }).catch(() => undefined);
        unavailable(error);
      }
    },
    async delete(key) {
      try {
        await rm(file(key), { force: true });
      } catch (error) {
        unavailable(error);
      }
    },
  };
}
