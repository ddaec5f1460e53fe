/** Minor units (cents) as a price in the currency's own decimals: 123456 EUR → €1,234.56. */
export function formatMoney(minor: number, currency: string): string {
  try {
    const f = new Intl.NumberFormat('en', { style: 'currency', currency });
    const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
    return f.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** A per-currency amount list, `€35.00 · £9.99`, or `–` without money. */
export function formatRevenue(revenue: Record<string, number>): string {
  const parts = Object.entries(revenue)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => formatMoney(minor, currency));
  return parts.length ? parts.join(' · ') : '–';
}

/** Seconds as `45 s`, `12 min`, `2 h 05 min`; `–` without a value. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Visits per source, most first: `direct 12, tiktok 3`. */
export function formatSources(visits: Record<string, number>): string {
  const parts = Object.entries(visits)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([source, n]) => `${source} ${n}`);
  return parts.length ? parts.join(', ') : '–';
}
