import { useTranslations } from 'next-intl';

type Props = { credits: number; bonus: number; price: string; listPrice: string | null };

/** The package being bought and what it costs (formatted by the page in its language and the package's currency). */
export function PackageSummary({ credits, bonus, price, listPrice }: Props) {
  const t = useTranslations('DirectDebit.package');
  return (
    <div className="card mb-3" data-testid="direct-debit-package">
      <div className="card-body d-flex justify-content-between align-items-center gap-3">
        <div>
          <h2 className="h5 mb-1">{t('credits', { credits: credits + bonus })}</h2>
          {bonus > 0 ? <p className="small text-body-secondary mb-0">{t('bonus', { bonus })}</p> : null}
        </div>
        <p className="h4 mb-0 text-end">
          {listPrice ? (
            <span className="d-block small text-body-secondary">
              <span className="visually-hidden">{t('listPrice')} </span>
              <del>{listPrice}</del>
            </span>
          ) : null}
          <span className="visually-hidden">{t('price')} </span>
          {price}
        </p>
      </div>
    </div>
  );
}
