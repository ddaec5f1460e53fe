import 'server-only';
import { COUNTRIES, COUNTRY_CURRENCY, type Country } from '@/lib/config/countries';
import { PROFILE_FIELDS } from '@/lib/schemas/ops/settings';
import { SEARCH_FIELDS as KNOWN_SEARCH_FIELDS, type SearchField } from '@/lib/schemas/search';

/** About fifty interests; each icon is a Bootstrap Icons name served from /assets/icons/. */
export const INTERESTS: readonly { key: string; icon: string }[] = [
  { key: 'adventure', icon: 'compass' },
  { key: 'art', icon: 'palette' },
  { key: 'astrology', icon: 'moon-stars' },
  { key: 'bbq', icon: 'fire' },
  { key: 'bdsm', icon: 'link' },
  { key: 'beach', icon: 'umbrella' },
  { key: 'board_games', icon: 'dice-5' },
  { key: 'camping', icon: 'backpack' },
  { key: 'cars', icon: 'car-front' },
  { key: 'cocktails', icon: 'cup-straw' },
  { key: 'coffee', icon: 'cup-hot' },
  { key: 'comedy', icon: 'emoji-laughing' },
  { key: 'concerts', icon: 'music-note-list' },
  { key: 'cooking', icon: 'egg-fried' },
  { key: 'cuddling', icon: 'house-heart' },
  { key: 'cycling', icon: 'bicycle' },
  { key: 'dancing', icon: 'soundwave' },
  { key: 'dining_out', icon: 'fork-knife' },
  { key: 'diy', icon: 'hammer' },
  { key: 'fashion', icon: 'handbag' },
  { key: 'festivals', icon: 'ticket' },
  { key: 'flirting', icon: 'emoji-wink' },
  { key: 'gaming', icon: 'controller' },
  { key: 'gardening', icon: 'flower1' },
  { key: 'gym', icon: 'activity' },
  { key: 'hiking', icon: 'tree' },
  { key: 'history', icon: 'bank' },
  { key: 'karaoke', icon: 'mic' },
  { key: 'languages', icon: 'translate' },
  { key: 'massage', icon: 'droplet-half' },
  { key: 'meditation', icon: 'yin-yang' },
  { key: 'motorcycles', icon: 'scooter' },
  { key: 'movies', icon: 'film' },
  { key: 'museums', icon: 'easel' },
  { key: 'music', icon: 'music-note-beamed' },
  { key: 'nature', icon: 'leaf' },
  { key: 'nightlife', icon: 'moon' },
  { key: 'pets', icon: 'balloon-heart' },
  { key: 'photography', icon: 'camera' },
  { key: 'politics', icon: 'megaphone' },
  { key: 'reading', icon: 'book' },
  { key: 'road_trips', icon: 'map' },
  { key: 'roleplay', icon: 'incognito' },
  { key: 'running', icon: 'lightning-charge' },
  { key: 'sailing', icon: 'wind' },
  { key: 'sauna', icon: 'thermometer-high' },
  { key: 'science', icon: 'lightbulb' },
  { key: 'sex_toys', icon: 'suit-heart' },
  { key: 'shopping', icon: 'bag-heart' },
  { key: 'skiing', icon: 'snow' },
  { key: 'sports', icon: 'trophy' },
  { key: 'sunbathing', icon: 'sun' },
  { key: 'swimming', icon: 'water' },
  { key: 'tattoos', icon: 'brush' },
  { key: 'technology', icon: 'laptop' },
  { key: 'theatre', icon: 'mask' },
  { key: 'travelling', icon: 'airplane' },
  { key: 'tv_series', icon: 'tv' },
  { key: 'wine', icon: 'cup' },
  { key: 'yoga', icon: 'person-arms-up' },
];

export type SeedCompany = {
  id: number;
  name: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  kvk: string;
  tradenames: string[];
  vatNumbers: string[];
  supportPhone: string;
  supportEmail: string;
  deleteDiscount: number;
  added: string;
};

// Trade names are not written here: a company trades under the names of the sites it runs (COMPANIES, below SITES).
const COMPANY_ROWS: readonly Omit<SeedCompany, 'tradenames'>[] = [
  {
    id: 1,
    name: 'Rosemedia B.V.',
    address: 'Herengracht 420',
    zip: '1017 BZ',
    city: 'Amsterdam',
    country: 'NL',
    kvk: '81234567',
    vatNumbers: ['NL862345678B01'],
    supportPhone: '+31 20 808 1234',
    supportEmail: 'support@rosemedia.example',
    deleteDiscount: 25,
    added: '2021-03-15T09:00:00Z',
  },
  {
    id: 5,
    name: 'Nordic Hearts ApS',
    address: 'Vesterbrogade 98',
    zip: '1620',
    city: 'København V',
    country: 'DK',
    kvk: 'CVR 41234567',
    vatNumbers: ['DK41234567', 'NL826754321B01'],
    supportPhone: '+45 32 12 34 56',
    supportEmail: 'support@nordichearts.example',
    deleteDiscount: 30,
    added: '2024-02-20T10:00:00Z',
  },
  {
    id: 6,
    name: 'Alpine Matchmaking GmbH',
    address: 'Mariahilfer Straße 77',
    zip: '1060',
    city: 'Wien',
    country: 'AT',
    kvk: 'FN 512345a',
    vatNumbers: ['ATU72345678', 'DE329876543'],
    supportPhone: '+43 1 234 5678',
    supportEmail: 'support@alpinematch.example',
    deleteDiscount: 20,
    added: '2022-09-01T08:00:00Z',
  },
];

