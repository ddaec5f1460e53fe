import { Icon } from '@/components/ui/icon';

export type NavIconName = 'search' | 'heart' | 'chat' | 'gem' | 'person';

/** A navigation icon; decorative (the tab's text names it). */
export function NavIcon({ name }: { name: NavIconName }) {
  return <Icon name={name} size={22} className="nav-icon" />;
}
