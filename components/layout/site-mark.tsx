/** The site's mark as the server knows it (lib/server/sites/site-brand.ts): its name and, where set, its logo. */
export type SiteMark = { name: string; logo: { src: string; width: number; height: number } | null };

/**
 * The operator's logo at a fixed height (its width from its own proportions, so nothing shifts as it loads), with
 * the site's name as its text alternative; null without a logo (the caller shows its wordmark).
 */
export function SiteLogo({
  mark,
  height,
  fetchPriority,
}: {
  mark: SiteMark;
  height: number;
  fetchPriority?: 'low' | 'high' | 'auto';
}) {
  if (!mark.logo) return null;
  const width = Math.max(1, Math.round((mark.logo.width * height) / mark.logo.height));
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small WebP served by our own cacheable route
    <img
      src={mark.logo.src}
      alt={mark.name}
      width={width}
      height={height}
      className="site-logo"
      fetchPriority={fetchPriority}
    />
  );
}
