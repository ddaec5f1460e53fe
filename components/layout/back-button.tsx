'use client';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { routeName, showBackButton } from '@/lib/utils/route-names';

/** The installed-app back button (spec §2). */
export function BackButton() {
  const t = useTranslations('Shell');
  const pathname = usePathname();
  const router = useRouter();
  const visible = useBrowserValue(
    () =>
      showBackButton({
        standalone: window.matchMedia('(display-mode: standalone)').matches,
        historyLength: window.history.length,
        route: routeName(pathname),
      }),
    false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn btn-link text-reset me-2 p-0"
      onClick={() => router.back()}
      aria-label={t('backButton')}
    >
      ←
    </button>
  );
}
