import 'server-only';
import type { OpsArea } from './scope';

/** The console's areas in the order of its navigation: each page lives at its href under app/[site]/[locale]/(ops)/ops. */
export const OPS_NAV: readonly { area: OpsArea; href: string; label: string }[] = [
  { area: 'inbox', href: '/ops/inbox', label: 'Inbox' },
  { area: 'personas', href: '/ops/personas', label: 'Personas' },
  { area: 'moderation', href: '/ops/complaints', label: 'Complaints' },
  { area: 'moderation', href: '/ops/photos', label: 'Photo review' },
  { area: 'members', href: '/ops/members', label: 'Members' },
  { area: 'alerts', href: '/ops/alerts', label: 'Alerts' },
  { area: 'dashboard', href: '/ops/dashboard', label: 'Dashboard' },
  { area: 'settings', href: '/ops/sites', label: 'Sites' },
  { area: 'settings', href: '/ops/companies', label: 'Companies' },
  { area: 'settings', href: '/ops/packages', label: 'Packages' },
  { area: 'settings', href: '/ops/content', label: 'Content pages' },
  { area: 'mailings', href: '/ops/mailings', label: 'Mailings' },
  { area: 'operators', href: '/ops/operators', label: 'Operators' },
  { area: 'audit', href: '/ops/audit', label: 'Audit log' },
];
