import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, sites } from '@/lib/db/schema';
import { objectStore } from '@/lib/server/integrations/storage';
import { json, send } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { demoSites, type DemoSite } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let admin: TestOperator;
let hartjes: DemoSite;
let rosedate: DemoSite;

beforeAll(async () => {
  t = await setupTestDb();
  admin = await createOperator(t.db, { role: 'admin' });
  ({ hartjes, rosedate } = await demoSites(t.db));
}, 180_000);
afterAll(async () => t.teardown());

const png = () =>
  sharp({ create: { width: 1200, height: 300, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

function logo(op: TestOperator | null, method: string, siteId: number, body?: Buffer, type = 'image/png') {
  return send(`http://localhost/api/ops/sites/${siteId}/logo`, {
    method,
    headers: {
      origin: 'http://localhost',
      ...(op ? { cookie: op.cookie } : {}),
      ...(body ? { 'content-type': type } : {}),
    },
    body: body ? new Uint8Array(body) : undefined,
  });
}

type SiteBody = { site: { logo_key: string | null }; error?: { code: string } };

describe(`ops site logo (${dbKind})`, () => {
  it('stores an uploaded logo as WebP through the storage port, replaces and removes it, audited', async () => {
    const first = await json<SiteBody>(logo(admin, 'PUT', hartjes.id, await png()));
    expect(first.status).toBe(200);
    const key = first.body.site.logo_key;
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}-logo\.webp$/);
    const stored = await objectStore().get(key ?? '');
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 150 });

    const preview = (await logo(admin, 'GET', hartjes.id)).response;
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');

    const second = await json<SiteBody>(logo(admin, 'PUT', hartjes.id, await png()));
    expect(second.body.site.logo_key).not.toBe(key);
    expect(await objectStore().get(key ?? '')).toBeNull();

    const removed = await json<SiteBody>(logo(admin, 'DELETE', hartjes.id));
    expect(removed.body.site.logo_key).toBeNull();
    expect((await logo(admin, 'GET', hartjes.id)).response.status).toBe(404);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'site.logo'));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ before: { logo_key: second.body.site.logo_key }, after: { logo_key: null } });
  });

  it('refuses what is not an image (422 photo_invalid) and other content types (415), writing nothing', async () => {
    const bad = await json<SiteBody>(logo(admin, 'PUT', hartjes.id, Buffer.from('not an image at all')));
    expect([bad.status, bad.body.error?.code]).toEqual([422, 'photo_invalid']);
    const text = await json<SiteBody>(logo(admin, 'PUT', hartjes.id, await png(), 'text/plain'));
    expect([text.status, text.body.error?.code]).toEqual([415, 'unsupported_media_type']);
    const [row] = await t.db.select({ logoKey: sites.logoKey }).from(sites).where(eq(sites.id, hartjes.id));
    expect(row?.logoKey).toBeNull();
  });

  it('a site-scoped admin of another site gets 404; moderators 403; visitors 403', async () => {
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [rosedate.id] });
    expect((await logo(scoped, 'PUT', hartjes.id, await png())).response.status).toBe(404);
    expect((await logo(scoped, 'PUT', rosedate.id, await png())).response.status).toBe(200);
    const moderator = await createOperator(t.db, { role: 'moderator' });
    expect((await logo(moderator, 'PUT', hartjes.id, await png())).response.status).toBe(403);
    expect((await logo(null, 'PUT', hartjes.id, await png())).response.status).toBe(403);
  });
});
