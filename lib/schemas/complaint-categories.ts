/** The categories of the complaints form; the database checks the same list (complaints_category_known). Imports nothing, so the Drizzle schema can share it. */
export const COMPLAINT_CATEGORIES = ['billing', 'content', 'member', 'privacy', 'technical', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
