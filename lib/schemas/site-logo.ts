import { z } from 'zod';

/** GET /logo.webp?v=<version>: the version (a hash of the stored logo) only makes the URL change with the logo. */
export const siteLogoQuerySchema = z
  .object({
    v: z
      .string()
      .regex(/^[0-9a-f]{1,64}$/)
      .optional(),
  })
  .strict();
