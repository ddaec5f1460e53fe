// `npm run jobs`: a job worker process for PostgreSQL deployments (lib/server/jobs): takes due jobs with
// FOR UPDATE SKIP LOCKED, wakes on NOTIFY `jobs`, polls as a fallback and queues the periodic work. Any
// number may run beside the servers (whose own worker JOBS_IN_SERVER=0 turns off). Stops on SIGINT/SIGTERM
// after the job in hand. The embedded database belongs to the server process, which runs the jobs itself.
import { isEmbedded } from '@/lib/config/env';
import { closeDb } from '@/lib/db/client';
import { backgroundWorkSettled } from '@/lib/server/core/background';
import { startJobWorker } from '@/lib/server/jobs/run-worker';
import { errorFields } from '@/lib/utils/error-fields';

async function main(): Promise<void> {
  if (isEmbedded()) {
    console.error('DATABASE_URL is not set. With the embedded database the server runs the jobs itself.');
    process.exitCode = 2;
    return;
  }
  const worker = await startJobWorker();
  console.log(JSON.stringify({ worker: worker.id, started: true }));
  const keepAlive = setInterval(() => undefined, 60_000);
  const stop = async () => {
    clearInterval(keepAlive);
    await worker.stop();
    await backgroundWorkSettled();
    await closeDb();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop().catch((error: unknown) => {
        console.error(`Job worker stop failed: ${JSON.stringify(errorFields(error))}`);
        process.exitCode = 1;
      });
    });
  }
}

main().catch((error: unknown) => {
  console.error(`Job worker failed: ${JSON.stringify(errorFields(error))}`);
  process.exitCode = 1;
});
