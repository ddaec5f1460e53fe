/**
 * Operator content pages live at `/{token}`: one path segment, lower-case letters, digits and dashes
 * (the same rule as the content_pages check constraint). Words the product's own routes use, or may
 * use, are reserved, so that a content page never shadows a route or is shadowed by one.
 */
export const CONTENT_TOKEN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const RESERVED_TOKENS: ReadonlySet<string> = new Set([
  // spec §2 routes and their first segments
  'login',
  'signup',
  'complete-signup',
  'signup-matches',
  'reset-password',
  'account-deleted',
  'activate',
  'mail-change',
  'reactivate',
  'members',
  'chats',
  'likes',
  'match-finder',
  'swipe-game',
  'profile',
  'notifications',
  'premium',
  'pricing',
  'credits',
  'directdebit',
  'transactions',
  'complaints',
  'lang-config',
  'landers',
  'terms',
  'privacy',
  'cookies',
  'ban',
  'faq',
  'return-policy',
  'service',
  // issue 16: the installable app's offline page
  'offline',
  'settings',
  'pages',
  'index',
  // what the proxy and the server answer themselves
  'api',
  'assets',
  'dev',
  'static',
  'favicon',
  'robots',
  'sitemap',
  'og-image',
  'manifest',
  'sw',
  'push',
  'logout',
  'user',
  'unsubscribe',
  'admin',
  'operator',
  // the operators' console (issue 15)
  'ops',
  // the pages that throw in the end-to-end build only (next.config.ts, E2E_BOUNDARY_ROUTES)
  'e2e-boundary',
]);

/** Whether `/{token}` can name a content page. */
export function isContentToken(value: unknown): value is string {
  return typeof value === 'string' && CONTENT_TOKEN.test(value) && !RESERVED_TOKENS.has(value);
}

/** A content page body as blocks: blank lines separate paragraphs, a line starting with "## " is a heading. */
export type ContentBlock = { kind: 'heading' | 'paragraph'; text: string };

export function parseContentBody(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ kind: 'paragraph', text });
    paragraph = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (/^##(\s|$)/.test(line)) {
      flush();
      const text = line.slice(2).trim();
      if (text) blocks.push({ kind: 'heading', text });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
