/**
 * Deterministic, network-free SVG avatar generator for demo members.
 *
 * `avatarSvg(seed, traits, size)` returns a standalone SVG document (viewBox
 * 0 0 512 512) showing a flat-illustration head-and-shoulders portrait. Every
 * random choice (background, clothing, face shape, hair style, accessories…)
 * comes from a small seeded PRNG, so the same seed + traits always yields the
 * same picture. Only basic shapes, paths and linear gradients are used so the
 * output renders identically in browsers and librsvg (sharp).
 */

import type { EYE_COLOURS, HAIR_COLOURS } from '@/lib/schemas/profile';

export type AvatarTraits = {
  gender: 'male' | 'female';
  age: number; // 18..80
  hairColour: (typeof HAIR_COLOURS)[number];
  eyeColour: (typeof EYE_COLOURS)[number];
  skinTone: 0 | 1 | 2 | 3 | 4 | 5; // light .. dark
};

type Rnd = () => number;
type NonEmpty<T> = readonly [T, ...T[]];

/* ------------------------------------------------------------------ PRNG */

function hashSeed(s: string): number {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

function mulberry32(seed: number): Rnd {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(arr: NonEmpty<T>, rnd: Rnd): T {
  return arr[Math.floor(rnd() * arr.length)] ?? arr[0];
}

function pickWeighted<T>(items: NonEmpty<readonly [T, number]>, rnd: Rnd): T {
  let total = 0;
  for (const [, w] of items) total += Math.max(0, w);
  let r = rnd() * total;
  for (const [v, w] of items) {
    r -= Math.max(0, w);
    if (r < 0) return v;
  }
  return items[0][0];
}

const range = (rnd: Rnd, a: number, b: number): number => a + (b - a) * rnd();
const chance = (rnd: Rnd, p: number): boolean => rnd() < p;
const clamp = (v: number, a: number, b: number): number => Math.min(b, Math.max(a, v));

/* --------------------------------------------------------------- colours */

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

const dark = (c: string, t: number): string => mix(c, '#000000', t);
const light = (c: string, t: number): string => mix(c, '#ffffff', t);

function get<K extends string>(rec: Readonly<Record<K, string>>, key: K, fallback: string): string {
  return Object.prototype.hasOwnProperty.call(rec, key) ? rec[key] : fallback;
}

const SKIN: NonEmpty<string> = ['#fde2cc', '#f4c9a4', '#e3ab7f', '#c98b5c', '#9a623d', '#6a4128'];

const HAIR: Readonly<Record<AvatarTraits['hairColour'], string>> = {
  black: '#2b2420',
  brown: '#6b4428',
  blonde: '#e2bb69',
  red: '#b24f26',
  grey: '#bdbab5',
};

const EYES: Readonly<Record<AvatarTraits['eyeColour'], string>> = {
  brown: '#6b3e1c',
  blue: '#3d7fc6',
  green: '#4a9657',
  grey: '#7c8e9b',
};

const BACKGROUNDS: NonEmpty<readonly [string, string]> = [
  ['#ffd3de', '#ffeab8'],
  ['#c7e3ff', '#e6d4ff'],
  ['#d0f4e6', '#c4e2ff'],
  ['#ffdcbf', '#ffc4d3'],
  ['#e4ddff', '#ffd4e6'],
  ['#fff0bd', '#c7efd9'],
  ['#c9e9f2', '#f3d6ff'],
  ['#ffd6bb', '#fff2c0'],
  ['#d8ecc5', '#fbe3b5'],
  ['#bfe3e0', '#fde0cf'],
];

const CLOTHES: NonEmpty<string> = [
  '#e4572e',
  '#2e86ab',
  '#5b8e7d',
  '#f2a541',
  '#7b4b94',
  '#d1495b',
  '#3d5a80',
  '#2a9d8f',
  '#ef8354',
  '#6d597a',
  '#f4f1ea',
  '#264653',
  '#8ab17d',
  '#e76f51',
];

/* ------------------------------------------------------------ formatting */

/** Tagged template that rounds interpolated numbers (keeps output small). */
function p(strs: TemplateStringsArray, ...vals: (number | string)[]): string {
  let out = strs[0] ?? '';
  for (let i = 0; i < vals.length; i++) {
    const v = vals[i] ?? '';
    out += (typeof v === 'number' ? String(Math.round(v * 10) / 10) : v) + (strs[i + 1] ?? '');
  }
  return out;
}

const MIRROR = ' transform="matrix(-1 0 0 1 512 0)"';

/* ------------------------------------------------------------------ main */

type Geo = {
  cx: number;
  cy: number;
  fw: number;
  fh: number;
  jaw: number;
  chin: number;
  eyeY: number;
  browY: number;
  noseY: number;
  mouthY: number;
  hl: number;
};

type HairOut = { back: string; front: string; coversEars: boolean };

export function avatarSvg(seed: string, traits: AvatarTraits, size = 512): string {
  const rnd = mulberry32(hashSeed(`${seed}|avatar`));
  const female = traits.gender === 'female';
  const age = clamp(Number.isFinite(traits.age) ? traits.age : 30, 18, 80);
  const old = clamp((age - 35) / 45, 0, 1); // 0 young .. 1 at 80
  const px = Number.isFinite(size) && size > 0 ? Math.round(size) : 512;
  const uid = hashSeed(
    `${seed}|${traits.gender}|${age}|${traits.hairColour}|${traits.eyeColour}|${String(traits.skinTone)}`,
  ).toString(36);

  /* colours */
  const skinIdx = clamp(Math.round(Number(traits.skinTone) || 0), 0, 5);
  const skin = SKIN[skinIdx] ?? SKIN[0];
  const skinSh = dark(skin, 0.13);
  const skinLine = dark(skin, 0.32);
  let hair = get(HAIR, traits.hairColour, HAIR.brown);
  hair = mix(hair, rnd() < 0.5 ? '#000000' : '#ffffff', range(rnd, 0, 0.1));
  if (traits.hairColour !== 'grey' && age > 38) {
    // salt-and-pepper: subtle greying that grows with age
    const g = clamp((age - 38) / 40, 0, 1) * range(rnd, 0.25, 0.6);
    hair = mix(hair, '#c8c5c0', g);
  }
  const hairSh = dark(hair, 0.22);
  const hairHi = light(hair, 0.18);
  const brow = traits.hairColour === 'blonde' || traits.hairColour === 'grey' ? dark(hair, 0.35) : dark(hair, 0.12);
  const eye = get(EYES, traits.eyeColour, EYES.brown);
  const bg = pick(BACKGROUNDS, rnd);
  const cloth = pick(CLOTHES, rnd);
  const clothSh = dark(cloth, 0.18);

  /* geometry */
  const cx = 256;
  const cy = 238;
  const fw = female ? range(rnd, 80, 88) : range(rnd, 87, 95);
  const fh = female ? range(rnd, 106, 113) : range(rnd, 108, 116);
  const geo: Geo = {
    cx,
    cy,
    fw,
    fh,
    jaw: female ? range(rnd, 0.3, 0.45) : range(rnd, 0.45, 0.7),
    chin: female ? range(rnd, 0.28, 0.42) : range(rnd, 0.4, 0.56),
    eyeY: cy + 10,
    browY: cy - 14,
    noseY: cy + 48,
    mouthY: cy + 72,
    hl: cy - fh * 0.62,
  };
  const { eyeY, browY, noseY, mouthY } = geo;
  const chinY = cy + fh;
  const eyeDX = fw * 0.42;

  const parts: string[] = [];
  const add = (s: string): void => {
    parts.push(s);
  };

  /* background */
  const ang = rnd() * Math.PI * 2;
  const gx = Math.cos(ang) * 0.5;
  const gy = Math.sin(ang) * 0.5;
  add(
    `<defs><linearGradient id="g${uid}"${p` x1="${0.5 - gx}" y1="${0.5 - gy}" x2="${0.5 + gx}" y2="${0.5 + gy}"`}>` +
      `<stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>`,
  );
  add(`<rect width="512" height="512" fill="url(#g${uid})"/>`);
  let bubbles = '';
  for (let i = 0, n = 2 + Math.floor(rnd() * 3); i < n; i++) {
    bubbles += p`<circle cx="${range(rnd, 20, 492)}" cy="${range(rnd, 20, 300)}" r="${range(rnd, 20, 70)}"/>`;
  }
  add(`<g fill="#fff" opacity=".22">${bubbles}</g>`);

  /* hair (computed early: back layer sits behind everything) */
  const hairOut = female
    ? femaleHair(geo, rnd, age, hair, hairSh, hairHi)
    : maleHair(geo, rnd, age, hair, hairSh, hairHi);
  add(hairOut.back);

  /* neck + body */
  const nw = female ? 30 : 36;
  add(
    `<path fill="${skin}" d="${p`M${cx - nw} ${chinY - 50}V${chinY + 40}Q${cx - nw} ${chinY + 58} ${cx - nw - 40} ${chinY + 70}V500H${cx + nw + 40}V${chinY + 70}Q${cx + nw} ${chinY + 58} ${cx + nw} ${chinY + 40}V${chinY - 50}Z`}"/>`,
  );
  add(
    `<path fill="${skinSh}" d="${p`M${cx - nw} ${chinY - 30}V${chinY + 10}Q${cx} ${chinY + 34} ${cx + nw} ${chinY + 10}V${chinY - 30}Z`}"/>`,
  );
  const sL = female ? 62 : 34;
  const sR = 512 - sL;
  const top = chinY + 46;
  const neck = pickWeighted<'crew' | 'v' | 'scoop' | 'collar'>(
    [
      ['crew', 3],
      ['v', 2],
      ['scoop', female ? 3 : 0],
      ['collar', female ? 1 : 2.5],
    ],
    rnd,
  );
  const ow = neck === 'scoop' ? nw + 28 : nw + 10;
  const dip = neck === 'v' ? top + 52 : neck === 'scoop' ? top + 44 : top + 22;
  const neckline = neck === 'v' ? p`L${cx} ${dip}L${cx + ow} ${top}` : p`Q${cx} ${dip + (dip - top)} ${cx + ow} ${top}`;
  add(
    `<path fill="${cloth}" d="${p`M${sL} 512C${sL + 2} ${top + 50} ${sL + 40} ${top + 20} ${cx - ow - 40} ${top + 6}L${cx - ow} ${top}`}${neckline}${p`L${cx + ow + 40} ${top + 6}C${sR - 40} ${top + 20} ${sR - 2} ${top + 50} ${sR} 512Z`}"/>`,
  );
  add(`<path fill="none" stroke="${clothSh}" stroke-width="7" d="${p`M${cx - ow} ${top}`}${neckline}"/>`);
  if (neck === 'collar') {
    const cc = chance(rnd, 0.5) ? '#ffffff' : clothSh;
    add(
      `<path fill="${cc}" stroke="${dark(cc, 0.15)}" stroke-width="2" d="${p`M${cx - ow - 4} ${top - 4}L${cx - 4} ${dip + 20}L${cx - ow - 18} ${top + 34}ZM${cx + ow + 4} ${top - 4}L${cx + 4} ${dip + 20}L${cx + ow + 18} ${top + 34}Z`}"/>`,
    );
  }
  // shoulder seams / arm shading
  add(
    `<path fill="none" stroke="${clothSh}" stroke-width="4" opacity=".5" d="${p`M${sL + 34} 512Q${sL + 40} ${top + 50} ${sL + 56} ${top + 34}M${sR - 34} 512Q${sR - 40} ${top + 50} ${sR - 56} ${top + 34}`}"/>`,
  );

  /* ears */
  const earY = eyeY + 16;
  const ear = p`<ellipse cx="${cx - fw + 2}" cy="${earY}" rx="14" ry="22"/>`;
  const earIn = p`<path d="M${cx - fw - 4} ${earY - 10}q-5 10 2 20" fill="none" stroke="${skinSh}" stroke-width="4" stroke-linecap="round"/>`;
  add(`<g fill="${skin}">${ear}${earIn}<g${MIRROR}>${ear}${earIn}</g></g>`);
  if (!hairOut.coversEars && chance(rnd, female ? 0.75 : 0.12)) {
    const gold = chance(rnd, 0.7) ? '#e8b93e' : '#cfd6dc';
    const hoop = female && chance(rnd, 0.5);
    const ex = cx - fw;
    const e = hoop
      ? p`<circle cx="${ex}" cy="${earY + 28}" r="9" fill="none" stroke-width="3"/>`
      : p`<circle cx="${ex + 1}" cy="${earY + 18}" r="4.5"/>`;
    add(`<g fill="${gold}" stroke="${gold}">${e}<g${MIRROR}>${e}</g></g>`);
  }

  /* face */
  const { jaw, chin } = geo;
  add(
    `<path fill="${skin}" d="${p`M${cx - fw} ${cy}C${cx - fw} ${cy - fh * 0.56} ${cx - fw * 0.56} ${cy - fh} ${cx} ${cy - fh}C${cx + fw * 0.56} ${cy - fh} ${cx + fw} ${cy - fh * 0.56} ${cx + fw} ${cy}C${cx + fw} ${cy + fh * jaw} ${cx + fw * chin} ${chinY} ${cx} ${chinY}C${cx - fw * chin} ${chinY} ${cx - fw} ${cy + fh * jaw} ${cx - fw} ${cy}Z`}"/>`,
  );

  /* cheeks / freckles / wrinkles */
  add(
    p`<g fill="#ff6f6f" opacity=".16"><ellipse cx="${cx - fw * 0.56}" cy="${eyeY + 36}" rx="17" ry="10"/><ellipse cx="${cx + fw * 0.56}" cy="${eyeY + 36}" rx="17" ry="10"/></g>`,
  );
  if (
    chance(rnd, skinIdx <= 1 ? 0.3 : skinIdx <= 3 ? 0.12 : 0.04) ||
    (traits.hairColour === 'red' && chance(rnd, 0.5))
  ) {
    let fr = '';
    for (let i = 0; i < 14; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      fr += p`<circle cx="${cx + side * range(rnd, 14, fw * 0.62)}" cy="${eyeY + range(rnd, 18, 40)}" r="${range(rnd, 1.3, 2.3)}"/>`;
    }
    add(`<g fill="${dark(skin, 0.3)}" opacity=".55">${fr}</g>`);
  }
  let wr = '';
  if (age >= 36) {
    // smile lines
    wr += p`M${cx - 26} ${noseY - 2}Q${cx - 36} ${mouthY - 8} ${cx - 31} ${mouthY + 10}M${cx + 26} ${noseY - 2}Q${cx + 36} ${mouthY - 8} ${cx + 31} ${mouthY + 10}`;
  }
  if (age >= 45) {
    // forehead
    wr += p`M${cx - 30} ${browY - 28}Q${cx} ${browY - 34} ${cx + 30} ${browY - 28}M${cx - 22} ${browY - 40}Q${cx} ${browY - 45} ${cx + 22} ${browY - 40}`;
  }
  if (age >= 52) {
    // crow's feet + under-eye
    const ox = eyeDX + 22;
    wr += p`M${cx - ox} ${eyeY - 3}l-9 -4M${cx - ox} ${eyeY + 3}l-9 4M${cx + ox} ${eyeY - 3}l9 -4M${cx + ox} ${eyeY + 3}l9 4`;
    wr += p`M${cx - eyeDX - 11} ${eyeY + 15}q11 6 22 0M${cx + eyeDX - 11} ${eyeY + 15}q11 6 22 0`;
  }
  if (wr) {
    add(
      `<path fill="none" stroke="${skinLine}" stroke-width="2.5" stroke-linecap="round" opacity="${Math.round((0.25 + old * 0.3) * 100) / 100}" d="${wr}"/>`,
    );
  }

  /* beard (under the mouth, over the face) */
  if (!female) {
    const style = pickWeighted<'none' | 'stubble' | 'beard' | 'goatee' | 'moustache'>(
      [
        ['none', 4],
        ['stubble', 2.5],
        ['beard', 1.6 + old],
        ['goatee', 0.8],
        ['moustache', 0.5 + old],
      ],
      rnd,
    );
    const by = cy + 14;
    const fullBeard = p`M${cx - fw} ${by}C${cx - fw} ${cy + fh * jaw + 8} ${cx - fw * chin} ${chinY + 12} ${cx} ${chinY + 12}C${cx + fw * chin} ${chinY + 12} ${cx + fw} ${cy + fh * jaw + 8} ${cx + fw} ${by}L${cx + fw - 7} ${by}C${cx + fw - 9} ${mouthY - 6} ${cx + 30} ${noseY + 6} ${cx} ${noseY + 8}C${cx - 30} ${noseY + 6} ${cx - fw + 9} ${mouthY - 6} ${cx - fw + 7} ${by}Z`;
    const stache = p`M${cx - 34} ${mouthY + 2}C${cx - 30} ${noseY + 8} ${cx + 30} ${noseY + 8} ${cx + 34} ${mouthY + 2}C${cx + 20} ${mouthY - 6} ${cx - 20} ${mouthY - 6} ${cx - 34} ${mouthY + 2}Z`;
    if (style === 'stubble') add(`<path fill="${hairSh}" opacity=".15" d="${fullBeard}"/>`);
    if (style === 'beard') add(`<path fill="${hair}" d="${fullBeard}"/>`);
    if (style === 'goatee')
      add(
        `<path fill="${hair}" d="${stache}${p`M${cx - 24} ${mouthY + 14}Q${cx} ${mouthY + 8} ${cx + 24} ${mouthY + 14}Q${cx + 22} ${chinY + 8} ${cx} ${chinY + 10}Q${cx - 22} ${chinY + 8} ${cx - 24} ${mouthY + 14}Z`}"/>`,
      );
    if (style === 'moustache') add(`<path fill="${hair}" d="${stache}"/>`);
  }

  /* eyes */
  const lid = dark(skin, 0.55);
  const oneEye = (x: number): string =>
    p`<ellipse cx="${x}" cy="${eyeY}" rx="14" ry="10" fill="#fff"/><circle cx="${x}" cy="${eyeY + 1}" r="8.5" fill="${eye}"/>` +
    p`<circle cx="${x}" cy="${eyeY + 1}" r="4.2" fill="#1b1411"/><circle cx="${x + 3}" cy="${eyeY - 2}" r="2.2" fill="#fff"/>`;
  add(oneEye(cx - eyeDX) + oneEye(cx + eyeDX));
  const lidW = female ? 3.6 : 3;
  const lids = (x: number, s: number): string =>
    p`M${x - 15 * s} ${eyeY + 1}Q${x} ${eyeY - 15} ${x + 15 * s} ${eyeY - 1}` +
    (female ? p`l${5 * s} -5M${x + 10 * s} ${eyeY - 7}l${4 * s} -6` : '');
  add(
    `<path fill="none" stroke="${lid}" stroke-width="${lidW}" stroke-linecap="round" d="${lids(cx - eyeDX, -1)}${lids(cx + eyeDX, 1)}"/>`,
  );

  /* glasses */
  if (chance(rnd, 0.16 + old * 0.35)) {
    const gc = pick(['#222222', '#6b3e26', '#a23b4a', '#2f5d8a', '#8a8f96'], rnd);
    const round = chance(rnd, 0.5);
    const gw = 24;
    const lens = (x: number): string =>
      round
        ? p`<circle cx="${x}" cy="${eyeY}" r="${gw - 2}"/>`
        : p`<rect x="${x - gw}" y="${eyeY - 18}" width="${gw * 2}" height="36" rx="11"/>`;
    add(
      `<g fill="#fff" fill-opacity=".15" stroke="${gc}" stroke-width="4.5">${lens(cx - eyeDX)}${lens(cx + eyeDX)}` +
        `<path fill="none" d="${p`M${cx - eyeDX + gw - 2} ${eyeY - 4}Q${cx} ${eyeY - 14} ${cx + eyeDX - gw + 2} ${eyeY - 4}M${cx - eyeDX - gw} ${eyeY - 4}L${cx - fw + 2} ${eyeY - 8}M${cx + eyeDX + gw} ${eyeY - 4}L${cx + fw - 2} ${eyeY - 8}`}"/></g>`,
    );
  }

  /* eyebrows */
  const bw = female ? 4 : 6.5;
  const arch = female ? range(rnd, 7, 10) : range(rnd, 3, 6);
  const br = (x: number, s: number): string =>
    p`M${x - 17 * s} ${browY + 3}Q${x - 2 * s} ${browY - arch} ${x + 17 * s} ${browY + 1}`;
  add(
    `<path fill="none" stroke="${brow}" stroke-width="${bw}" stroke-linecap="round" d="${br(cx - eyeDX, -1)}${br(cx + eyeDX, 1)}"/>`,
  );

  /* nose */
  add(
    `<path fill="none" stroke="${skinLine}" stroke-width="3.2" stroke-linecap="round" opacity=".75" d="${p`M${cx - 10} ${noseY - 5}Q${cx - 14} ${noseY + 5} ${cx - 5} ${noseY + 5}Q${cx} ${noseY + 8} ${cx + 5} ${noseY + 5}Q${cx + 14} ${noseY + 5} ${cx + 10} ${noseY - 5}`}"/>`,
  );

  /* mouth */
  const lip = female ? mix(pick(['#d0586b', '#c24a57', '#d9767a', '#b84763'], rnd), skin, 0.15) : dark(skin, 0.42);
  const mw = female ? range(rnd, 19, 23) : range(rnd, 20, 25);
  if (chance(rnd, 0.5)) {
    const md = range(rnd, 17, 23);
    const shape = p`Q${cx + mw - 2} ${mouthY + md - 1} ${cx} ${mouthY + md}Q${cx - mw + 2} ${mouthY + md - 1}`;
    add(
      `<path fill="#7b2b2e" d="${p`M${cx - mw} ${mouthY}Q${cx} ${mouthY + 5} ${cx + mw} ${mouthY}`}${shape}${p` ${cx - mw} ${mouthY}Z`}"/>` +
        `<path fill="#fff" d="${p`M${cx - mw + 4} ${mouthY + 2}Q${cx} ${mouthY + 6} ${cx + mw - 4} ${mouthY + 2}L${cx + mw - 6} ${mouthY + 7}Q${cx} ${mouthY + 11} ${cx - mw + 6} ${mouthY + 7}Z`}"/>` +
        `<path fill="#e0707a" d="${p`M${cx - 9} ${mouthY + md - 3}Q${cx} ${mouthY + md - 11} ${cx + 9} ${mouthY + md - 3}Q${cx} ${mouthY + md + 1} ${cx - 9} ${mouthY + md - 3}Z`}"/>` +
        `<path fill="none" stroke="${lip}" stroke-width="${female ? 3.5 : 2.5}" stroke-linejoin="round" d="${p`M${cx - mw} ${mouthY}Q${cx} ${mouthY + 5} ${cx + mw} ${mouthY}`}${shape}${p` ${cx - mw} ${mouthY}Z`}"/>`,
    );
  } else {
    add(
      (female
        ? `<path fill="${lip}" d="${p`M${cx - mw} ${mouthY + 2}Q${cx} ${mouthY + 26} ${cx + mw} ${mouthY + 2}Q${cx} ${mouthY + 10} ${cx - mw} ${mouthY + 2}Z`}"/>`
        : '') +
        `<path fill="none" stroke="${female ? dark(lip, 0.25) : lip}" stroke-width="4" stroke-linecap="round" d="${p`M${cx - mw} ${mouthY + 2}Q${cx} ${mouthY + 16} ${cx + mw} ${mouthY + 2}`}"/>`,
    );
  }

  /* front hair */
  add(hairOut.front);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 512 512">` +
    parts.join('') +
    '</svg>'
  );
}

/* ------------------------------------------------------------------ hair */

/** Upper half of the skull outline grown by t, from left (y=cy) to right. */
function dome(g: Geo, t: number, lift = 0): string {
  const { cx, cy, fw, fh } = g;
  const w = fw + t;
  const h = fh + t + lift;
  return p`M${cx - w} ${cy}C${cx - w} ${cy - h * 0.56} ${cx - w * 0.56} ${cy - h} ${cx} ${cy - h}C${cx + w * 0.56} ${cy - h} ${cx + w} ${cy - h * 0.56} ${cx + w} ${cy}`;
}

type Fringe = 'natural' | 'middle' | 'side' | 'bangs' | 'tufts';

/** Hairline from the right temple (x, y) back to the left temple. */
function hairline(g: Geo, kind: Fringe, hl: number, sideY: number, inset: number, flip: boolean): string {
  const { cx, fw, browY } = g;
  const xr = cx + fw - inset;
  const xl = cx - fw + inset;
  let s: string;
  switch (kind) {
    case 'middle':
      s = p`L${xr} ${sideY}C${xr - 2} ${hl + 30} ${cx + 26} ${hl + 6} ${cx} ${hl - 10}C${cx - 26} ${hl + 6} ${xl + 2} ${hl + 30} ${xl} ${sideY}`;
      break;
    case 'side': {
      // swoop covering one side of the forehead; path always runs right -> left
      const y = browY - 6;
      s = flip
        ? p`L${xr} ${sideY}L${xr - 2} ${y}C${cx + 46} ${y - 6} ${cx + 20} ${hl + 26} ${cx - 18} ${hl - 6}C${cx - fw * 0.55} ${hl} ${xl + 2} ${hl + 30} ${xl} ${sideY}`
        : p`L${xr} ${sideY}C${xr - 2} ${hl + 30} ${cx + fw * 0.55} ${hl} ${cx + 18} ${hl - 6}C${cx - 20} ${hl + 26} ${cx - 46} ${y - 6} ${xl + 2} ${y}L${xl} ${sideY}`;
      break;
    }
    case 'bangs': {
      const y = browY - 12;
      s = p`L${xr} ${sideY}L${xr - 2} ${y}Q${cx + fw * 0.5} ${y + 5} ${cx} ${y + 3}Q${cx - fw * 0.5} ${y + 5} ${xl + 2} ${y}L${xl} ${sideY}`;
      break;
    }
    case 'tufts': {
      s = p`L${xr} ${sideY}C${xr} ${hl + 20} ${cx + fw * 0.6} ${hl} ${cx + fw * 0.45} ${hl}`;
      const n = 5;
      const x0 = cx + fw * 0.45;
      const step = (fw * 0.9) / n;
      for (let i = 0; i < n; i++) {
        const xa = x0 - step * i;
        s += p`Q${xa - step * 0.3} ${hl + 12} ${xa - step} ${hl + (i % 2 === 0 ? 2 : -2)}`;
      }
      s += p`C${cx - fw * 0.6} ${hl} ${xl} ${hl + 20} ${xl} ${sideY}`;
      break;
    }
    default:
      s = p`L${xr} ${sideY}C${xr - 2} ${hl + 36} ${cx + fw * 0.55} ${hl} ${cx} ${hl}C${cx - fw * 0.55} ${hl} ${xl + 2} ${hl + 36} ${xl} ${sideY}`;
  }
  return s;
}

function femaleHair(g: Geo, rnd: Rnd, age: number, hair: string, sh: string, hi: string): HairOut {
  const { cx, cy, fw, fh, hl } = g;
  const oldish = clamp((age - 40) / 40, 0, 1);
  const style = pickWeighted<'long' | 'wavy' | 'bob' | 'curly' | 'ponytail' | 'bun'>(
    [
      ['long', 3 - oldish * 2],
      ['wavy', 2.2 - oldish * 1.2],
      ['bob', 2 + oldish * 2],
      ['curly', 1.8],
      ['ponytail', 1.6],
      ['bun', 1.4 + oldish],
    ],
    rnd,
  );
  const flip = chance(rnd, 0.5);
  const t = range(rnd, 14, 20);
  const fringe = pick<Fringe>(style === 'bob' ? ['bangs', 'side', 'middle'] : ['middle', 'side', 'side', 'bangs'], rnd);
  const shine = p`<path fill="none" stroke="${hi}" stroke-width="6" stroke-linecap="round" opacity=".5" d="M${cx - fw * 0.55} ${cy - fh - t + 26}Q${cx - fw * 0.2} ${cy - fh - t + 10} ${cx + 6} ${cy - fh - t + 10}"/>`;

  if (style === 'long' || style === 'wavy') {
    const bottom = range(rnd, 420, 470);
    const W = fw + t;
    let outerR: string;
    let outerL: string;
    if (style === 'wavy') {
      outerR = p`C${cx + W + 14} ${cy + 50} ${cx + W - 8} ${cy + 90} ${cx + W + 12} ${cy + 140}S${cx + W + 4} ${bottom - 30} ${cx + W + 14} ${bottom}`;
      outerL = p`C${cx - W - 4} ${bottom - 30} ${cx - W + 12} ${cy + 180} ${cx - W - 12} ${cy + 140}S${cx - W - 14} ${cy + 50} ${cx - W} ${cy}`;
    } else {
      outerR = p`C${cx + W + 4} ${cy + 90} ${cx + W + 10} ${bottom - 60} ${cx + W + 14} ${bottom}`;
      outerL = p`C${cx - W - 10} ${bottom - 60} ${cx - W - 4} ${cy + 90} ${cx - W} ${cy}`;
    }
    const back = `<path fill="${sh}" d="${dome(g, t)}${p`L${cx + W + 8} ${bottom - 40}L${cx - W - 8} ${bottom - 40}Z`}"/>`;
    const sideY = cy + 40;
    const front =
      `<path fill="${hair}" d="${dome(g, t)}${outerR}${p`Q${cx + fw + 6} ${bottom + 10} ${cx + fw - 14} ${bottom - 14}C${cx + fw - 4} ${bottom - 70} ${cx + fw + 4} ${cy + 90} ${cx + fw - 6} ${sideY}`}` +
      hairline(g, fringe, hl, sideY, 6, flip) +
      `${p`C${cx - fw - 4} ${cy + 90} ${cx - fw + 4} ${bottom - 70} ${cx - fw + 14} ${bottom - 14}Q${cx - fw - 6} ${bottom + 10} ${cx - W - 14} ${bottom}`}${outerL}Z"/>` +
      shine;
    return { back, front, coversEars: true };
  }

  if (style === 'bob') {
    const by = cy + range(rnd, 70, 95);
    const W = fw + t + 4;
    const back = `<path fill="${sh}" d="${dome(g, t)}${p`C${cx + W + 6} ${cy + 40} ${cx + W + 6} ${by - 20} ${cx + W - 4} ${by}L${cx - W + 4} ${by}C${cx - W - 6} ${by - 20} ${cx - W - 6} ${cy + 40} ${cx - W} ${cy}Z`}"/>`;
    const front =
      `<path fill="${hair}" d="${dome(g, t)}${p`C${cx + W + 6} ${cy + 40} ${cx + W + 6} ${by - 20} ${cx + W - 4} ${by}Q${cx + fw - 4} ${by + 4} ${cx + fw - 12} ${by - 14}C${cx + fw - 2} ${cy + 40} ${cx + fw} ${cy + 10} ${cx + fw - 8} ${cy}`}` +
      hairline(g, fringe, hl, cy, 8, flip) +
      `${p`C${cx - fw} ${cy + 10} ${cx - fw + 2} ${cy + 40} ${cx - fw + 12} ${by - 14}Q${cx - fw + 4} ${by + 4} ${cx - W + 4} ${by}C${cx - W - 6} ${by - 20} ${cx - W - 6} ${cy + 40} ${cx - W} ${cy}`}Z"/>` +
      shine;
    return { back, front, coversEars: true };
  }

  if (style === 'curly') {
    let back = '';
    const n = 16;
    for (let i = 0; i <= n; i++) {
      const a = Math.PI * (1.08 - (1.16 * i) / n);
      const x = cx + Math.cos(a) * (fw + 26);
      const y = cy - Math.sin(a) * (fh + 8) + (Math.abs(Math.cos(a)) > 0.9 ? 40 : 0);
      back += p`<circle cx="${x}" cy="${y}" r="${range(rnd, 28, 36)}"/>`;
    }
    for (const s of [-1, 1]) {
      for (let j = 0; j < 3; j++)
        back += p`<circle cx="${cx + s * (fw + 20 - j * 4)}" cy="${cy + 70 + j * 36}" r="${range(rnd, 24, 30)}"/>`;
    }
    let front = `<path fill="${hair}" d="${dome(g, t - 4)}${hairline(g, 'natural', hl + 6, cy - 10, 8, flip)}Z"/>`;
    let curls = '';
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * (0.92 - (0.84 * i) / 6);
      curls += p`<circle cx="${cx + Math.cos(a) * fw * 0.82}" cy="${hl + 10 - Math.sin(a) * 18}" r="${range(rnd, 15, 19)}"/>`;
    }
    front += `<g fill="${hair}">${curls}</g>`;
    return { back: `<g fill="${hair}">${back}</g>`, front, coversEars: true };
  }

  // ponytail / bun: hair pulled back, tighter to the head
  const tt = t - 6;
  let back: string;
  if (style === 'bun') {
    const by = cy - fh - tt - 22;
    back =
      p`<circle cx="${cx}" cy="${by}" r="40" fill="${hair}"/>` +
      `<path fill="none" stroke="${sh}" stroke-width="5" stroke-linecap="round" opacity=".6" d="${p`M${cx - 24} ${by - 14}Q${cx} ${by - 30} ${cx + 22} ${by - 10}M${cx - 28} ${by + 8}Q${cx} ${by - 6} ${cx + 28} ${by + 10}`}"/>`;
  } else {
    const s = flip ? -1 : 1;
    const x0 = cx + s * (fw - 4);
    back =
      `<path fill="${hair}" d="${p`M${x0} ${cy - fh + 20}C${x0 + s * 90} ${cy - 70} ${x0 + s * 56} ${cy + 80} ${x0 + s * 40} ${cy + 170}C${x0 + s * 30} ${cy + 90} ${x0 + s * 20} ${cy + 10} ${x0 - s * 10} ${cy - 20}Z`}"/>` +
      `<path fill="none" stroke="${sh}" stroke-width="4" opacity=".6" d="${p`M${x0 + s * 30} ${cy - 40}Q${x0 + s * 50} ${cy + 40} ${x0 + s * 40} ${cy + 130}`}"/>`;
  }
  const front =
    `<path fill="${hair}" d="${dome(g, tt)}${hairline(g, chance(rnd, 0.5) ? 'middle' : 'natural', hl - 6, cy - 6, 6, flip)}Z"/>` +
    `<path fill="none" stroke="${sh}" stroke-width="3" opacity=".45" d="${p`M${cx - 40} ${hl - 4}Q${cx - 30} ${cy - fh} ${cx - 6} ${cy - fh - tt + 4}M${cx + 40} ${hl - 4}Q${cx + 30} ${cy - fh} ${cx + 6} ${cy - fh - tt + 4}`}"/>` +
    shine;
  return { back, front, coversEars: false };
}

