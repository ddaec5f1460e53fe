/**
 * schema.org JSON-LD for public pages. Only the operator's public data (company, site, page names):
 * never a member's.
 */
export type JsonLd = Record<string, unknown>;

export type OrganizationInput = {
  siteName: string;
  url: string;
  logo: string;
  company: {
    name: string;
    address: string;
    zip: string;
    city: string;
    country: string;
    vatNumbers: readonly string[];
    kvk: string;
  };
  supportEmail: string;
  supportPhone: string;
  tradenames: readonly string[];
};

export function organizationLd(input: OrganizationInput): JsonLd {
  const { company } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.siteName,
    legalName: company.name,
    url: input.url,
    logo: input.logo,
    ...(input.tradenames.length > 0 ? { alternateName: [...input.tradenames] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      postalCode: company.zip,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    ...(company.vatNumbers[0] ? { vatID: company.vatNumbers[0] } : {}),
    ...(company.kvk ? { identifier: company.kvk } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: input.supportEmail,
      telephone: input.supportPhone,
    },
  };
}

export function websiteLd(input: { name: string; url: string; description: string; locale: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    description: input.description,
    inLanguage: input.locale,
  };
}

/** The trail from the home page to this page, as search results show it. */
export function breadcrumbLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json"> body: `<` escaped, so no text can close the script element. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
