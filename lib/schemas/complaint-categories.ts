/**
 * The complaints form's categories (the database checks the same list: complaints_category_known) and
 * limits. Imports nothing, so the Drizzle schema and the form can share it without bringing in zod.
 */
export const COMPLAINT_CATEGORIES = ['billing', 'content', 'member', 'privacy', 'technical', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_NAME_MAX = 100;
export const COMPLAINT_MESSAGE_MIN = 20;
export const COMPLAINT_MESSAGE_MAX = 5000;
