import { z } from 'zod';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALES } from '@/lib/config/locales';
import { makeBirthDateSchema } from '@/lib/schemas/account';

export const personaParams = z.object({ id: z.uuid() });

const textsSchema = z.partialRecord(z.enum(LOCALES), z.string().trim().max(2000));

/** A persona as an admin writes it (issue 15 §3): the profile fields copied to its users row on every site. */
export const personaSchema = z.strictObject({
  label: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(50),
  gender: z.enum(['male', 'female']),
  seeking: z.enum(['male', 'female']).optional(),
  // A persona is shown as a member is: a real date of birth of an adult (too_young otherwise), a country of the list.
  birth_date: makeBirthDateSchema(),
  country: z
    .string()
    .trim()
    .max(2)
    .refine((c) => c === '' || (COUNTRIES as readonly string[]).includes(c), { error: 'country_unknown' })
    .optional(),
  region: z.string().trim().max(100).optional(),
  tagline: z.string().trim().max(200).optional(),
  texts: textsSchema,
  interests: z.array(z.string().max(50)).max(20).optional(),
  avatar: z.number().int().min(0).max(99_999).optional(),
  site_ids: z.array(z.number().int().positive()).min(1).max(50),
  status: z.enum(['active', 'paused']).optional(),
  notes: z.string().max(5000).optional(),
});
export type PersonaInput = z.infer<typeof personaSchema>;

export const personaPatchSchema = personaSchema.partial();
export type PersonaPatch = z.infer<typeof personaPatchSchema>;

/** A persona's uploaded photo: `photoId` is the photo's id in the console (one set of files for every site). */
export const personaPhotoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

/** Make it the main photo (free photos only) and/or change its kind. */
export const personaPhotoPatchSchema = z
  .strictObject({ main: z.literal(true).optional(), kind: z.enum(['free', 'private']).optional() })
  .refine((v) => v.main !== undefined || v.kind !== undefined, { error: 'nothing_to_update' });
export type PersonaPhotoPatch = z.infer<typeof personaPhotoPatchSchema>;

/** A persona's photo as the console shows it: one entry per set of files, whatever the number of sites. */
export type PersonaPhoto = {
  id: string;
  kind: 'free' | 'private';
  main: boolean;
  sort: number;
  /** True for the generated avatar (chosen by number), false for an upload. */
  generated: boolean;
  image: string | null;
};
