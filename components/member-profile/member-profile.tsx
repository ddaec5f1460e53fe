import { getTranslations } from 'next-intl/server';
import { InterestChips } from '@/components/marketing/interest-chips';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { MemberCard } from '@/components/members/member-card';
import { isCountry } from '@/lib/config/countries';
import type { MemberProfile as Profile } from '@/lib/schemas/member-profile';
import type { ShowcaseMember } from '@/lib/schemas/members';
import type { AttributeField } from '@/lib/schemas/profile';
import { ProfileActions } from './profile-actions';
import { ProfilePhotos } from './profile-photos';
import styles from './member-profile.module.scss';

type Props = {
  profile: Profile;
  related: (ShowcaseMember & { place: string })[];
  member: boolean;
  /** The site's fictional texts in the page's language (settings fictional_warning, fictional_singular). */
  fictional: { warning: string; singular: string };
  /** How long ago the member was last active, in hours (null: never), decided with the server's clock. */
  hoursSinceActive: number | null;
  loginHref: string;
  buyHref: string;
};

const ATTRIBUTES = [
  'sexuality',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'reason',
] as const satisfies readonly AttributeField[];

function activity(online: boolean, hours: number | null): 'online' | 'today' | 'week' | 'longer' {
  if (online) return 'online';
  if (hours !== null && hours < 24) return 'today';
  if (hours !== null && hours < 24 * 7) return 'week';
  return 'longer';
}

/**
 * /members/{id}: another member's profile (spec §2, §3): photos by role, name, age and place, when they
 * were last active, the fictional-profile disclosure for a fictional profile, like / chat / block / report,
 * the site's visible profile fields, interests with their icons, the member's own words, related profiles.
 */
export async function MemberProfile({
  profile: p,
  related,
  member,
  fictional,
  hoursSinceActive,
  loginHref,
  buyHref,
}: Props) {
  const [t, tc, ta, tCountries] = await Promise.all([
    getTranslations('MemberProfile'),
    getTranslations('Common'),
    getTranslations('Attributes'),
    getTranslations('Countries'),
  ]);
  // Field and value come in as data; every pair exists in en.json (the unit test checks the keys).
  const attr = ta as unknown as (key: string) => string;
  const country = p.country && isCountry(p.country) ? tCountries(p.country) : null;
  const place = [p.region_name, country].filter(Boolean).join(', ');
  const details: { label: string; value: string }[] = [];
  for (const field of p.visible_fields) {
    if (field === 'age' && p.age !== null) details.push({ label: t('ageLabel'), value: tc('age', { age: p.age }) });
    else if (field === 'gender' && p.gender) details.push({ label: t('genderLabel'), value: t(`gender.${p.gender}`) });
    else if (field === 'country' && country) details.push({ label: t('countryLabel'), value: country });
    else if (field === 'region' && p.region_name) details.push({ label: t('regionLabel'), value: p.region_name });
    else if ((ATTRIBUTES as readonly string[]).includes(field)) {
      const value = p[field as (typeof ATTRIBUTES)[number]];
      if (value) details.push({ label: attr(`${field}.label`), value: attr(`${field}.${value}`) });
    }
  }
  const marker = p.fictional_icon ? (
    <FictionalMarker label={tc('fictionalProfile')} className="position-absolute top-0 start-0 m-2" />
  ) : null;
  const seen = activity(p.online, hoursSinceActive);

  return (
    <div className="container py-4" data-member-profile={p.id}>
      <div className={styles.layout}>
        <div className={styles.photos}>
          <ProfilePhotos profile={p} member={member} loginHref={loginHref} buyHref={buyHref} fictionalMarker={marker} />
        </div>
        <header className={styles.head}>
          <h1 className="h2 mb-1">
            {p.name}
            {p.age !== null ? <span className="fw-normal">, {tc('age', { age: p.age })}</span> : null}
          </h1>
          <p className="text-body-secondary mb-2">
            <span className={seen === 'online' ? 'text-success' : undefined}>
              {seen === 'online' ? <span aria-hidden="true">● </span> : null}
              {t(`activity.${seen}`)}
            </span>
            {place ? <> · {place}</> : null}
          </p>
          {p.tagline ? <p className="lead mb-0">{p.tagline}</p> : null}
        </header>
        <div className={styles.body}>
          {p.fictional_icon ? (
            <div
              className="alert alert-secondary small d-flex gap-2 align-items-start"
              role="note"
              data-fictional-notice=""
            >
              <FictionalMarker label={tc('fictionalProfile')} />
              <p className="mb-0">
                <strong>{fictional.singular.charAt(0).toLocaleUpperCase() + fictional.singular.slice(1)}</strong>:{' '}
                {fictional.warning}
              </p>
            </div>
          ) : null}
          <ProfileActions id={p.id} name={p.name} liked={p.liked} member={member} />
          {p.about ? (
            <section className="mt-4" aria-labelledby="profile-about">
              <h2 id="profile-about" className="h5">
                {t('aboutTitle', { name: p.name })}
              </h2>
              <p className={styles.about}>{p.about}</p>
            </section>
          ) : null}
          {details.length > 0 ? (
            <section className="mt-4" aria-labelledby="profile-details">
              <h2 id="profile-details" className="h5">
                {t('detailsTitle')}
              </h2>
              <dl className="row mb-0">
                {details.map((d) => (
                  <div key={d.label} className="col-6 col-lg-4 mb-2">
                    <dt className="small text-body-secondary fw-normal">{d.label}</dt>
                    <dd className="mb-0">{d.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {p.interests.length > 0 ? (
            <section className="mt-4" aria-labelledby="profile-interests">
              <h2 id="profile-interests" className="h5">
                {t('interestsTitle')}
              </h2>
              <InterestChips interests={p.interests} label={t('interestsTitle')} />
            </section>
          ) : null}
        </div>
      </div>
      {related.length > 0 ? (
        <section className="mt-5" aria-labelledby="profile-related">
          <h2 id="profile-related" className="h4 mb-3">
            {t('relatedTitle')}
          </h2>
          <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-6 g-3 list-unstyled">
            {related.map((m) => (
              <li key={m.id} className="col">
                <MemberCard member={m} place={m.place} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
