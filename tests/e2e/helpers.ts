import type { Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DOMAINS = {
  rosedate: `http://localhost:${PORT}`,
  hartjes: `http://hartjesdate.localhost:${PORT}`,
  maenner: `http://maennerherzen.localhost:${PORT}`,
} as const;

/** Dismisses nothing, waits for nothing hidden: only that hydration has run. */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
