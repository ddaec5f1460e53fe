import sharp from 'sharp';
import type { ReactElement } from 'react';
import RootLayout, { generateViewport } from '@/app/[site]/[locale]/layout';
import { objectStore } from '@/lib/server/integrations/storage';
import { renderMail } from '@/lib/server/mail/render-mail';
import { getSite } from '@/lib/server/sites/get-site';
import { siteBrand } from '@/lib/server/sites/site-brand';
import { contrastRatio } from '@/lib/utils/brand-colours';
import { callJson, json, send } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { demoSites, type DemoSite } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

// The root layout outside Next's server-component renderer: the locale it sets for the request does not matter here.
jest.mock('next-intl/server', () => ({
  ...jest.requireActual<Record<string, unknown>>('next-intl/server'),
  setRequestLocale: () => undefined,
}));

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

const png = (background: string) =>
  sharp({ create: { width: 900, height: 300, channels: 3, background } })
    .png()
    .toBuffer();

async function uploadLogo(site: DemoSite, background: string): Promise<string> {
  const { response } = await send(`http://localhost/api/ops/sites/${site.id}/logo`, {
    method: 'PUT',
    headers: { origin: 'http://localhost', cookie: admin.cookie, 'content-type': 'image/png' },
    body: new Uint8Array(await png(background)),
  });
  expect(response.status).toBe(200);
  const { site: updated } = (await response.json()) as { site: { logo_key: string } };
  return updated.logo_key;
}

const setColours = (site: DemoSite, colours: Record<string, string>) =>
  callJson('PATCH', `/api/ops/sites/${site.id}`, { cookie: admin.cookie, body: { theme_colors: colours } });

type HtmlProps = { 'data-brand'?: string; 'data-theme': string; style?: Record<string, string> };
async function rootHtml(site: DemoSite): Promise<HtmlProps> {
  const element = (await RootLayout({
    children: null,
    params: Promise.resolve({ site: site.key, locale: 'en' }),
  })) as ReactElement<HtmlProps>;
  return element.props;
}

describe(`the site's logo, public (${dbKind})`, () => {
  it('is 404 while the site has none', async () => {
    const { status, body } = await json<{ error: { code: string } }>(send(`http://${hartjes.domain}/logo.webp`));
    expect([status, body.error.code]).toEqual([404, 'not_found']);
  });

  it('serves the stored WebP under a versioned, long-cached URL; a new upload changes the URL', async () => {
    const key = await uploadLogo(hartjes, '#0b3d91');
    const brand = await siteBrand(await getSite(hartjes.key));
    expect(brand.logo).toEqual({
      src: expect.stringMatching(/^\/logo\.webp\?v=[0-9a-f]{12}$/),
      width: 600,
      height: 200,
    });
    const src = brand.logo?.src ?? '';

    const { response } = await send(`http://${hartjes.domain}${src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${src.split('=')[1]}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals((await objectStore().get(key)) ?? Buffer.alloc(0))).toBe(true);

    // Without the version (or with an old one) the current logo, cached for minutes only.
    const bare = (await send(`http://${hartjes.domain}/logo.webp`)).response;
    expect([bare.status, bare.headers.get('cache-control')]).toEqual([200, 'public, max-age=300']);

    await uploadLogo(hartjes, '#7c3aed');
    const next = await siteBrand(await getSite(hartjes.key));
    expect(next.logo?.src).not.toBe(src);
    const old = (await send(`http://${hartjes.domain}${src}`)).response;
    expect([old.status, old.headers.get('cache-control')]).toEqual([200, 'public, max-age=300']);
  });

  it('is per site: another site without a logo answers 404; a malformed version or another parameter is 422', async () => {
    expect((await send(`http://${rosedate.domain}/logo.webp`)).response.status).toBe(404);
    const bad = await json<{ error: { code: string } }>(send(`http://${hartjes.domain}/logo.webp?v=../x`));
    expect([bad.status, bad.body.error.code]).toEqual([422, 'validation_failed']);
    const extra = await json<{ error: { code: string } }>(send(`http://${hartjes.domain}/logo.webp?size=9`));
    expect(extra.status).toBe(422);
  });

  it('brands the mails: the logo on the site’s own domain with the site’s name as its text', async () => {
    const site = await getSite(hartjes.key);
    const mail = await renderMail({
      kind: 'activation',
      locale: 'nl',
      site,
      recipient: { userId: '00000000-0000-7000-8000-000000000000', name: 'Anna' },
      link: 'http://hartjesdate.localhost/activate?t=x',
    });
    expect(mail.html).toMatch(
      new RegExp(
        `<img src="http://${hartjes.domain.replace('.', '\\.')}(:\\d+)?/logo\\.webp\\?v=[0-9a-f]{12}" alt="${site.name}"`,
      ),
    );
    const plain = await renderMail({
      kind: 'activation',
      locale: 'nl',
      site: await getSite(rosedate.key),
      recipient: { userId: '00000000-0000-7000-8000-000000000000', name: 'Anna' },
      link: 'http://localhost/activate?t=x',
    });
    expect(plain.html).not.toContain('logo.webp');
    expect(plain.html).toContain('background:#d81b50;color:#ffffff');
  });
});

describe(`the site's colours on its pages (${dbKind})`, () => {
  it('without colours set, <html> carries the theme only', async () => {
    const html = await rootHtml(rosedate);
    expect(html['data-theme']).toBe('rose');
    expect(html['data-brand']).toBeUndefined();
    expect(html.style).toBeUndefined();
    expect((await generateViewport({ params: Promise.resolve({ site: rosedate.key, locale: 'en' }) })).themeColor).toBe(
      '#d81b50',
    );
  });

  it('an operator’s colours reach <html> at once after the edit, readable, and the icon and browser bar', async () => {
    expect((await setColours(rosedate, { primary: '#FFD400', accent: '#2a9d8f' })).status).toBe(200);
    const html = await rootHtml(rosedate);
    expect(html['data-brand']).toBe('');
    const style = html.style ?? {};
    expect(style).toMatchObject({ '--bs-primary': '#ffd400', '--bs-primary-rgb': '255, 212, 0' });
    // A light yellow: near-black text on it; as text on white and behind white text it is darkened to AA.
    expect(style['--site-on-primary']).toBe('#1f1d24');
    expect(contrastRatio(style['--site-primary-text'] ?? '', '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--site-hero-start'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--site-accent'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect((await generateViewport({ params: Promise.resolve({ site: rosedate.key, locale: 'en' }) })).themeColor).toBe(
      '#ffd400',
    );
    const icon = await send(`http://${rosedate.domain}/icon.svg`);
    expect(await icon.response.text()).toContain('fill="#ffd400"');

    // Clearing the colours gives the theme back.
    expect((await setColours(rosedate, {})).status).toBe(200);
    expect((await rootHtml(rosedate)).style).toBeUndefined();
  });
});
