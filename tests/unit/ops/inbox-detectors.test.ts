import { asksIfReal } from '@/lib/server/ops/inbox/detect-honesty';
import { contactDetailsIn } from '@/lib/server/ops/inbox/detect-contact-details';
import { vulnerabilitySigns } from '@/lib/server/ops/care/detect-vulnerability';
import { replyPrints } from '@/lib/server/ops/inbox/reply-prints';

describe('asksIfReal: "are you real?" in the 11 languages', () => {
  it.each([
    ['en', 'Are you real?'],
    ['en', 'are u a bot lol'],
    ['en', 'Am I talking to a real person?'],
    ['en', 'is this a moderator writing?'],
    ['nl', 'Ben je echt?'],
    ['nl', 'ben jij wel echt'],
    ['nl', 'Ben je een medewerker of een bot?'],
    ['de', 'Bist du echt?'],
    ['de', 'bist du ein Bot'],
    ['de', 'Schreibe ich mit einem Moderator?'],
    ['sv', 'Är du en riktig person?'],
    ['sv', 'ar du akta?'],
    ['da', 'Er du ægte?'],
    ['da', 'er du en rigtig person'],
    ['no', 'Er du ekte?'],
    ['no', 'er du en bot?'],
    ['fi', 'Oletko oikea ihminen?'],
    ['fi', 'oletko botti'],
    ['fr', 'Es-tu réelle ?'],
    ['fr', 'tu es un robot ?'],
    ['fr', 'Êtes-vous une vraie personne ?'],
    ['it', 'Sei vera?'],
    ['it', 'sei un bot?'],
    ['es', '¿Eres real?'],
    ['es', 'eres una persona real?'],
    ['pl', 'Czy jesteś prawdziwa?'],
    ['pl', 'jestes botem?'],
  ])('%s: %s', (_locale, text) => expect(asksIfReal(text)).toBe(true));

  it.each([
    'Really nice to hear from you',
    'Hoe was je dag? Echt leuk!',
    'Ich bin echt müde heute',
    'Jag har en riktig bra dag',
    'È vero che ami il mare?',
    'Es realmente bonito aquí',
    'I love real coffee',
  ])('not a question about the profile: %s', (text) => expect(asksIfReal(text)).toBe(false));
});

describe('contactDetailsIn', () => {
  it.each([
    ['email', 'write me: anna.smit@example.com'],
    ['email', 'anna (at) gmail (dot) com'],
    ['phone', '06-12345678'],
    ['phone', '+49 170 123 4567'],
    ['phone', '0 6 1 2 3 4 5 6 7 8'],
    ['phone', 'zero six one two three four five six'],
    ['phone', 'nolla kuusi yksi kaksi kolme nelja viisi'],
    ['link', 'https://example.org/me'],
    ['link', 'www.anna.nl'],
    ['link', 'anna-dating.com'],
    ['messenger', 'Add me on Snapchat'],
    ['messenger', 'mijn telegram: annasmit'],
    ['messenger', 'follow @anna_smit99'],
    ['meeting', "let's meet for a drink"],
    ['meeting', 'Zullen we elkaar ontmoeten?'],
    ['meeting', 'Wir sollten uns treffen'],
    ['meeting', 'Vi kan träffas på lördag'],
    ['meeting', 'Skal vi mødes?'],
    ['meeting', 'Vil du treffes?'],
    ['meeting', 'Voitaisiin tavata huomenna'],
    ['meeting', 'On pourrait se voir ?'],
    ['meeting', 'Vuoi incontrarci?'],
    ['meeting', '¿Quedamos mañana?'],
    ['meeting', 'Możemy się spotkać?'],
  ])('%s: %s', (kind, text) => expect(contactDetailsIn(text)).toBe(kind));

  it.each([
    'I like it. It is lovely',
    'I was at school. Then I went home',
    'I am 34 and love 2 cats',
    'Meeting you here made my day',
    'Hello, nice to meet you here!',
    'What a nice day, tell me more!',
    'Ich heiße Anna, ich bin 34 😊',
    'Cześć! Mam 2 koty i 1 psa',
    'Le 3 mai à 14h30 ?',
    'I scored 10/10 and 9/10!',
    'I was born in 1990, 35 now',
    'ﬁne ﬂowers, ½ price',
  ])('leaves ordinary answers alone: %s', (text) => expect(contactDetailsIn(text)).toBeNull());

  it.each([
    ['phone', 'call me 0\u200B6\u200B1\u200B2\u200B3\u200B4\u200B5\u200B6\u200B7'],
    ['phone', 'bel me: ０６１２３４５６７８'],
    ['phone', 'my number 𝟎𝟔𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖'],
    ['phone', 'my number ٠٦١٢٣٤٥٦٧٨'],
    ['phone', 'bel 06*12*34*56*78'],
    ['email', 'anna＠gmail．com'],
    ['link', 'see me on gmail.cоm'],
    ['messenger', 'add me on wha\u00ADtsapp'],
    ['messenger', 'ｗｈａｔｓａｐｐ me'],
  ])('sees through disguises: %s in %s', (kind, text) => expect(contactDetailsIn(text)).toBe(kind));
});