export type SeedSite = {
  key: string;
  domain: string;
  aliases: string[];
  name: string;
  companyId: number;
  niche: number;
  domainLanguage: string;
  defaultCountry: Country;
  theme: string;
  signups: 'all' | 'with_trafficsource' | 'other';
  supportEmail: string;
  supportPhone: string;
  messageCredits: number;
  signupCredits: number;
  refundDays: number;
};

/** Demo domains under .localhost resolve to this machine in every browser, so all three work with no configuration. */
export const SITES: readonly SeedSite[] = [
  {
    key: 'rosedate',
    domain: 'localhost',
    aliases: ['127.0.0.1', 'rosedate.localhost', 'rosedate.example'],
    name: 'Rosedate',
    companyId: 5,
    niche: 1,
    domainLanguage: 'en',
    defaultCountry: 'GB',
    theme: 'rose',
    signups: 'all',
    supportEmail: 'support@rosedate.example',
    supportPhone: '+45 32 12 34 56',
    messageCredits: 10,
    signupCredits: 20,
    refundDays: 14,
  },
  {
    key: 'hartjes',
    domain: 'hartjesdate.localhost',
    aliases: ['hartjesdate.example'],
    name: 'Hartjesdate',
    companyId: 1,
    niche: 2,
    domainLanguage: 'nl',
    defaultCountry: 'NL',
    theme: 'coral',
    signups: 'all',
    supportEmail: 'support@hartjesdate.example',
    supportPhone: '+31 20 808 1234',
    messageCredits: 10,
    signupCredits: 20,
    refundDays: 14,
  },
  {
    key: 'maenner',
    domain: 'maennerherzen.localhost',
    aliases: ['maennerherzen.example'],
    name: 'Männerherzen',
    companyId: 6,
    niche: 7,
    domainLanguage: 'de',
    defaultCountry: 'DE',
    theme: 'ocean',
    signups: 'all',
    supportEmail: 'support@maennerherzen.example',
    supportPhone: '+43 1 234 5678',
    messageCredits: 12,
    signupCredits: 25,
    refundDays: 14,
  },
];

/**
 * Where each demo site's members live (weights), by site key: the site's own countries, in its language, so that
 * its lists, search and map show neighbours (demo-members.ts). Members of any other site live in the countries
 * of the first.
 */
export const DEMO_SITE_COUNTRIES: Readonly<Record<string, readonly (readonly [Country, number])[]>> = {
  rosedate: [
    ['GB', 45],
    ['US', 20],
    ['IE', 10],
    ['CA', 10],
    ['AU', 10],
    ['NZ', 5],
  ],
  hartjes: [
    ['NL', 75],
    ['BE', 25],
  ],
  maenner: [
    ['DE', 70],
    ['AT', 18],
    ['CH', 12],
  ],
};

/** The demo companies; each trades under the names of the sites it runs, and only those. */
export const COMPANIES: readonly SeedCompany[] = COMPANY_ROWS.map((c) => ({
  ...c,
  tradenames: SITES.filter((s) => s.companyId === c.id).map((s) => s.name),
}));

/**
 * Trade names that earlier seeds wrote and that were wrong (Rosemedia, which runs Hartjesdate, also named
 * Rosedate, which Nordic Hearts runs): a company row still holding exactly these is corrected at start.
 */
export const FIRST_SEEDED_TRADENAMES: Readonly<Record<number, readonly string[]>> = { 1: ['Rosedate', 'Hartjesdate'] };

/** Every profile field a site may show: the demo sites show them all. */
export const VISIBLE_PROFILE_FIELDS = PROFILE_FIELDS;
/** The filters the demo sites offer: every filter the search knows (with_photo filters nothing: a site shows only members with a photo). */
export const SEARCH_FIELDS: readonly SearchField[] = KNOWN_SEARCH_FIELDS.filter((f) => f !== 'with_photo');
/** What the first seeds gave every site: a site still holding exactly these gets SEARCH_FIELDS at start. */
export const FIRST_SEEDED_SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

/** The four credit packages; prices in euro cents, converted per currency below. */
export const PACKAGES = [
  { key: 'starter', tier: 1, credits: 50, bonusCredits: 0, highlighted: false, eurCents: 1495 },
  { key: 'popular', tier: 2, credits: 125, bonusCredits: 10, highlighted: true, eurCents: 2995 },
  { key: 'value', tier: 3, credits: 300, bonusCredits: 40, highlighted: false, eurCents: 5995 },
  { key: 'vip', tier: 4, credits: 750, bonusCredits: 150, highlighted: false, eurCents: 11995 },
] as const;

const EUR_RATE: Record<string, number> = {
  EUR: 1,
  USD: 1.1,
  GBP: 0.86,
  CAD: 1.5,
  AUD: 1.65,
  NZD: 1.8,
  CHF: 0.95,
  PLN: 4.3,
  DKK: 7.46,
  NOK: 11.5,
  SEK: 11.3,
};

/** A shop price in minor units: x.95 for currencies with small units, whole units ending in 9 for the others. */
export function localPrice(eurCents: number, currency: string): number {
  const rate = EUR_RATE[currency];
  if (rate === undefined) throw new Error(`No rate for ${currency}`);
  const major = (eurCents / 100) * rate;
  if (rate >= 4) return (Math.round(major / 10) * 10 - 1) * 100;
  return Math.max(1, Math.round(major)) * 100 - 5;
}

export function packagePriceRows(): { key: string; country: Country; currency: string; amount: number }[] {
  return PACKAGES.flatMap((p) =>
    COUNTRIES.map((country) => {
      const currency = COUNTRY_CURRENCY[country];
      return { key: p.key, country, currency, amount: localPrice(p.eurCents, currency) };
    }),
  );
}