/** Short-hair outline: skull top grown by t, tapering into sideburns at sideY. */
function maleDome(g: Geo, t: number, lift: number, sideY: number): string {
  const { cx, cy, fw, fh } = g;
  const w = fw + t;
  const h = fh + t + lift;
  const dy = 40;
  const xx = w * Math.sqrt(1 - (dy / h) ** 2);
  return p`M${cx - fw + 1} ${sideY}Q${cx - fw - t * 0.6} ${cy - 6} ${cx - xx} ${cy - dy}A${w} ${h} 0 0 1 ${cx + xx} ${cy - dy}Q${cx + fw + t * 0.6} ${cy - 6} ${cx + fw - 1} ${sideY}`;
}

function maleHair(g: Geo, rnd: Rnd, age: number, hair: string, sh: string, hi: string): HairOut {
  const { cx, cy, fw, fh } = g;
  const oldish = clamp((age - 35) / 45, 0, 1);
  const style = pickWeighted<'short' | 'buzz' | 'sidepart' | 'curly' | 'quiff' | 'balding'>(
    [
      ['short', 3],
      ['buzz', 1.5],
      ['sidepart', 2.5 + oldish],
      ['curly', 1.6],
      ['quiff', 2 - oldish * 1.5],
      ['balding', oldish * oldish * 6],
    ],
    rnd,
  );
  // receding hairline with age
  const recede = age > 38 ? clamp((age - 38) / 42, 0, 1) * range(rnd, 0, 26) : 0;
  const hl = g.hl - recede;
  const flip = chance(rnd, 0.5);
  const sideY = cy + 6;

  if (style === 'balding') {
    const wo = fw + 7;
    const ho = fh + 7;
    const wi = fw - 10;
    const hi2 = fh - 10;
    const top = range(rnd, 58, 80);
    const xo = wo * Math.sqrt(1 - (top / ho) ** 2);
    const xi = wi * Math.sqrt(1 - ((top - 12) / hi2) ** 2);
    const side = p`M${cx - fw + 2} ${sideY}L${cx - wo} ${cy}A${wo} ${ho} 0 0 1 ${cx - xo} ${cy - top}L${cx - xi} ${cy - top + 12}A${wi} ${hi2} 0 0 0 ${cx - wi} ${cy}L${cx - fw + 10} ${sideY}Z`;
    const fuzz = chance(rnd, 0.5)
      ? `<path fill="${hair}" opacity=".18" d="${dome(g, 3)}${hairline(g, 'natural', hl + 10, cy - 30, 12, flip)}Z"/>`
      : '';
    return {
      back: '',
      front: `${fuzz}<g fill="${hair}"><path d="${side}"/><path d="${side}"${MIRROR}/></g>`,
      coversEars: false,
    };
  }
  if (style === 'buzz') {
    return {
      back: '',
      front: `<path fill="${hair}" opacity=".85" d="${maleDome(g, 4, 0, sideY)}${hairline(g, 'natural', hl + 2, sideY, 8, flip)}Z"/>`,
      coversEars: false,
    };
  }
  if (style === 'curly') {
    let c = '';
    for (let i = 0; i <= 10; i++) {
      const a = Math.PI * (0.96 - (0.92 * i) / 10);
      c += p`<circle cx="${cx + Math.cos(a) * (fw + 2)}" cy="${cy - 10 - Math.sin(a) * (fh - 2)}" r="${range(rnd, 16, 20)}"/>`;
    }
    for (let i = 0; i < 5; i++) {
      c += p`<circle cx="${cx - fw * 0.5 + (fw * i) / 4}" cy="${hl + 6 + (i % 2) * 5}" r="${range(rnd, 13, 16)}"/>`;
    }
    return {
      back: '',
      front: `<g fill="${hair}"><path d="${maleDome(g, 8, 0, sideY)}${hairline(g, 'natural', hl + 8, sideY, 8, flip)}Z"/>${c}</g>`,
      coversEars: false,
    };
  }
  const s = flip ? -1 : 1;
  if (style === 'quiff') {
    const ty = cy - fh;
    const front =
      `<path fill="${hair}" d="${maleDome(g, 10, 2, sideY)}${hairline(g, 'natural', hl, sideY, 8, flip)}Z"/>` +
      `<path fill="${hair}" d="${p`M${cx - s * fw * 0.9} ${cy - fh * 0.45}C${cx - s * fw * 1.05} ${ty - 34} ${cx + s * fw * 0.45} ${ty - 50} ${cx + s * fw * 0.9} ${ty + 8}Q${cx} ${ty - 4} ${cx - s * fw * 0.9} ${cy - fh * 0.45}Z`}"/>` +
      `<path fill="none" stroke="${hi}" stroke-width="4" stroke-linecap="round" opacity=".5" d="${p`M${cx - s * fw * 0.6} ${ty - 10}Q${cx - s * fw * 0.1} ${ty - 34} ${cx + s * fw * 0.45} ${ty - 20}`}"/>` +
      `<path fill="none" stroke="${sh}" stroke-width="3.5" stroke-linecap="round" opacity=".5" d="${p`M${cx - s * fw * 0.5} ${ty + 14}Q${cx + s * fw * 0.1} ${ty - 16} ${cx + s * fw * 0.7} ${ty + 4}`}"/>`;
    return { back: '', front, coversEars: false };
  }
  if (style === 'sidepart') {
    const t = 13;
    const dx = fw * 0.38;
    const w = fw + t;
    const h = fh + t + 4;
    const py = cy - h * Math.sqrt(1 - (dx / w) ** 2);
    const pxx = cx - s * dx;
    const front =
      `<path fill="${hair}" d="${maleDome(g, t, 4, sideY)}${hairline(g, 'side', hl + 8, sideY, 8, !flip)}Z"/>` +
      `<path fill="none" stroke="${sh}" stroke-width="3.5" stroke-linecap="round" d="${p`M${pxx} ${hl - 4}Q${pxx + 3 * s} ${(hl + py) / 2} ${pxx + 2 * s} ${py + 8}`}"/>` +
      `<path fill="none" stroke="${hi}" stroke-width="4" stroke-linecap="round" opacity=".45" d="${p`M${pxx + 16 * s} ${hl - 6}Q${cx + s * 30} ${py + 4} ${cx + s * fw * 0.8} ${cy - fh * 0.6}`}"/>`;
    return { back: '', front, coversEars: false };
  }
  // short
  return {
    back: '',
    front:
      `<path fill="${hair}" d="${maleDome(g, 11, 4, sideY)}${hairline(g, 'tufts', hl + 4, sideY, 8, flip)}Z"/>` +
      `<path fill="none" stroke="${hi}" stroke-width="4" stroke-linecap="round" opacity=".45" d="${p`M${cx - fw * 0.5} ${cy - fh - 4}Q${cx} ${cy - fh - 14} ${cx + fw * 0.45} ${cy - fh - 2}`}"/>`,
    coversEars: false,
  };
}
