import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';
import { signupTexts } from '@/lib/server/accounts/signup-texts';
import { withRoute } from '@/lib/server/http/route';

const query = z.object({ locale: z.enum(LOCALES) });

// GET /api/signup/texts?locale=de: the signup modal's texts in the page's language, loaded with the modal's code.
// The same for every visitor and site: public, cached for an hour (a new deploy's texts show within that time).
export const GET = withRoute({ auth: 'none', query, cache: 'public, max-age=3600' }, async ({ query: { locale } }) => ({
  ...(await signupTexts(locale)),
}));
