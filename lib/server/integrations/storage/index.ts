import 'server-only';
import path from 'node:path';
import { adapterChooser } from '../choose-adapter';
import { diskStore } from './disk';
import { s3Store } from './s3';

export { StorageUnavailable, type ObjectStore } from './port';

/** An S3-compatible bucket when STORAGE_S3_BUCKET is set (with its endpoint and keys), else files under DATA_DIR/uploads. */
export const objectStore = adapterChooser((e) =>
  e.STORAGE_S3_BUCKET && e.STORAGE_S3_ENDPOINT && e.STORAGE_S3_ACCESS_KEY_ID && e.STORAGE_S3_SECRET_ACCESS_KEY // all or none (env.ts)
    ? s3Store({
        endpoint: e.STORAGE_S3_ENDPOINT,
        bucket: e.STORAGE_S3_BUCKET,
        region: e.STORAGE_S3_REGION,
        accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
        secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
      })
    : diskStore(path.resolve(e.DATA_DIR, 'uploads')),
);
