'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { placeErrors } from '@/components/ui/form-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { deleteOpsPrice, setOpsPrice, updateOpsPackage } from '@/lib/api-client/ops-settings';
import { COUNTRIES, COUNTRY_CURRENCY } from '@/lib/config/countries';
import type { OpsPackage } from '@/lib/schemas/ops/settings';

type Status = { kind: 'ok' | 'error'; text: string } | null;

function PackageDetails({ pkg, readOnly }: { pkg: OpsPackage; readOnly: boolean }) {
  const router = useRouter();
  const errorText = useErrorText();
  const [credits, setCredits] = useState(String(pkg.credits));
  const [bonus, setBonus] = useState(String(pkg.bonus));
  const [highlighted, setHighlighted] = useState(pkg.highlighted);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(null);
  const id = (f: string) => `pkg-${pkg.key}-${f}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    setFields({});
    try {
      const body: Record<string, unknown> = {};
      if (Number(credits) !== pkg.credits || credits.trim() === '')
        body.credits = credits.trim() === '' ? null : Number(credits);
      if (Number(bonus) !== pkg.bonus || bonus.trim() === '') body.bonus = bonus.trim() === '' ? null : Number(bonus);
      if (highlighted !== pkg.highlighted) body.highlighted = highlighted;
      if (Object.keys(body).length > 0) await updateOpsPackage(pkg.key, body);
      setStatus({ kind: 'ok', text: 'Saved.' });
      router.refresh();
    } catch (caught) {
      const placed = placeErrors(caught, ['credits', 'bonus', 'highlighted']);
      setFields(placed.fields);
      if (placed.general) setStatus({ kind: 'error', text: errorText(placed.general.code, placed.general.params) });
    }
  }

  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={submit} noValidate aria-label={`Package ${pkg.key}`}>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={id('credits')}>
          Credits
        </label>
        <input
          id={id('credits')}
          className={`form-control${fields.credits ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={credits}
          readOnly={readOnly}
          aria-describedby={fields.credits ? `${id('credits')}-error` : undefined}
          onChange={(e) => setCredits(e.target.value)}
        />
        <FieldError id={`${id('credits')}-error`} message={fields.credits ? errorText(fields.credits) : undefined} />
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={id('bonus')}>
          Bonus credits
        </label>
        <input
          id={id('bonus')}
          className={`form-control${fields.bonus ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={bonus}
          readOnly={readOnly}
          aria-describedby={fields.bonus ? `${id('bonus')}-error` : undefined}
          onChange={(e) => setBonus(e.target.value)}
        />
        <FieldError id={`${id('bonus')}-error`} message={fields.bonus ? errorText(fields.bonus) : undefined} />
      </div>
      <div className="col-12 col-md-3 form-check ms-2 mb-2">
        <input
          id={id('highlighted')}
          type="checkbox"
          className="form-check-input"
          checked={highlighted}
          disabled={readOnly}
          onChange={(e) => setHighlighted(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={id('highlighted')}>
          Highlighted (most popular)
        </label>
      </div>
      {readOnly ? null : (
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-outline-primary">
            Save package
          </button>
        </div>
      )}
      {status ? (
        <p role="status" className={`col-12 mb-0 ${status.kind === 'ok' ? 'text-success' : 'text-danger'}`}>
          {status.text}
        </p>
      ) : null}
    </form>
  );
}

function PriceRow({ pkg, country, readOnly }: { pkg: OpsPackage; country: string; readOnly: boolean }) {
  const router = useRouter();
  const errorText = useErrorText();
  const currency = COUNTRY_CURRENCY[country as keyof typeof COUNTRY_CURRENCY];
  const current = pkg.prices[country];
  const [amount, setAmount] = useState(current ? String(current.amount) : '');
  const [status, setStatus] = useState<Status>(null);
  const id = `price-${pkg.key}-${country}`;

  async function run(action: () => Promise<unknown>, done: string) {
    setStatus(null);
    try {
      await action();
      setStatus({ kind: 'ok', text: done });
      router.refresh();
    } catch (caught) {
      const placed = placeErrors(caught, []);
      const code = placed.general?.code ?? 'validation_failed';
      setStatus({ kind: 'error', text: errorText(code, placed.general?.params) });
    }
  }

  return (
    <tr>
      <th scope="row">{country}</th>
      <td>{currency}</td>
      <td>
        <label className="visually-hidden" htmlFor={id}>
          {`Price of ${pkg.key} in ${country}, ${currency} minor units`}
        </label>
        <input
          id={id}
          className={`form-control form-control-sm${status?.kind === 'error' ? ' is-invalid' : ''}`}
          inputMode="numeric"
          style={{ maxWidth: 140 }}
          value={amount}
          readOnly={readOnly}
          aria-describedby={status ? `${id}-status` : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </td>
      <td className="text-nowrap">
        {readOnly ? null : (
          <>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary me-2"
              onClick={() =>
                run(
                  () =>
                    setOpsPrice(pkg.key, country, { currency, amount: amount.trim() === '' ? NaN : Number(amount) }),
                  'Saved.',
                )
              }
            >
              Save<span className="visually-hidden">{` ${pkg.key} ${country}`}</span>
            </button>
            {current ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => run(() => deleteOpsPrice(pkg.key, country), 'Removed.')}
              >
                Remove<span className="visually-hidden">{` ${pkg.key} ${country}`}</span>
              </button>
            ) : null}
          </>
        )}
        {status ? (
          <span
            id={`${id}-status`}
            role="status"
            className={`ms-2 small ${status.kind === 'ok' ? 'text-success' : 'text-danger'}`}
          >
            {status.text}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** The four packages: credits, bonus, the highlighted one, and a price per country in that country's currency. */
export function PackagesEditor({ packages, readOnly }: { packages: OpsPackage[]; readOnly: boolean }) {
  return (
    <div>
      {packages.map((pkg) => (
        <section key={pkg.key} className="card mb-4" aria-labelledby={`pkg-${pkg.key}-title`}>
          <h2 id={`pkg-${pkg.key}-title`} className="card-header h5">
            {pkg.key} <span className="text-body-secondary small">tier {pkg.tier}</span>
          </h2>
          <div className="card-body">
            <PackageDetails pkg={pkg} readOnly={readOnly} />
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <caption>
                  Prices in minor units (1495 = 14.95). A site&apos;s default country always keeps its price.
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Country</th>
                    <th scope="col">Currency</th>
                    <th scope="col">Amount</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {COUNTRIES.map((country) => (
                    <PriceRow
                      // Keyed by country only: a saved price keeps its row (and its "Saved." status) when the page's data refreshes.
                      key={country}
                      pkg={pkg}
                      country={country}
                      readOnly={readOnly}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
