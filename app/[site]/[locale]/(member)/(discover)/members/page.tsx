import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { SearchPage } from '@/components/search/search-page';
import { isCountry } from '@/lib/config/countries';
import { searchHref, searchParamsRecord, type SearchAnswer, type SearchField } from '@/lib/schemas/search';
import { pageViewer } from '@/lib/server/auth/page-session';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { AppError } from '@/lib/server/core/errors';
import { pageSearchRequest, searchAccess, searchFieldsFor, soughtGender } from '@/lib/server/members/search-access';
import { hasSpecialConsent, parseSearchQuery, searchMembers } from '@/lib/server/members/search-members';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return { title: t('metaTitle') };
}

/**
 * /members, member search (spec §1, §3 "Search state", §4): the filters are the URL, sent by a GET form, so a
 * search can be shared, reloaded and paged without JavaScript. A visitor the site does not let search goes to
 * the signup; a member whose URL names no filter starts with the gender they seek.
 */
export default async function MembersPage({ params, searchParams }: Props) {
  const { site, locale } = await readPageParams(params);
  const [viewer, request, raw] = await Promise.all([pageViewer(), pageSearchRequest(), searchParams]);
  const access = searchAccess(site, viewer, request.hasTrafficSource);
  if (access === 'none') redirect('/signup');
  const record = searchParamsRecord(raw);
  if (viewer && Object.keys(record).length === 0 && searchFieldsFor(site, access, false).includes('gender')) {
    const gender = await soughtGender(viewer.id);
    if (gender) redirect(searchHref({ gender }));
  }

  let answer: SearchAnswer | null = null;
  let errors: Partial<Record<string, string>> = {};
  let retryAfterS: number | null = null;
  try {
    answer = await searchMembers({ site, viewer, ...request, query: parseSearchQuery(record) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'validation_failed')
      errors = Object.fromEntries((error.fields ?? []).map((f) => [f.path || 'page', f.code]));
    else if (error.code === 'rate_limited') retryAfterS = error.retryAfterS ?? 60;
    else throw error;
  }

  const shownCountries = new Set(
    [...(answer?.results ?? []), ...(answer?.similarResults.flatMap((g) => g.results) ?? [])]
      .map((m) => m.country)
      .filter(isCountry),
  );
  const formCountry = typeof record.country === 'string' && isCountry(record.country) ? record.country : null;
  if (formCountry) shownCountries.add(formCountry);
  const regionNames = Object.fromEntries(
    [...shownCountries].flatMap((c) => listRegions(c).map((r) => [r.code, r.name])),
  );
  const fields: SearchField[] =
    answer?.fields ?? searchFieldsFor(site, access, viewer ? await hasSpecialConsent(viewer.id) : false);
  const interestKeys = fields.includes('interests') ? (await listInterests(locale)).map((i) => i.key) : [];
  return (
    <AccountMessages namespaces={['Search', 'Likes', 'Attributes', 'Interests', 'Countries']}>
      <SearchPage
        access={access}
        answer={answer}
        fields={fields}
        values={record}
        errors={errors}
        retryAfterS={retryAfterS}
        regions={formCountry ? listRegions(formCountry) : []}
        regionNames={regionNames}
        interestKeys={interestKeys}
      />
    </AccountMessages>
  );
}
