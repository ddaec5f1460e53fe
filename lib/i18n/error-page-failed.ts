import { isLocale, type Locale } from '@/lib/config/locales';

/**
 * The one sentence shown when even the error page failed. No translation provider can be relied on
 * at that point, so it is inlined per language.
 */
export const ERROR_PAGE_FAILED: Record<Locale, { message: string; home: string }> = {
  da: { message: 'Der opstod en fejl under visning af fejlsiden', home: 'Til forsiden' },
  de: { message: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', home: 'Zur Startseite' },
  en: { message: 'An error occurred while showing the error page', home: 'Back to the home page' },
  es: { message: 'Se produjo un error al mostrar la página de error', home: 'Volver al inicio' },
  fi: { message: 'Virhesivun näyttämisessä tapahtui virhe', home: 'Etusivulle' },
  fr: { message: 'Une erreur s’est produite lors de l’affichage de la page d’erreur', home: 'Retour à l’accueil' },
  it: {
    message: 'Si è verificato un errore durante la visualizzazione della pagina di errore',
    home: 'Torna alla home',
  },
  nl: { message: 'Er is een fout opgetreden bij het tonen van de foutpagina', home: 'Terug naar de homepage' },
  no: { message: 'Det oppstod en feil under visning av feilsiden', home: 'Til forsiden' },
  pl: { message: 'Wystąpił błąd podczas wyświetlania strony błędu', home: 'Wróć na stronę główną' },
  sv: { message: 'Ett fel uppstod när felsidan skulle visas', home: 'Till startsidan' },
};

export function errorPageFailedText(lang: string | null | undefined): {
  locale: Locale;
  message: string;
  home: string;
} {
  const locale = isLocale(lang) ? lang : 'en';
  return { locale, ...ERROR_PAGE_FAILED[locale] };
}
