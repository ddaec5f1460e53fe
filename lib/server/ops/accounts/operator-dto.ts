import 'server-only';
import { OPS_NAV } from '../areas';
import type { Operator } from '../operator';
import { mayUseArea, OPS_AREAS, type OpsArea } from '../scope';

export type OpsNavItem = { area: OpsArea; href: string; label: string };

/** The console's navigation for this operator: the areas their role may use, in OPS_NAV's order. */
export function navFor(operator: Pick<Operator, 'role'>): OpsNavItem[] {
  return OPS_NAV.filter((item) => mayUseArea(operator, item.area)).map((item) => ({ ...item }));
}

/** Where /ops sends an operator: the first page of the navigation they may use (enrolment first when due). */
export function homeFor(operator: Pick<Operator, 'role' | 'mustEnrol'>): string {
  if (operator.mustEnrol) return '/ops/enrol';
  return navFor(operator)[0]?.href ?? '/ops/account';
}

/** "Who am I" for the console: never the password hash, the TOTP secret or the session version. */
export function operatorDto(operator: Operator) {
  return {
    operator: {
      id: operator.id,
      email: operator.email,
      name: operator.name,
      role: operator.role,
      site_ids: operator.siteIds === null ? null : [...operator.siteIds],
      totp_enabled: operator.totpEnabled,
      must_enrol: operator.mustEnrol,
    },
    areas: (Object.keys(OPS_AREAS) as OpsArea[]).filter((area) => mayUseArea(operator, area)),
    nav: navFor(operator),
    home: homeFor(operator),
  };
}
export type OperatorSessionDto = ReturnType<typeof operatorDto>;
