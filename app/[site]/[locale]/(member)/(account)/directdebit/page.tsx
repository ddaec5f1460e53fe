import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { packageIdSchema } from '@/lib/schemas/payments';
import { requireViewer } from '@/lib/server/auth/page-session';
import { directDebitOffer } from '@/lib/server/direct-debit/package-offer';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { AccountMessages } from '@/components/account/account-messages';
import { DirectDebitFlow } from '@/components/direct-debit/direct-debit-flow';
import { PackageSummary } from '@/components/direct-debit/package-summary';
import { AppLink as Link } from '@/components/ui/app-link';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'DirectDebit' });
  return { title: t('metaTitle') };
}

/**
 * /directdebit?package=<id> (spec §2, §3): the package at the member's price, then the phone and its SMS code,
 * then the account, address and mandate consent; the order is pending until the provider collects.
 */
export default async function DirectDebitPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const t = await getTranslations('DirectDebit');
  const key = packageIdSchema.safeParse((await searchParams).package);
  const offer = key.success ? await directDebitOffer(viewer, site, key.data) : null;
  const format = (minor: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  return (
    <section className="container py-4">
      <div className="row justify-content-center">
        <div className="col-lg-7">
          <h1 className="h3">{t('title')}</h1>
          <p className="text-body-secondary">{t('intro')}</p>
          {!offer ? (
            <div className="alert alert-warning">
              <p className="mb-2">{t('noPackage')}</p>
              <Link href="/credits">{t('choosePackage')}</Link>
            </div>
          ) : !offer.offered ? (
            <div className="alert alert-warning">
              <p className="mb-2">{t('notOffered')}</p>
              <Link href={`/credits/${offer.package.id}`}>{t('otherMethod')}</Link>
            </div>
          ) : (
            <>
              <PackageSummary
                credits={offer.package.credits}
                bonus={offer.package.bonus}
                price={format(offer.package.price, offer.package.currency)}
                listPrice={
                  offer.package.list_price > offer.package.price
                    ? format(offer.package.list_price, offer.package.currency)
                    : null
                }
              />
              <div className="card shadow-sm">
                <div className="card-body p-4">
                  <AccountMessages namespaces={['DirectDebit']}>
                    <DirectDebitFlow
                      packageId={offer.package.id}
                      amount={format(offer.package.price, offer.package.currency)}
                      company={site.company.name}
                      site={site.name}
                    />
                  </AccountMessages>
                </div>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
