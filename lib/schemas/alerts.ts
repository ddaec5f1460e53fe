/** Alerts a member can dismiss for good (spec §4), as the API names them: `PUT /api/alerts/{alert}`. */
export type DismissibleAlertName = 'enrich_profile' | 'time_bonus' | 'credit_alert';

/** The answer to a dismissal: when it was first dismissed (a repeated dismissal keeps that time). */
export type AlertDismissal = { alert: DismissibleAlertName; dismissed_at: string };
