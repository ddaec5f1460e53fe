import type { Locale } from './locales';

const TEXT: Record<Locale, { title: string; body: string }> = {
  da: { title: 'Ukendt websted', body: 'Dette domæne er ikke knyttet til et websted hos os. Kontrollér adressen.' },
  de: {
    title: 'Unbekannte Website',
    body: 'Diese Domain gehört zu keiner unserer Websites. Bitte prüfen Sie die Adresse.',
  },
  en: { title: 'Unknown site', body: 'This domain is not connected to any of our sites. Please check the address.' },
  es: {
    title: 'Sitio desconocido',
    body: 'Este dominio no está vinculado a ninguno de nuestros sitios. Comprueba la dirección.',
  },
  fi: { title: 'Tuntematon sivusto', body: 'Tämä verkkotunnus ei kuulu mihinkään sivustoistamme. Tarkista osoite.' },
  fr: { title: 'Site inconnu', body: 'Ce domaine n’est associé à aucun de nos sites. Veuillez vérifier l’adresse.' },
  it: {
    title: 'Sito sconosciuto',
    body: 'Questo dominio non è collegato a nessuno dei nostri siti. Controlla l’indirizzo.',
  },
  nl: { title: 'Onbekende site', body: 'Dit domein hoort niet bij een van onze sites. Controleer het adres.' },
  no: { title: 'Ukjent nettsted', body: 'Dette domenet er ikke knyttet til noen av nettstedene våre. Sjekk adressen.' },
  pl: { title: 'Nieznana witryna', body: 'Ta domena nie jest powiązana z żadną z naszych witryn. Sprawdź adres.' },
  sv: {
    title: 'Okänd webbplats',
    body: 'Den här domänen hör inte till någon av våra webbplatser. Kontrollera adressen.',
  },
};

/** A self-contained page for hosts no site claims; it never echoes the host back. */
export function unknownSiteHtml(locale: Locale): string {
  const t = TEXT[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title><style>body{font-family:Arial,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8f9fa;color:#212529}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style></head><body><main><h1>${t.title}</h1><p>${t.body}</p><p>421</p></main></body></html>`;
}
