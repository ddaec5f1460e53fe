import type { Niche } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import type { LanderData } from '@/lib/schemas/landers';

/** What every lander design is rendered with: the slug's niche and language, the site, and its data. */
export type LanderContext = {
  locale: Locale;
  niche: Niche;
  siteName: string;
  signupCredits: number;
  /** Fictional.warning, or the site's own text for it. */
  fictionalWarning: string;
  /** Common.fictionalProfile in the lander's language, for the marker. */
  fictionalLabel: string;
};

export type LanderProps = { ctx: LanderContext; data: LanderData };
