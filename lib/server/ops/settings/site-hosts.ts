import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';

/**
 * The rules that keep every site reachable, checked in the writing transaction under a lock on the sites
 * table (so two admins claiming one host at once cannot both win; the unique index on domain backs it up):
 * - the domain and every alias is a host name (the schema checked it) in lower case;
 * - an alias is not the site's own domain (422 aliases: alias_is_domain) nor listed twice (the schema);
 * - no host is already another site's domain or alias, whatever its case (409 domain_taken).
 */
export async function claimHosts(
  tx: Tx,
  input: { siteId: number | null; domain: string; aliases: readonly string[] },
): Promise<void> {
  const domain = input.domain.toLowerCase();
  const aliases = input.aliases.map((a) => a.toLowerCase());
  if (aliases.includes(domain))
    throw new AppError('validation_failed', { fields: [{ path: 'aliases', code: 'alias_is_domain' }] });
  await tx.execute(sql`lock table ${sites} in share row exclusive mode`);
  const others = await tx.select({ id: sites.id, domain: sites.domain, aliases: sites.aliases }).from(sites);
  const wanted = new Set([domain, ...aliases]);
  for (const other of others) {
    if (other.id === input.siteId) continue;
    const hosts = [other.domain, ...other.aliases].map((h) => h.toLowerCase());
    const taken = hosts.find((h) => wanted.has(h));
    if (taken !== undefined)
      throw new AppError('domain_taken', {
        fields: [{ path: taken === domain ? 'domain' : 'aliases', code: 'domain_taken' }],
      });
  }
}
