import { normaliseText } from './normalise-text';

export type ContactDetailKind = 'email' | 'phone' | 'link' | 'messenger' | 'meeting';

/** Digits spelled out in the 11 languages (normalised): "nul zes een twee ..." is a phone number too. */
const DIGIT_WORDS = [
  'zero|one|two|three|four|five|six|seven|eight|nine|oh',
  'nul|een|twee|drie|vier|vijf|zes|zeven|acht|negen',
  'null|eins|zwei|drei|vier|funf|sechs|sieben|acht|neun',
  'noll|ett|en|tva|tre|fyra|fem|sex|sju|atta|nio',
  'nul|en|to|tre|fire|fem|seks|syv|otte|ni',
  'null|en|to|tre|fire|fem|seks|sju|atte|ni',
  'nolla|yksi|kaksi|kolme|nelja|viisi|kuusi|seitseman|kahdeksan|yhdeksan',
  'zero|un|deux|trois|quatre|cinq|six|sept|huit|neuf',
  'zero|uno|due|tre|quattro|cinque|sei|sette|otto|nove',
  'cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve',
  'zero|jeden|dwa|trzy|cztery|piec|szesc|siedem|osiem|dziewiec',
].join('|');
const DIGIT_WORD = new RegExp(`^(?:${DIGIT_WORDS})$`);

const EMAIL: readonly RegExp[] = [
  /[\p{L}\d._%+-]+\s*@\s*[\p{L}\d-]+\s*\.\s*[a-z]{2,}/u,
  /[\p{L}\d._%+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|\sapestaartje\s)\s*[\p{L}\d-]+\s*(?:\(dot\)|\[dot\]|\sdot\s|\spunt\s|\spunkt\s|\spoint\s|\spunto\s|\skropka\s|\spiste\s)\s*[a-z]{2,}/u,
];
const URL =
  /(?:https?:\/\/|www\.|\b[a-z\d-]{2,}(?:\.|\s?\(dot\)\s?|\s?\[dot\]\s?|\sdot\s)(?:com|net|org|nl|de|be|fr|it|es|se|dk|no|fi|pl|eu|uk|ch|at|io|co|me|info|biz|xyz|app|dating|online|site|link|ly|gl|to|tv)\b)/u;
const MESSENGER =
  /(?:^|[^\p{L}])(?:whats\s?app|whatsap|telegram|snap\s?chat|snap|insta(?:gram)?|kik|skype|signal|viber|wechat|line id|facebook|fb|messenger|tiktok|discord|threema|imessage|facetime|onlyfans|twitter|x\.com)(?=$|[^\p{L}])|(?:^|\s)@[a-z\d_.]{3,}/u;

/** Promises or proposals to meet, in the 11 languages (normalised). A fictional profile never meets anyone. */
const MEETING: readonly RegExp[] = [
  /\b(?:let'?s|we (?:could|can|should)|want to|wanna|shall we|can we|we'?ll|i'?ll|i will|i can|i'd like to) (?:meet|see (?:you|each other)|get together|hook up)\b/,
  // "Nice to meet you" is a greeting, not a date.
  /(?<!(?:nice|good|great|lovely|glad|pleased|happy) to )\bmeet (?:you|me|up|in person|for (?:a )?(?:coffee|drink|dinner|date))\b/,
  /\b(?:afspreken|afspraakje|ontmoeten|(?:elkaar )?zien|kom(?:en)? langs|langskomen|bij (?:jou|mij) thuis)\b/,
  /\b(?:treffen|kennenlernen|vorbeikommen|date mit dir|zu dir kommen|zu mir kommen|sehen uns)\b/,
  /\b(?:traffas|vi ses|traffa dig|komma over|komma hem till)\b/,
  /\b(?:modes|mode dig|motes|mote deg|treffes|treffe deg|komme over|komme hjem til)\b/,
  /\b(?:tavata|tavataan|tapaamaan|tapaisimme|nahdaan|nahda sinut|tulla kylaan)\b/,
  /\b(?:se voir|se rencontrer|(?:te|vous) (?:rencontrer|voir)|rendez-vous|rdv|on se voit|viens chez moi|venir chez (?:toi|moi))\b/,
  /\b(?:incontrarci|incontrarti|vederci|ci vediamo|vederti|appuntamento|vieni da me|venire da te)\b/,
  /\b(?:quedar|quedamos|vernos|encontrarnos|conocernos en persona|cita contigo|ven a mi casa|ir a tu casa)\b/,
  /\b(?:spotkac|spotkajmy|spotkamy|zobaczyc sie|zobaczymy sie|randke|przyjdz do mnie|przyjde do ciebie)\b/,
];

/** A run of at least 7 digits, however separated (spaces, dots, dashes, brackets, stars, a leading +), is a phone number. */
function hasPhoneNumber(text: string): boolean {
  for (const run of text.match(/\+?[\d][\d\s().\-/]{5,}\d/g) ?? []) {
    if (run.replace(/\D/g, '').length >= 7) return true;
  }
  // Figures with any other few marks between them ("06*12*34*56*78", "06_12_34_56_78").
  if (/\d(?:[^\p{L}\d]{0,3}\d){6}/u.test(text)) return true;
  // Spelled digits (or a mix with figures): 7 or more digit words or figures in a row.
  let streak = 0;
  for (const token of text.split(/[\s,.\-/]+/)) {
    if (token === '') continue;
    if (DIGIT_WORD.test(token)) streak += 1;
    else if (/^\d+$/.test(token)) streak += token.length;
    else streak = 0;
    if (streak >= 7) return true;
  }
  return false;
}

/**
 * The first kind of contact detail an operator's answer holds, or null: e-mail addresses (also "name at host
 * dot com"), phone numbers (any format, spelled digits too), links and domains, messenger names and handles,
 * and promises to meet. A fictional profile gives none of these (issue 15 §5): the answer is refused.
 */
export function contactDetailsIn(body: string): ContactDetailKind | null {
  const text = normaliseText(body);
  if (EMAIL.some((pattern) => pattern.test(text))) return 'email';
  if (URL.test(text)) return 'link';
  if (hasPhoneNumber(text)) return 'phone';
  if (MESSENGER.test(text)) return 'messenger';
  if (MEETING.some((pattern) => pattern.test(text))) return 'meeting';
  return null;
}
