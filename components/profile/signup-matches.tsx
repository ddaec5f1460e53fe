import { useTranslations } from 'next-intl';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { MemberPhoto } from '@/components/members/member-photo';
import { AppLink as Link } from '@/components/ui/app-link';
import { isCountry } from '@/lib/config/countries';
import type { ShowcaseMember } from '@/lib/schemas/members';

type Props = { members: readonly ShowcaseMember[]; regionNames: Readonly<Record<string, string>> };

/**
 * /signup-matches: the suggested members as cards (photo, name, age, region), each with a way to
 * write to them, and the way on. Liking comes with the likes feature.
 */
export function SignupMatches({ members, regionNames }: Props) {
  const t = useTranslations('SignupMatches');
  const tc = useTranslations('Common');
  const tCountries = useTranslations('Countries');
  const tChat = useTranslations('Chat');
  const place = (m: ShowcaseMember) => {
    const region = m.region ? regionNames[m.region] : undefined;
    const country = isCountry(m.country) ? tCountries(m.country) : null;
    return [region, country].filter(Boolean).join(', ');
  };
  return (
    <>
      {members.length === 0 ? (
        <p className="alert alert-info">{t('empty')}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled">
          {members.map((m, i) => (
            <li key={m.id} className="col">
              <article className="card h-100 shadow-sm" aria-labelledby={`match-${m.id}`}>
                <div className="position-relative">
                  <MemberPhoto
                    member={m}
                    alt={t('photoOf', { name: m.name })}
                    priority={i < 4}
                    className="card-img-top h-auto w-100"
                  />
                  {m.fictional ? (
                    <FictionalMarker label={tc('fictionalProfile')} className="position-absolute top-0 end-0 m-2" />
                  ) : null}
                </div>
                <div className="card-body">
                  <h2 id={`match-${m.id}`} className="h6 card-title mb-1">
                    {m.name}, <span className="fw-normal">{tc('age', { age: m.age })}</span>
                  </h2>
                  <p className="card-text small text-body-secondary mb-2">{place(m)}</p>
                  <Link
                    href={`/members/${m.id}/chat`}
                    className="btn btn-sm btn-outline-primary"
                    aria-label={`${tChat('sendMessage')}: ${m.name}`}
                  >
                    {tChat('sendMessage')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="text-center mt-4">
        <Link href="/" className="btn btn-primary btn-lg px-5">
          {t('continue')}
        </Link>
      </div>
    </>
  );
}
