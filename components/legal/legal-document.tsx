import { getMessages, getTranslations } from 'next-intl/server';

export type LegalValues = Record<string, string | number>;
export type LegalName = 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy';
type Format = (key: string, values?: LegalValues) => string;

/** A legal page from its messages: title, intro and numbered sections (s1Title/s1Body …), filled with the company's details. */
export async function LegalDocument({
  name,
  values,
  version,
}: {
  name: LegalName;
  values: LegalValues;
  version?: string;
}) {
  // Section keys are discovered from the catalogue, so the translator is addressed with plain strings here.
  const t = (await getTranslations(`Legal.${name}`)) as unknown as Format;
  const tl = await getTranslations('Legal');
  const keys = Object.keys((await getMessages()).Legal[name]);
  const sections = keys
    .filter((k) => /^s\d+Title$/.test(k))
    .map((k) => ({ id: k, title: t(k, values), body: t(k.replace('Title', 'Body'), values) }));
  return (
    <article className="container py-5" style={{ maxWidth: 820 }}>
      <h1 className="mb-3">{t('title')}</h1>
      {name === 'ban' && (
        // Shown only to a member sent here because their account was suspended or banned (BANNED_PAGE's #account-banned):
        // the page stays one cached page for everyone, the fragment never reaches the server.
        <p id="account-banned" className="alert alert-danger target-notice">
          {t('bannedNotice', values)}
        </p>
      )}
      {version && <p className="text-body-secondary small">{tl('lastUpdated', { date: version })}</p>}
      <p className="lead">{t('intro', values)}</p>
      {sections.map((s) => (
        <section key={s.id} className="mt-4" aria-labelledby={`legal-${s.id}`}>
          <h2 id={`legal-${s.id}`} className="h5">
            {s.title}
          </h2>
          <p>{s.body}</p>
        </section>
      ))}
      <p className="mt-5 small text-body-secondary">{tl('operatedBy', values)}</p>
    </article>
  );
}
