'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { routeName, showBackButton } from '@/lib/utils/route-names';
import { Icon } from '@/components/ui/icon';

/** The installed-app back button (spec §2); its label comes from the server (no translation runtime in the browser). */
export function BackButton({ label }: { label: string }) {
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
    <button type="button" className="btn btn-link text-reset me-2 p-0" onClick={() => router.back()} aria-label={label}>
      <Icon name="arrowLeft" />
    </button>
  );
}
