import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';
import { signupTexts } from '@/lib/i18n/signup-texts';
import { withRoute } from '@/lib/server/http/route';

// `v` is the texts' digest (signupTextsVersion), only there to give each deploy's texts their own URL.
const query = z.object({
  locale: z.enum(LOCALES),
  v: z
    .string()
    .regex(/^[\w-]{1,32}$/)
    .optional(),
});

// GET /api/signup/texts?locale=de&v=…: the signup modal's texts in the page's language, loaded with the modal's code.
// The same for every visitor; kept by the browser for a day (private: the proxy may set the country cookie on any
// answer, which no shared cache may hand to another visitor).
export const GET = withRoute({ auth: 'none', query, cache: 'private, max-age=86400' }, ({ query: { locale } }) =>
  signupTexts(locale),
);
