import { z } from 'zod';
import { COUNTED_LANDERS } from '@/lib/utils/lander-visit';

/** POST /api/visits: the lander beacon, one per page view. */
export const landerVisitSchema = z.object({ lander: z.enum(COUNTED_LANDERS, { error: 'value_unknown' }) }).strict();
export type LanderVisitInput = z.infer<typeof landerVisitSchema>;
