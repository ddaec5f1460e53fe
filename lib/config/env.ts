import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: int(10, 1, 500),
  DATABASE_CONNECT_TIMEOUT_MS: int(5_000, 100, 120_000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(10_000, 100, 600_000),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_SECRET: z.string().optional(),
  APP_SECRET_PREVIOUS: z.string().optional(),
  TRUST_PROXY: bool,
  GEOIP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .optional(),
  GEOIP_DB: z.string().optional(),
  ALLOW_COUNTRY_OVERRIDE: bool,
  SEED_DEMO: bool,
  SITE_REGISTRY_TTL_MS: int(30_000, 1_000, 3_600_000),
  DATABASE_START_WAIT_MS: int(15_000, 0, 600_000),
  SMTP_URL: z.string().optional(),
  /** Shows the mail outbox at /dev/outbox in production too (never on a public deployment). */
  ALLOW_DEV_OUTBOX: bool,
  /** Shared secret of the bounce and complaint webhooks (else generated into DATA_DIR/mail-webhook.json). */
  MAIL_WEBHOOK_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Photo storage in an S3-compatible bucket (all four needed; else files under DATA_DIR/uploads). */
  STORAGE_S3_ENDPOINT: z.string().url().optional(),
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Login attempts per client address per 15 minutes (reliability catalogue AUTH: credential stuffing). */
  LOGIN_ATTEMPTS_PER_IP: int(20, 1, 100_000),
  /** Signups per client address per hour (scripted signups, e-mail probing: 429). */
  SIGNUPS_PER_IP_PER_HOUR: int(30, 1, 10_000_000),
  /** Member searches per member per minute (page and API); a visitor's client address gets half (scrapers: 429). */
  SEARCHES_PER_MINUTE: int(60, 2, 10_000_000),
  /** Lander views the visit beacon counts per client address in 10 minutes (a script inflating visits: 429). */
  LANDER_VISITS_PER_10_MIN: int(120, 1, 10_000_000),
  /** Likes and takings-back per member per minute (a script's flood: 429). */
  LIKES_PER_MINUTE: int(30, 2, 10_000_000),
  /** SMS one-time codes through Twilio (all three needed; else the outbox shown at /dev/outbox). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i)
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sender: a Twilio phone number in E.164 or an alphanumeric sender ID (up to 11 characters). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9][0-9]{6,14}|[A-Za-z0-9 ]{1,11})$/)
    .optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** Chat GIF search through GIPHY's API (issue 16 §2); without a key the library the project ships answers. */
  GIPHY_API_KEY: z.string().min(8).optional(),
  GIPHY_BASE_URL: z.string().url().default('https://api.giphy.com'),
  /**
   * Push services a subscription's endpoint may name besides the browsers' own (FCM, Mozilla, Apple, Windows):
   * comma-separated host names (the tests' local push service). Every other host is refused (no SSRF through push).
   */
  PUSH_SERVICE_HOSTS: z.string().default(''),
  /** GIF searches per member per minute (typing searches as it goes; a script's flood: 429). */
  GIF_SEARCHES_PER_MINUTE: int(60, 1, 10_000_000),
  /** Direct-debit orders a member may place per calendar month (UTC); one more is refused (spec §5). */
  DIRECT_DEBIT_ORDERS_PER_MONTH: int(2, 0, 1_000),
  /** Mollie's API key (test_… or live_…) and base URL, both or neither; without them the built-in test provider answers. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/, 'must start with test_ or live_')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MOLLIE_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long one call to the payment provider may take before it is retried (the same Idempotency-Key). */
  MOLLIE_TIMEOUT_MS: int(10_000, 100, 60_000),
  /**
   * Operators must enrol and use a TOTP second factor (issue 15). On unless set off; the embedded demo (no
   * DATABASE_URL) leaves it off unless set on, so its printed demo operators can log in with a password alone.
   */
  OPS_REQUIRE_2FA: bool,
  /** When set, the operator console (/ops and /api/ops) answers only on this host; every other host gets 404. */
  OPS_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:[0-9]+)?$/i)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The server process also runs a job worker (lib/server/jobs/worker.ts); 0 leaves the jobs to `npm run jobs` processes. */
  JOBS_IN_SERVER: bool,
  /** How often a job worker looks for due jobs when no NOTIFY woke it (a fallback; NOTIFY wakes it at once). */
  JOBS_POLL_MS: int(5_000, 100, 600_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

/** A configuration the product cannot start with: its message names variables and rules, never their values. */
export class ConfigError extends Error {}

let cached: Env | undefined;

/** Parsed once; a bad value stops the process with a message naming the variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema
    .superRefine((e, ctx) => {
      // Half an S3 configuration would store photos on one server's disk without a word: all or none.
      const s3 = [
        e.STORAGE_S3_ENDPOINT,
        e.STORAGE_S3_BUCKET,
        e.STORAGE_S3_ACCESS_KEY_ID,
        e.STORAGE_S3_SECRET_ACCESS_KEY,
      ];
      if (s3.some(Boolean) && !s3.every(Boolean)) {
        ctx.addIssue({
          code: 'custom',
          path: ['STORAGE_S3_*'],
          message:
            'set STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY together',
        });
      }
      const twilio = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
      if (twilio.some(Boolean) && !twilio.every(Boolean)) {
        ctx.addIssue({
          code: 'custom',
          path: ['TWILIO_*'],
          message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together',
        });
      }
      // A key without its URL (or the reverse) would send live payments to the built-in provider, or test keys to Mollie.
      if (Boolean(e.MOLLIE_API_KEY) !== Boolean(e.MOLLIE_API_URL)) {
        ctx.addIssue({
          code: 'custom',
          path: ['MOLLIE_API_KEY'],
          message: 'set MOLLIE_API_KEY and MOLLIE_API_URL together (https://api.mollie.com/v2 for Mollie)',
        });
      }
    })
    .safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid environment:\n${lines}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** The embedded mode runs without any outside service (PGlite, outbox, generated secrets). */
export function isEmbedded(): boolean {
  return !env().DATABASE_URL;
}

export function countryOverrideAllowed(): boolean {
  const e = env();
  return e.ALLOW_COUNTRY_OVERRIDE ?? e.NODE_ENV === 'development';
}

/** Whether operators need their TOTP second factor (OPS_REQUIRE_2FA; default on, off in the embedded demo). */
export function opsRequire2fa(): boolean {
  return env().OPS_REQUIRE_2FA ?? !isEmbedded();
}
