import { getTranslations } from 'next-intl/server';
import type { LanderMember } from '@/lib/schemas/landers';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { LanderCta } from './lander-cta';
import type { LanderProps } from './lander-types';
import { MemberPhoto } from '@/components/members/member-photo';
import styles from './map-lander.module.scss';

const GRID = [10, 20, 30, 40, 50, 60, 70, 80, 90];

/**
 * maplanding: a map of the visitor's country drawn from the offline country borders (an inline SVG, no tiles,
 * no network), with members pinned at their regions.
 */
export async function MapLander({ ctx, data }: LanderProps) {
  const [t, tl, ti, tCountries] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Landers.map' }),
    getTranslations({ locale: ctx.locale, namespace: 'Landers' }),
    getTranslations({ locale: ctx.locale, namespace: 'Index' }),
    getTranslations({ locale: ctx.locale, namespace: 'Countries' }),
  ]);
  const niche = String(ctx.niche);
  const map = data.map;
  const country = map ? tCountries(map.country) : '';
  const byRegion = new Map<string, LanderMember[]>();
  for (const m of data.members) {
    if (m.country === map?.country && m.region) byRegion.set(m.region, [...(byRegion.get(m.region) ?? []), m]);
  }
  const firstPinned = map?.regions.map((r) => byRegion.get(r.code)?.[0]).find((m) => m !== undefined)?.id;
  return (
    <>
      <section className="container py-5">
        <header className="mb-4" style={{ maxWidth: 720 }}>
          <h1 className="display-6 fw-bold">{t('title', { niche })}</h1>
          <p className="lead text-body-secondary mb-0">{t('subtitle')}</p>
        </header>
        <div className="row g-4 align-items-start">
          {map && (
            <div className="col-lg-8">
              <figure className="mb-0">
                <div
                  className={styles.map}
                  style={{ aspectRatio: String(map.aspect) }}
                  role="group"
                  aria-label={t('mapLabel', { country })}
                >
                  <svg
                    className={styles.canvas}
                    viewBox="0 0 100 100"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {GRID.map((v) => (
                      <g key={v} className={styles.graticule}>
                        <line x1={v} y1={0} x2={v} y2={100} />
                        <line x1={0} y1={v} x2={100} y2={v} />
                      </g>
                    ))}
                    <path d={map.outline} className={styles.land} fillRule="evenodd" />
                  </svg>
                  <span className={styles.country} aria-hidden="true">
                    {country}
                  </span>
                  <ul className="list-unstyled m-0">
                    {map.regions.map((region) => {
                      const here = byRegion.get(region.code) ?? [];
                      return (
                        <li
                          key={region.code}
                          className={styles.region}
                          style={{ left: `${region.x}%`, top: `${region.y}%` }}
                        >
                          <span className={styles.dot} aria-hidden="true" />
                          {here.length > 0 ? (
                            <span className={styles.pin}>
                              {here.slice(0, 2).map((m) => (
                                <span key={m.id} className={styles.pinItem}>
                                  <MemberPhoto
                                    member={m}
                                    size="thumb"
                                    alt={tl('memberAlt', { name: m.name, age: m.age })}
                                    priority={m.id === firstPinned}
                                    className={styles.pinPhoto}
                                  />
                                  {m.fictional && (
                                    <FictionalMarker label={ctx.fictionalLabel} className={styles.pinMarker} />
                                  )}
                                </span>
                              ))}
                              <span className={styles.count}>
                                <span aria-hidden="true">{here.length}</span>
                                <span className="visually-hidden">
                                  {t('regionMembers', { count: here.length, region: region.name })}
                                </span>
                              </span>
                            </span>
                          ) : null}
                          <span className={styles.name} aria-hidden={here.length > 0 ? true : undefined}>
                            {region.name}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
                <figcaption className="small text-body-secondary mt-2">{t('legend')}</figcaption>
              </figure>
            </div>
          )}
          <div className={map ? 'col-lg-4' : 'col-12'}>
            <h2 className="h4 mb-3">{t('nearbyTitle')}</h2>
            <ul className="list-unstyled mb-0">
              {data.members.slice(0, 8).map((m) => (
                <li key={m.id} className={styles.nearby}>
                  <span className="position-relative flex-shrink-0">
                    <MemberPhoto
                      member={m}
                      size="thumb"
                      alt={tl('memberAlt', { name: m.name, age: m.age })}
                      className={styles.avatar}
                    />
                    {m.fictional && <FictionalMarker label={ctx.fictionalLabel} className={styles.marker} />}
                  </span>
                  <span>
                    <span className="d-block fw-bold">{ti('memberCard', { name: m.name, age: m.age })}</span>
                    {m.place && <span className="small text-body-secondary">{m.place}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <LanderCta ctx={ctx} />
    </>
  );
}
