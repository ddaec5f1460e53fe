import { settingsSchema, companyInfoSchema, type Settings } from '@/lib/schemas/settings';
import { json, send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  process.env.GEOIP_HEADER = 'x-test-country';
  t = await setupTestDb();
});
afterAll(async () => {
  delete process.env.GEOIP_HEADER;
  await t.teardown();
});

describe(`settings, company info, interests and regions (${dbKind})`, () => {
  it.each(['/api/settings', '/settings.php', '/api/settings.php'])(
    '%s returns the spec Settings object for the site',
    async (path) => {
      const { status, body, headers } = await json<Settings>(send(`http://localhost${path}`));
      expect(status).toBe(200);
      expect(settingsSchema.parse(body)).toEqual(body);
      expect(body).toMatchObject({
        name: 'Rosedate',
        domain: 'localhost',
        domain_language: 'en',
        niche: 1,
        company_id: 5,
        signups: 'all',
      });
      expect(body.interests.length).toBeGreaterThanOrEqual(50);
      expect(headers.get('cache-control')).toContain('max-age');
    },
  );

  it('answers per domain and per locale, never another site’s values', async () => {
    const nl = await json<Settings>(send('http://hartjesdate.localhost/api/settings'));
    const de = await json<Settings>(
      send('http://maennerherzen.localhost/api/settings', { headers: { cookie: 'NEXT_LOCALE=fr' } }),
    );
    expect(nl.body).toMatchObject({ name: 'Hartjesdate', niche: 2, domain_language: 'nl', company_id: 1 });
    expect(nl.body.interests.find((i) => i.key === 'cooking')?.name).toBe('Koken');
    expect(de.body).toMatchObject({ name: 'Männerherzen', niche: 7, company_id: 6 });
    expect(de.body.fictional_singular).not.toBe(nl.body.fictional_singular);
    expect(de.body.interests.find((i) => i.key === 'cooking')?.name).toBe('Cuisine');
  });

  it('resolves the country from the trusted header and gives that country’s regions and costs', async () => {
    const { body } = await json<Settings>(
      send('http://localhost/api/settings', { headers: { 'x-test-country': 'PL' } }),
    );
    expect(body.geoip_country).toBe('PL');
    expect(body.geoip_selected_country).toBe('PL');
    expect(body.region_data.map((r) => r.code)).toContain('PL-14');
    expect(body.minimum_message_costs.PL?.currency).toBe('PLN');
    const unknown = await json<Settings>(
      send('http://localhost/api/settings', { headers: { 'x-test-country': 'JP' } }),
    );
    expect(unknown.body.geoip_country).toBe('JP');
    expect(unknown.body.geoip_selected_country).toBe('GB');
  });

  it('prices every country of the language table', async () => {
    const { body } = await json<Settings>(send('http://localhost/api/settings'));
    for (const country of ['US', 'NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'GB', 'CA', 'PL', 'AU', 'NZ', 'CH']) {
      expect(body.minimum_message_costs[country]?.costs).toBeGreaterThan(0);
    }
  });

  it.each(['/api/companyinfo', '/companyinfo.php', '/api/companyinfo.php'])(
    '%s gives the site’s company',
    async (path) => {
      const { status, body } = await json(send(`http://hartjesdate.localhost${path}`));
      expect(status).toBe(200);
      expect(companyInfoSchema.parse(body)).toMatchObject({
        name: 'Rosemedia B.V.',
        city: 'Amsterdam',
        kvk: '81234567',
        delete_discount: 25,
      });
    },
  );

  it.each(['localhost', 'hartjesdate.localhost', 'maennerherzen.localhost'])(
    '%s names one support address and phone, in the settings and the company info alike',
    async (host) => {
      const settings = await json<Settings>(send(`http://${host}/api/settings`));
      const company = await json<{ support_email: string; support_phone: string }>(
        send(`http://${host}/api/companyinfo`),
      );
      expect(company.body).toMatchObject({
        support_email: settings.body.support_email,
        support_phone: settings.body.support_phone,
      });
    },
  );

  it.each(['/api/interests', '/interests.php', '/api/interests.php'])(
    '%s lists about fifty interests with icons',
    async (path) => {
      const { body } = await json<{ interests: { key: string; icon: string; name: string }[] }>(
        send(`http://localhost${path}`, { headers: { cookie: 'NEXT_LOCALE=de' } }),
      );
      expect(body.interests.length).toBeGreaterThanOrEqual(50);
      expect(body.interests.every((i) => /^[a-z0-9-]+$/.test(i.icon))).toBe(true);
      expect(body.interests.find((i) => i.key === 'hiking')?.name).toBe('Wandern');
    },
  );

  it.each(['/api/regions', '/regions.php', '/api/regions.php'])('%s gives regions for every country', async (path) => {
    const all = await json<{ regions: Record<string, unknown[]> }>(send(`http://localhost${path}`));
    expect(Object.keys(all.body.regions)).toHaveLength(19);
    const nl = await json<{ regions: { code: string }[] }>(send(`http://localhost${path}?country=NL`));
    expect(nl.body.regions.map((r) => r.code)).toContain('NL-NH');
  });

  it('refuses a bad regions query with a 4xx and an error code', async () => {
    const { status, body } = await json<{ error: { code: string } }>(send('http://localhost/api/regions?country=XX'));
    expect(status).toBe(422);
    expect(body.error.code).toBe('validation_failed');
    const extra = await json<{ error: { code: string } }>(send('http://localhost/api/regions?country=NL&x=1'));
    expect(extra.status).toBe(422);
  });

  it('answers unknown API paths with the JSON envelope', async () => {
    const { status, body } = await json<{ error: { code: string } }>(send('http://localhost/api/nothing-here'));
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });
});
