/** How long a worker holds a job it took; a worker that died leaves it to another after this time. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Jobs one worker takes at a time: small, so a slow batch never keeps due work from another worker. */
export const JOB_BATCH = 10;
/** Runs of one job before it is given up (kept with its last error for inspection, never run again). */
export const JOB_MAX_ATTEMPTS = 5;
/** The first retry's delay; each further one doubles it (30 s, 1 min, 2 min, 4 min). */
export const JOB_BACKOFF_MS = 30_000;
