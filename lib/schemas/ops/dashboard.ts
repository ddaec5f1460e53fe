import { z } from 'zod';

/** The longest range the dashboard answers at once (one quarter). */
export const DASHBOARD_MAX_DAYS = 92;
/** Without `from`/`to`: the last 30 days up to today (UTC). */
export const DASHBOARD_DEFAULT_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
const day = z
  .string()
  .regex(ISO_DAY, { error: 'date_invalid' })
  .refine(
    (v) => {
      const ms = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
    },
    { error: 'date_invalid' },
  );

// A form's empty field ("All sites", no date) means the default.
const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/ops/dashboard and /api/ops/dashboard.csv: `site` (a site id; all the operator's sites without it),
 * `from` and `to` (UTC days, both included, at most 92 days).
 */
export const dashboardQuerySchema = z
  .object({
    site: z.preprocess(blankIsUnset, z.coerce.number({ error: 'value_unknown' }).int().positive().optional()),
    from: z.preprocess(blankIsUnset, day.optional()),
    to: z.preprocess(blankIsUnset, day.optional()),
  })
  .strict();
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** One site's numbers on one day (UTC). Money in minor units per currency; times in seconds. */
export type DashboardDay = {
  day: string;
  /** Lander visits per traffic source (`direct` without one). */
  visits: Record<string, number>;
  visits_total: number;
  signups: number;
  activations: number;
  first_purchases: number;
  /** Paid orders minus refunds and chargebacks, per currency, in minor units. */
  revenue: Record<string, number>;
  messages_sent: number;
  messages_answered: number;
  /** The inbox's waiting time (the member's first waiting message → the persona's answer); null without answers. */
  wait_median_s: number | null;
  wait_p95_s: number | null;
  /** Operators' answers per hour in which they answered (null without answers). */
  answers_per_hour: number | null;
};

export type DashboardSite = {
  id: number;
  key: string;
  name: string;
  days: DashboardDay[];
  /** The range's totals: sums, the waiting times over all the range's answers, answers per hour over its hours. */
  totals: Omit<DashboardDay, 'day'>;
};

export type Dashboard = { from: string; to: string; sites: DashboardSite[] };
