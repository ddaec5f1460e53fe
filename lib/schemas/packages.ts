import { z } from 'zod';

export const packagePricesSchema = z.array(
  z.object({
    key: z.string(),
    tier: z.number().int(),
    credits: z.number().int().positive(),
    bonus: z.number().int().nonnegative(),
    highlighted: z.boolean(),
    prices: z.record(z.string(), z.object({ currency: z.string().length(3), amount: z.number().int().positive() })),
  }),
);
export type PackagePrices = z.infer<typeof packagePricesSchema>;
