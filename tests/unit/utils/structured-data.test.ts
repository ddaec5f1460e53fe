import { breadcrumbLd, organizationLd, serializeJsonLd, websiteLd } from '@/lib/utils/structured-data';

describe('JSON-LD', () => {
  it('describes the operator with the company data only', () => {
    const org = organizationLd({
      siteName: 'Rosedate',
      url: 'https://rosedate.example/',
      logo: 'https://rosedate.example/icon.svg',
      company: {
        name: 'Nordic Hearts ApS',
        address: 'Vesterbrogade 98',
        zip: '1620',
        city: 'København V',
        country: 'DK',
        vatNumbers: ['DK41234567'],
        kvk: 'CVR 41234567',
      },
      supportEmail: 'support@rosedate.example',
      supportPhone: '+45 32 12 34 56',
      tradenames: ['Rosedate'],
    });
    expect(org).toMatchObject({
      '@type': 'Organization',
      legalName: 'Nordic Hearts ApS',
      vatID: 'DK41234567',
      address: { '@type': 'PostalAddress', addressLocality: 'København V', addressCountry: 'DK' },
      contactPoint: { email: 'support@rosedate.example' },
    });
    expect(
      websiteLd({ name: 'Rosedate', url: 'https://rosedate.example/', description: 'd', locale: 'en' }),
    ).toMatchObject({ '@type': 'WebSite', inLanguage: 'en' });
  });

  it('numbers breadcrumbs from 1', () => {
    const trail = breadcrumbLd([
      { name: 'Home', url: 'https://x.example/' },
      { name: 'Terms', url: 'https://x.example/terms' },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
      { '@type': 'ListItem', position: 2, name: 'Terms', item: 'https://x.example/terms' },
    ]);
  });

  it('cannot be broken out of its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });
});
