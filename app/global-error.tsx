'use client';

// The last resort when even the root layout failed: no provider is left, so the one sentence is inlined per language.
const TEXT: Record<string, [string, string]> = {
  da: ['Der opstod en fejl under visning af fejlsiden', 'Til forsiden'],
  de: ['Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', 'Zur Startseite'],
  en: ['An error occurred while showing the error page', 'Back to the home page'],
  es: ['Se produjo un error al mostrar la página de error', 'Volver al inicio'],
  fi: ['Virhesivun näyttämisessä tapahtui virhe', 'Etusivulle'],
  fr: ['Une erreur s’est produite lors de l’affichage de la page d’erreur', 'Retour à l’accueil'],
  it: ['Si è verificato un errore durante la visualizzazione della pagina di errore', 'Torna alla home'],
  nl: ['Er is een fout opgetreden bij het tonen van de foutpagina', 'Terug naar de homepage'],
  no: ['Det oppstod en feil under visning av feilsiden', 'Til forsiden'],
  pl: ['Wystąpił błąd podczas wyświetlania strony błędu', 'Wróć na stronę główną'],
  sv: ['Ett fel uppstod när felsidan skulle visas', 'Till startsidan'],
};

export default function GlobalError() {
  const match = typeof document === 'undefined' ? null : /(?:^|; )NEXT_LOCALE=([a-z]{2})/.exec(document.cookie);
  const lang = match?.[1] && TEXT[match[1]] ? match[1] : 'en';
  const [message, home] = TEXT[lang] ?? ['An error occurred while showing the error page', 'Back to the home page'];
  return (
    <html lang={lang}>
      <body style={{ fontFamily: 'Arial, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{message}</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the app is broken here: a full page load is the way out */}
        <a href="/">{home}</a>
      </body>
    </html>
  );
}
