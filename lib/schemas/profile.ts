import { z } from 'zod';
import { cleanTypedText } from './text';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALES } from '@/lib/config/locales';
import { makeBirthDateSchema, nameSchema } from './account';
import { ABOUT_MAX, INTERESTS_MAX } from './form-limits';
import { photoUrlsSchema } from './members';
import { specialConsentSchema } from './special-consent';

/**
 * The profile attributes of spec §3 and their allowed values, defined once: the seed draws from
 * them, the API refuses anything else, and the editors offer exactly these (labels in messages,
 * namespace Attributes).
 */
export const GENDERS = ['male', 'female'] as const;
export const SEEKING = ['male', 'female', 'both'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLOURS = ['black', 'brown', 'blonde', 'red', 'grey'] as const;
export const EYE_COLOURS = ['brown', 'blue', 'green', 'grey'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'plus_size'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'relationship', 'married'] as const;
export const TATTOOS = ['none', 'some', 'many'] as const;
export const REASONS = ['relationship', 'friendship', 'flirt', 'adventure', 'chat'] as const;

export type Gender = (typeof GENDERS)[number];
export type Seeking = (typeof SEEKING)[number];
export type Sexuality = (typeof SEXUALITIES)[number];

/** The attribute fields as the API names them, with their value sets; the editors render them in this order. */
export const ATTRIBUTE_VALUES = {
  gender: GENDERS,
  seeking: SEEKING,
  sexuality: SEXUALITIES,
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOOS,
  reason: REASONS,
} as const;
export type AttributeField = keyof typeof ATTRIBUTE_VALUES;
export type AttributeValue<F extends AttributeField> = (typeof ATTRIBUTE_VALUES)[F][number];
export const ATTRIBUTE_FIELDS = Object.keys(ATTRIBUTE_VALUES) as AttributeField[];
/**
 * Who the member is and seeks: once chosen, these can change but not be emptied (matching needs them).
 * Sexuality is not among them: it is kept only with the member's consent (lib/schemas/special-consent.ts).
 */
export const REQUIRED_ATTRIBUTES: readonly AttributeField[] = ['gender', 'seeking'];

export { ABOUT_MAX, INTERESTS_MAX } from './form-limits';
/** A region code is ISO 3166-2 (`NL-NH`, `GB-ENG`, `US-CA`); the server checks that it belongs to the country. */
const REGION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

function attribute<T extends readonly [string, ...string[]]>(values: T, required: boolean) {
  const value = z.enum(values, { error: 'value_unknown' });
  return required ? value : value.nullable();
}

/**
 * PATCH /api/profile: every field optional, unknown fields refused (so `status`, `paid_user` or
 * `credits` in a body change nothing). The name is also checked against the account's e-mail, and
 * interest ids and the region against the catalogue, on the server.
 */
export function makeProfilePatchSchema(today: () => Date = () => new Date()) {
  return z
    .strictObject({
      name: nameSchema,
      birth_date: makeBirthDateSchema(today),
      gender: attribute(GENDERS, true),
      seeking: attribute(SEEKING, true),
      sexuality: attribute(SEXUALITIES, false),
      hair_colour: attribute(HAIR_COLOURS, false),
      eye_colour: attribute(EYE_COLOURS, false),
      body_type: attribute(BODY_TYPES, false),
      relationship_status: attribute(RELATIONSHIP_STATUSES, false),
      tattoos: attribute(TATTOOS, false),
      reason: attribute(REASONS, false),
      country: z.enum(COUNTRIES, { error: 'country_unknown' }),
      region: z.string({ error: 'region_unknown' }).regex(REGION_CODE, { error: 'region_unknown' }).nullable(),
      about: z
        .string({ error: 'required' })
        .transform(cleanTypedText)
        .pipe(z.string().max(ABOUT_MAX, { error: 'about_too_long' })),
      interests: z
        .array(z.int({ error: 'interest_unknown' }).positive({ error: 'interest_unknown' }), {
          error: 'interest_unknown',
        })
        .max(INTERESTS_MAX, { error: 'interests_too_many' })
        .transform((ids) => [...new Set(ids)]),
      /** true gives the consent for sexuality, reason and interests (with this request's values); false withdraws it and clears them. */
      special_consent: z.boolean({ error: 'value_unknown' }),
    })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { error: 'nothing_to_update' });
}

export const profilePatchSchema = makeProfilePatchSchema();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
/** What a form sends, before the schema trims and de-duplicates. */
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;

const nullableString = z.string().nullable();

/** GET /api/profile: the member's own profile (never the e-mail, password or session data). */
export const ownProfileSchema = z.object({
  name: z.string(),
  birth_date: nullableString,
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  seeking: z.enum(SEEKING).nullable(),
  sexuality: z.enum(SEXUALITIES).nullable(),
  hair_colour: z.enum(HAIR_COLOURS).nullable(),
  eye_colour: z.enum(EYE_COLOURS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.enum(TATTOOS).nullable(),
  reason: z.enum(REASONS).nullable(),
  interests: z.array(z.number().int()),
  about: z.string(),
  country: z.enum(COUNTRIES).nullable(),
  region: nullableString,
  /** Rounded to two decimals (about a kilometre); set only by the geolocation flow. */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  language: z.enum(LOCALES),
  status: z.string(),
  main_image: photoUrlsSchema.nullable(),
  special_consent: specialConsentSchema,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

const coordinate = (code: string, limit: number) =>
  z
    .string({ error: code })
    .trim()
    // Plain decimals only: no exponents, Infinity, hex or empty strings that Number() would accept.
    .regex(/^-?\d{1,3}(?:\.\d{1,15})?$/, { error: code })
    .transform(Number)
    .pipe(z.number().min(-limit, { error: code }).max(limit, { error: code }));

/** GET /api/geocode?lat&lon (geocode.php): decimal degrees in range, or 422. */
export const geocodeQuerySchema = z.strictObject({
  lat: coordinate('lat_invalid', 90),
  lon: coordinate('lon_invalid', 180),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/**
 * The spec's answer: `stored` (false on error or outside the served countries). The region comes
 * with it whenever the point lies in a served country; for a visitor it is found but not stored.
 */
export type GeocodeResult = { stored: boolean; country?: string; region?: string };
