import { matchesAny, normaliseText } from './normalise-text';

/** Who a member may suspect is writing: a bot, an employee, a moderator, not a real person (normalised spellings). */
const WHO = {
  en: 'bot|robot|ai|computer|program|fake|moderator|operator|employee|real (?:person|human|woman|man|girl|guy)|human|person',
  nl: 'bot|robot|computer|nep|moderator|operator|medewerker|echt(?:e)? (?:persoon|mens|vrouw|man)|mens',
  de: 'bot|roboter|ki|computer|fake|moderator(?:in)?|operator|mitarbeiter(?:in)?|echte(?:r)? (?:mensch|person|frau|mann)|mensch',
  sv: 'bot|robot|dator|fejk|moderator|operator|anstalld|riktig (?:person|manniska|kvinna|man)|riktig|akta|manniska',
  da: 'bot|robot|computer|falsk|moderator|operator|ansat|rigtig (?:person|menneske|kvinde|mand)|rigtig|aegte|menneske',
  no: 'bot|robot|datamaskin|falsk|moderator|operator|ansatt|ekte (?:person|menneske|kvinne|mann)|ekte|menneske',
  fi: 'botti|robotti|tekoaly|tietokone|feikki|moderaattori|operaattori|tyontekija|oikea (?:ihminen|henkilo|nainen|mies)|ihminen',
  fr: 'bot|robot|ia|ordinateur|faux|fausse|moderat(?:eur|rice)|operat(?:eur|rice)|employe(?:e)?|vrai(?:e)? (?:personne|humain|femme|homme)|humain(?:e)?',
  it: 'bot|robot|computer|finto|finta|moderat(?:ore|rice)|operat(?:ore|rice)|dipendente|persona (?:vera|reale)|vero|vera|umano|umana',
  es: 'bot|robot|ia|ordenador|computadora|falso|falsa|moderador(?:a)?|operador(?:a)?|emplead[oa]|persona (?:real|de verdad)|human[oa]',
  pl: 'botem|robotem|bot|komputerem|moderatorem|moderatorka|operatorem|operatorka|pracownikiem|prawdziw(?:a|ym|y) (?:osoba|czlowiekiem|kobieta|mezczyzna)|czlowiekiem',
} as const;

const w = (s: string) => new RegExp(`(?:^|[^\\p{L}])(?:${s})(?=$|[^\\p{L}])`, 'u');

/**
 * "Are you real?" in the 11 languages: the member asks whether the profile is a real person, a bot, a moderator
 * or an operator. Deliberately generous: a false alarm only puts the conversation first and makes the answer
 * start with the honest disclosure, which is never wrong to send.
 */
const PATTERNS: readonly RegExp[] = [
  // English
  w(`are (?:you|u) (?:really |actually )?(?:a |an )?(?:real|fake|${WHO.en})`),
  w(`(?:is this|am i (?:talking|chatting|writing) (?:to|with)) (?:a |an )?(?:real|${WHO.en})`),
  w(`(?:you'?re|you are|ur) (?:a |an )?(?:bot|robot|fake|moderator|operator)`),
  w(`(?:is|are) (?:this|these) (?:profile|profiles) (?:real|fake)`),
  // Dutch
  w(`ben (?:je|jij|u) (?:wel |echt |eigenlijk )*(?:echt|nep|een (?:${WHO.nl}))`),
  w(`(?:is dit|praat ik met|chat ik met) (?:een |wel een )?(?:echt|${WHO.nl})`),
  // German
  w(`bist du (?:wirklich |echt |eigentlich )*(?:echt|real|fake|ein(?:e)? (?:${WHO.de}))`),
  w(`(?:sind sie|ist das|schreibe ich mit) (?:wirklich |echt )*(?:echt|real|ein(?:e|em|er)? (?:${WHO.de}))`),
  // Swedish
  w(`ar du (?:verkligen |pa riktigt )*(?:en |ett )?(?:${WHO.sv}|pa riktigt)`),
  // Danish / Norwegian
  w(`er du (?:virkelig |egentlig |faktisk )*(?:en |et )?(?:${WHO.da}|${WHO.no})`),
  w(`(?:er det|er dette) (?:en |et )?(?:${WHO.da}|${WHO.no})`),
  // Finnish
  w(`oletko (?:sina |oikeasti |todella )*(?:${WHO.fi}|oikea|aito|oikeasti olemassa)`),
  w(`onko (?:tama|tuo) (?:${WHO.fi}|oikea|aito|profiili aito|profiili oikea)`),
  // French
  w(
    `(?:es[- ]tu|etes[- ]vous|tu es|vous etes|t'es) (?:vraiment |reellement )*(?:reel(?:le)?|vrai(?:e)?|faux|fausse|un(?:e)? (?:${WHO.fr})|${WHO.fr})`,
  ),
  w(`(?:est-ce|c'est) (?:un(?:e)? )?(?:${WHO.fr})`),
  // Italian
  w(`(?:sei|lei e) (?:davvero |veramente |proprio )*(?:un(?:a|o)? )?(?:${WHO.it}|reale)`),
  // Spanish
  w(`(?:eres|es usted) (?:realmente |de verdad )*(?:un(?:a)? )?(?:real|de verdad|${WHO.es})`),
  // Polish
  w(
    `(?:czy )?(?:jestes|jestescie|pan jest|pani jest) (?:naprawde |prawdziwie )*(?:prawdziw(?:a|y|ym|a osoba)|${WHO.pl}|realn(?:a|y))`,
  ),
];

/** Whether a member's message asks whether the profile is real, a person, a bot, a moderator or an operator. */
export function asksIfReal(text: string): boolean {
  return matchesAny(normaliseText(text), PATTERNS);
}
