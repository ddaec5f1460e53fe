import { z } from 'zod';

export const photoUrlsSchema = z.object({ filename: z.string(), thumb_filename: z.string(), match: z.string() });
export type PhotoUrls = z.infer<typeof photoUrlsSchema>;

/** A public teaser of a member: first name, age and place only. */
export const showcaseMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  fictional: z.boolean(),
  image: photoUrlsSchema,
});
export type ShowcaseMember = z.infer<typeof showcaseMemberSchema>;