describe('vulnerabilitySigns', () => {
  it.each([
    ['lonely', 'I feel so lonely'],
    ['lonely', 'Ik ben zo eenzaam'],
    ['lonely', 'Ich bin einsam'],
    ['lonely', 'Jag är ensam'],
    ['lonely', 'Jeg er ensom'],
    ['lonely', 'Olen yksinäinen'],
    ['lonely', 'Je me sens seule'],
    ['lonely', 'Mi sento solo'],
    ['lonely', 'Me siento sola'],
    ['lonely', 'Jestem samotny'],
    ['debt', 'I have debts'],
    ['debt', 'Ik heb schulden'],
    ['debt', 'Ich habe Schulden'],
    ['debt', 'Jeg har gæld'],
    ['debt', 'Jeg har gjeld'],
    ['debt', 'Jag har skulder'],
    ['debt', 'Minulla on velkaa'],
    ['debt', "J'ai des dettes"],
    ['debt', 'Ho molti debiti'],
    ['debt', 'Tengo deudas'],
    ['debt', 'Mam długi'],
    ['under_age', "I'm 15"],
    ['under_age', 'ik ben 16 jaar'],
    ['under_age', 'Ich bin 14'],
    ['under_age', 'jag är 17 år'],
    ['under_age', 'olen 16-vuotias'],
    ['under_age', "j'ai 15 ans"],
    ['under_age', 'ho 16 anni'],
    ['under_age', 'tengo 15 años'],
    ['under_age', 'mam 16 lat'],
    ['under_age', 'Ik ben minderjarig'],
  ])('%s: %s', (sign, text) => expect(vulnerabilitySigns(text)).toContain(sign));

  it.each(['I am 45 and happy', 'We broke up last year', 'A minor detail', 'Ik ben 18 jaar'])('no sign: %s', (text) =>
    expect(vulnerabilitySigns(text)).toEqual([]),
  );
});

describe('replyPrints', () => {
  const text = 'What a lovely surprise to hear from you, tell me all about your weekend plans please';
  const shared = (a: string, b: string) => {
    const pb = new Set(replyPrints(b).map((p) => p.print));
    return replyPrints(a).some((p) => pb.has(p.print));
  };
  it('matches the same text however written, and a near-duplicate', () => {
    expect(shared(text, text.toUpperCase().replace(',', ' ,'))).toBe(true);
    expect(shared(text, `${text} today`)).toBe(true);
  });
  it('does not match a different answer', () => {
    expect(shared(text, 'I went swimming this morning and the water was freezing cold, brr')).toBe(false);
  });
});
