import { blockedContactDetail, introHash, normaliseIntro } from '@/lib/server/chat/abuse-gates';
import { ICEBREAKERS_OFFERED, INTEREST_LINES_OFFERED, pickIcebreakers } from '@/lib/utils/icebreakers';

describe('normaliseIntro', () => {
  it.each([
    ['Hey there, how are you?', 'heytherehowareyou'],
    ['HEY  thereee,\u200b hоw are yóu!!!', 'heytherehowareyou'],
    ['Ｈｅｙ　ｔｈｅｒｅ how are you', 'heytherehowareyou'],
    ['Hééééy', 'hey'],
    ['Hallo, hoe gaat het?', 'halohoegathet'],
  ])('%s → %s', (text, folded) => expect(normaliseIntro(text)).toBe(folded));

  it('keeps a line of emoji only, so it is still compared with itself', () => {
    expect(normaliseIntro('😊 😊')).toBe('😊');
    expect(introHash('😊')).not.toBe(introHash('🌹'));
  });

  it('hashes lines that read the same to one value, others apart', () => {
    expect(introHash('Hi, nice profile!')).toBe(introHash('hi nice  profile'));
    expect(introHash('Hi, nice profile!')).not.toBe(introHash('Hi, nice photo!'));
    expect(introHash('x')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('blockedContactDetail', () => {
  it.each([
    ['email', 'mail me: anna@example.com'],
    ['phone', '06-12 34 56 78'],
    ['link', 'https://example.org/me'],
    ['messenger', 'whatsapp me'],
  ])('refuses %s', (kind, text) => expect(blockedContactDetail(text)).toBe(kind));

  it('lets a proposal to meet and ordinary talk through', () => {
    expect(blockedContactDetail("Let's meet for a coffee sometime")).toBeNull();
    expect(blockedContactDetail('I was born in 1990 and love 2 cats')).toBeNull();
  });
});

describe('pickIcebreakers', () => {
  const general = Array.from({ length: 10 }, (_, i) => `general ${i}`);
  const interest = [
    { line: 'about yoga', shared: false },
    { line: 'about wine', shared: true },
    { line: 'about hiking', shared: false },
  ];

  it(`offers ${ICEBREAKERS_OFFERED} different lines, at most ${INTEREST_LINES_OFFERED} about interests, shared first`, () => {
    const lines = pickIcebreakers({ general, interest, seed: 'a:b:1' });
    expect(lines).toHaveLength(ICEBREAKERS_OFFERED);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines[0]).toBe('about wine');
    expect(lines.filter((l) => l.startsWith('about'))).toHaveLength(INTEREST_LINES_OFFERED);
  });

  it('offers the same lines for the same seed and others for another', () => {
    const once = pickIcebreakers({ general, interest: [], seed: 'a:b:1' });
    expect(pickIcebreakers({ general, interest: [], seed: 'a:b:1' })).toEqual(once);
    const seeds = ['a:b:2', 'a:b:3', 'a:c:1', 'x:b:1'];
    expect(seeds.some((seed) => pickIcebreakers({ general, interest: [], seed }).join() !== once.join())).toBe(true);
  });

  it('fills up with general lines for a member without interests, and never repeats one', () => {
    const lines = pickIcebreakers({ general: ['a', 'b', 'a', 'c'], interest: [], seed: 's' });
    expect([...lines].sort()).toEqual(['a', 'b', 'c']);
  });
});
