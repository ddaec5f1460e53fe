// Draws the chat's gift icons (public/gifts/<id>.svg) and the embedded GIF library (public/gifs/<id>.svg:
// SVG animated with SMIL, which browsers play inside an <img>). The project's own drawings: run again after a
// change here (`node scripts/make-chat-media.mjs`); the ids match lib/config/gifts.ts and
// lib/server/integrations/gifs/library.ts.
import { mkdirSync, writeFileSync } from 'node:fs';

const svg = (w, h, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
const HEART = 'M0 -14 C -6 -26 -26 -22 -24 -6 C -22 6 -8 14 0 24 C 8 14 22 6 24 -6 C 26 -22 6 -26 0 -14 Z';
const heart = (x, y, s, fill) => `<path transform="translate(${x} ${y}) scale(${s})" d="${HEART}" fill="${fill}"/>`;
const STAR = (r) =>
  Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(Math.cos(a) * rr).toFixed(1)},${(Math.sin(a) * rr).toFixed(1)}`;
  }).join(' ');
const star = (x, y, r, fill) => `<polygon transform="translate(${x} ${y})" points="${STAR(r)}" fill="${fill}"/>`;
const face = (x, y, r, fill = '#ffd43b') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#e8a200" stroke-width="3"/>`;

// ── Gifts: 64×64 icons ──
const gifts = {
  rose: `<path d="M32 30 V60" stroke="#2b8a3e" stroke-width="4"/><path d="M32 46 C22 40 16 44 14 50 C22 52 28 50 32 46Z" fill="#40c057"/><circle cx="32" cy="20" r="14" fill="#e03131"/><path d="M24 18 C28 10 36 10 40 18 C36 24 28 24 24 18Z" fill="#c92a2a"/><path d="M28 20 C30 16 34 16 36 20" stroke="#ff8787" stroke-width="2" fill="none"/>`,
  heart: heart(32, 32, 1.15, '#e64980'),
  chocolate: `<rect x="10" y="14" width="44" height="36" rx="4" fill="#6f3b1f"/><g stroke="#8d5431" stroke-width="3"><path d="M24.7 14V50M39.3 14V50M10 26H54M10 38H54"/></g><path d="M10 42 L30 54 H10Z" fill="#e9ecef"/>`,
  teddy: `<circle cx="18" cy="16" r="8" fill="#a9713d"/><circle cx="46" cy="16" r="8" fill="#a9713d"/><circle cx="32" cy="44" r="16" fill="#b8834f"/><circle cx="32" cy="26" r="14" fill="#c08a55"/><ellipse cx="32" cy="31" rx="6" ry="4" fill="#e9c9a0"/><circle cx="27" cy="23" r="2" fill="#212529"/><circle cx="37" cy="23" r="2" fill="#212529"/><circle cx="32" cy="29" r="2" fill="#212529"/>`,
  champagne: `<path d="M22 8 H30 L29 24 C29 30 26 32 26 32 C26 32 23 30 23 24Z" fill="#fcc419" stroke="#868e96" stroke-width="2"/><path d="M26 32 V52 M20 54 H32" stroke="#868e96" stroke-width="3"/><path d="M34 10 H42 L41 26 C41 32 38 34 38 34 C38 34 35 32 35 26Z" fill="#fcc419" stroke="#868e96" stroke-width="2"/><path d="M38 34 V52 M32 54 H44" stroke="#868e96" stroke-width="3"/><circle cx="26" cy="16" r="1.5" fill="#fff"/><circle cx="38" cy="20" r="1.5" fill="#fff"/>`,
  ring: `<circle cx="32" cy="40" r="16" fill="none" stroke="#f59f00" stroke-width="6"/><path d="M24 20 L32 10 L40 20 L32 28Z" fill="#74c0fc" stroke="#1c7ed6" stroke-width="2"/>`,
  star: star(32, 34, 26, '#fab005'),
  coffee: `<path d="M12 24 H44 V44 C44 52 38 56 28 56 C18 56 12 52 12 44Z" fill="#f1f3f5" stroke="#495057" stroke-width="3"/><path d="M44 30 C54 30 54 42 44 42" stroke="#495057" stroke-width="3" fill="none"/><ellipse cx="28" cy="26" rx="14" ry="3" fill="#7c4a26"/><path d="M22 8 C18 14 26 16 22 20 M32 6 C28 12 36 14 32 18" stroke="#adb5bd" stroke-width="2.5" fill="none"/>`,
  cake: `<rect x="12" y="30" width="40" height="24" rx="3" fill="#f783ac"/><rect x="12" y="30" width="40" height="7" fill="#fff0f6"/><rect x="30" y="16" width="4" height="14" fill="#74c0fc"/><path d="M32 6 C28 12 36 12 32 16 C28 12 36 12 32 6Z" fill="#ff922b"/>`,
  sun: `<circle cx="32" cy="32" r="13" fill="#fcc419"/><g stroke="#fab005" stroke-width="4" stroke-linecap="round">${Array.from({ length: 8 }, (_, i) => `<path transform="rotate(${i * 45} 32 32)" d="M32 6 V13"/>`).join('')}</g>`,
  kiss: `<path d="M8 30 C16 18 26 18 32 24 C38 18 48 18 56 30 C48 34 40 36 32 34 C24 36 16 34 8 30Z" fill="#e03131"/><path d="M8 30 C18 46 46 46 56 30 C46 36 18 36 8 30Z" fill="#c92a2a"/>`,
  diamond: `<path d="M14 22 L22 10 H42 L50 22 L32 54Z" fill="#74c0fc" stroke="#1864ab" stroke-width="2"/><path d="M14 22 H50 M22 10 L28 22 L32 54 M42 10 L36 22 L32 54" stroke="#1864ab" stroke-width="1.5" fill="none"/>`,
};

// ── GIFs: 240×180 animations ──
const bg = (c) => `<rect width="240" height="180" fill="${c}"/>`;
const spin = (from, to, cx, cy, dur, extra = '') =>
  `<animateTransform attributeName="transform" type="rotate" values="${from} ${cx} ${cy};${to} ${cx} ${cy};${from} ${cx} ${cy}" dur="${dur}s" repeatCount="indefinite"${extra}/>`;
const pulse = (cx, cy, a, b, dur) =>
  `<animateTransform attributeName="transform" type="scale" values="${a};${b};${a}" dur="${dur}s" repeatCount="indefinite" additive="sum"/>`;
const rise = (dy, dur, begin = 0) =>
  `<animateTransform attributeName="transform" type="translate" values="0 0;0 ${dy}" dur="${dur}s" begin="${begin}s" repeatCount="indefinite" additive="sum"/><animate attributeName="opacity" values="1;0" dur="${dur}s" begin="${begin}s" repeatCount="indefinite"/>`;
const bob = (dy, dur) =>
  `<animateTransform attributeName="transform" type="translate" values="0 0;0 ${dy};0 0" dur="${dur}s" repeatCount="indefinite" additive="sum"/>`;
const eyes = (x, y, gap = 14) =>
  `<circle cx="${x - gap}" cy="${y}" r="4" fill="#212529"/><circle cx="${x + gap}" cy="${y}" r="4" fill="#212529"/>`;
const smile = (x, y, w = 18) =>
  `<path d="M${x - w} ${y} Q${x} ${y + w} ${x + w} ${y}" stroke="#212529" stroke-width="4" fill="none" stroke-linecap="round"/>`;
const centred = (inner) => `<g transform="translate(120 90)">${inner}</g>`;

const gifs = {
  hello:
    bg('#e7f5ff') +
    `<g>${spin(-20, 20, 120, 140, 1)}<path d="M100 140 V70 a8 8 0 0 1 16 0 V60 a8 8 0 0 1 16 0 V66 a8 8 0 0 1 16 0 V80 a8 8 0 0 1 16 0 V120 C164 140 150 150 130 150 Z" fill="#ffc078" stroke="#e8590c" stroke-width="3"/></g>`,
  heartbeat: bg('#fff0f6') + centred(`<g>${pulse(0, 0, 1.6, 2.1, 0.8)}${heart(0, 0, 1, '#e64980')}</g>`),
  'floating-hearts':
    bg('#fff5f5') +
    [30, 80, 130, 180, 210]
      .map(
        (x, i) =>
          `<g transform="translate(${x} 170)"><g>${rise(-170, 3, i * 0.6)}${heart(0, 0, 0.7 + (i % 3) * 0.2, i % 2 ? '#f06595' : '#e03131')}</g></g>`,
      )
      .join(''),
  kiss:
    bg('#fff0f6') + centred(`<g>${pulse(0, 0, 2.2, 2.7, 1.2)}<g transform="translate(-32 -32)">${gifts.kiss}</g></g>`),
  wink:
    bg('#fff9db') +
    face(120, 90, 60) +
    `<circle cx="100" cy="75" r="7" fill="#212529"/><path d="M130 75 H150" stroke="#212529" stroke-width="5" stroke-linecap="round"><animate attributeName="opacity" values="0;0;1;0" dur="2s" repeatCount="indefinite"/></path><circle cx="140" cy="75" r="7" fill="#212529"><animate attributeName="opacity" values="1;1;0;1" dur="2s" repeatCount="indefinite"/></circle>` +
    smile(120, 110, 24),
  laugh:
    bg('#fff9db') +
    `<g>${bob(-16, 0.5)}${face(120, 96, 60)}<path d="M96 74 l10 6 l-10 6 M144 74 l-10 6 l10 6" stroke="#212529" stroke-width="4" fill="none"/><path d="M90 104 Q120 150 150 104 Z" fill="#c92a2a"/></g>`,
  blush:
    bg('#fff9db') +
    face(120, 90, 60) +
    eyes(120, 78, 20) +
    smile(120, 104, 16) +
    `<ellipse cx="86" cy="102" rx="12" ry="7" fill="#ff8787"><animate attributeName="opacity" values="0.2;0.9;0.2" dur="1.6s" repeatCount="indefinite"/></ellipse><ellipse cx="154" cy="102" rx="12" ry="7" fill="#ff8787"><animate attributeName="opacity" values="0.2;0.9;0.2" dur="1.6s" repeatCount="indefinite"/></ellipse>`,
  'thumbs-up':
    bg('#ebfbee') +
    `<g>${bob(-14, 0.7)}<path d="M90 150 V96 H104 L124 52 C134 52 138 60 136 72 L132 90 H160 C170 90 172 100 168 108 L158 144 C156 150 150 152 144 152 Z" fill="#ffc078" stroke="#e8590c" stroke-width="3"/><rect x="70" y="94" width="20" height="58" rx="3" fill="#4dabf7"/></g>`,
  applause:
    bg('#f3f0ff') +
    `<g>${spin(-18, 0, 100, 140, 0.5)}<rect x="70" y="60" width="34" height="80" rx="16" fill="#ffc078" stroke="#e8590c" stroke-width="3"/></g><g>${spin(18, 0, 140, 140, 0.5)}<rect x="136" y="60" width="34" height="80" rx="16" fill="#ffc078" stroke="#e8590c" stroke-width="3"/></g><g stroke="#fab005" stroke-width="4" stroke-linecap="round"><path d="M120 30 V44 M100 36 L106 46 M140 36 L134 46"><animate attributeName="opacity" values="0;1;0" dur="0.5s" repeatCount="indefinite"/></path></g>`,
  party:
    bg('#212529') +
    Array.from({ length: 14 }, (_, i) => {
      const x = 10 + ((i * 37) % 220);
      const c = ['#ff6b6b', '#fcc419', '#51cf66', '#339af0', '#cc5de8'][i % 5];
      return `<rect x="${x}" y="-10" width="8" height="12" fill="${c}"><animateTransform attributeName="transform" type="translate" values="0 0;${i % 2 ? 12 : -12} 200" dur="${2 + (i % 4) * 0.4}s" begin="${(i * 0.23).toFixed(2)}s" repeatCount="indefinite"/></rect>`;
    }).join('') +
    star(120, 92, 34, '#fcc419'),
  cheers:
    bg('#fff4e6') +
    `<g>${spin(0, 14, 96, 150, 1.2)}<g transform="translate(60 40) scale(1.8)"><path d="M12 8 H24 L23 28 C23 36 18 38 18 38 C18 38 13 36 13 28Z" fill="#c92a2a" stroke="#868e96" stroke-width="1.5"/><path d="M18 38 V56 M11 58 H25" stroke="#868e96" stroke-width="2"/></g></g><g>${spin(0, -14, 144, 150, 1.2)}<g transform="translate(116 40) scale(1.8)"><path d="M12 8 H24 L23 28 C23 36 18 38 18 38 C18 38 13 36 13 28Z" fill="#c92a2a" stroke="#868e96" stroke-width="1.5"/><path d="M18 38 V56 M11 58 H25" stroke="#868e96" stroke-width="2"/></g></g>`,
  coffee:
    bg('#f8f0e3') +
    `<g transform="translate(72 40) scale(1.5)">${gifts.coffee.replace(/<path d="M22 8[^>]*\/>/, '')}</g>` +
    [100, 120, 140]
      .map(
        (x, i) =>
          `<path d="M${x} 70 c-8 -10 8 -16 0 -26" stroke="#adb5bd" stroke-width="4" fill="none" stroke-linecap="round"><animate attributeName="opacity" values="0;1;0" dur="2s" begin="${i * 0.6}s" repeatCount="indefinite"/><animateTransform attributeName="transform" type="translate" values="0 10;0 -10" dur="2s" begin="${i * 0.6}s" repeatCount="indefinite"/></path>`,
      )
      .join(''),
  'good-morning':
    `<rect width="240" height="180" fill="#ffe8cc"><animate attributeName="fill" values="#ffd8a8;#d0ebff;#ffd8a8" dur="4s" repeatCount="indefinite"/></rect>` +
    `<g><animateTransform attributeName="transform" type="translate" values="0 70;0 -10;0 70" dur="4s" repeatCount="indefinite"/><g transform="translate(88 58)">${gifts.sun}</g></g><rect y="130" width="240" height="50" fill="#69db7c"/>`,
  'good-night':
    bg('#1b1f3b') +
    `<g>${bob(-8, 3)}<circle cx="120" cy="86" r="40" fill="#ffe066"/><circle cx="140" cy="74" r="36" fill="#1b1f3b"/></g>` +
    [
      [40, 40],
      [200, 30],
      [60, 140],
      [190, 130],
      [170, 70],
    ]
      .map(
        ([x, y], i) =>
          `<g>${star(x, y, 8, '#fff3bf')}<animate attributeName="opacity" values="0.2;1;0.2" dur="${1.5 + i * 0.3}s" repeatCount="indefinite"/></g>`,
      )
      .join(''),
  rain:
    bg('#dee2e6') +
    `<g fill="#868e96"><circle cx="96" cy="60" r="26"/><circle cx="128" cy="50" r="32"/><circle cx="158" cy="64" r="22"/><rect x="72" y="60" width="106" height="26" rx="13"/></g>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${82 + i * 11} 96 v12" stroke="#339af0" stroke-width="3" stroke-linecap="round"><animateTransform attributeName="transform" type="translate" values="0 0;0 70" dur="0.8s" begin="${(i * 0.13).toFixed(2)}s" repeatCount="indefinite"/><animate attributeName="opacity" values="1;0" dur="0.8s" begin="${(i * 0.13).toFixed(2)}s" repeatCount="indefinite"/></path>`,
    ).join(''),
  rose:
    bg('#fff5f5') +
    `<g transform="translate(120 160)"><g><animateTransform attributeName="transform" type="scale" values="0.2;2.2;2.2;0.2" keyTimes="0;0.4;0.9;1" dur="4s" repeatCount="indefinite"/><g transform="translate(-32 -62)">${gifts.rose}</g></g></g>`,
  hot:
    bg('#2b1d0e') +
    [
      ['#ff6b6b', 1, 0],
      ['#ff922b', 0.75, 0.2],
      ['#ffd43b', 0.45, 0.4],
    ]
      .map(
        ([c, s, b]) =>
          `<g transform="translate(120 160) scale(${s})"><path d="M0 0 C-60 0 -60 -60 -20 -110 C-20 -70 0 -70 0 -90 C20 -60 60 -50 40 -10 C30 0 10 0 0 0Z" fill="${c}"><animateTransform attributeName="transform" type="scale" values="1 1;1.06 0.92;0.96 1.08;1 1" dur="0.7s" begin="${b}s" repeatCount="indefinite"/></path></g>`,
      )
      .join(''),
  sparkle:
    bg('#5f3dc4') +
    [
      [60, 50, 18],
      [170, 40, 14],
      [120, 100, 26],
      [50, 140, 12],
      [190, 130, 18],
    ]
      .map(
        ([x, y, r], i) =>
          `<g transform="translate(${x} ${y})"><g>${pulse(0, 0, 0.3, 1.2, 1 + i * 0.25)}${star(0, 0, r, '#ffe066')}</g></g>`,
      )
      .join(''),
  hug:
    bg('#fff0f6') +
    `<g><animateTransform attributeName="transform" type="translate" values="-30 0;6 0;-30 0" dur="2s" repeatCount="indefinite"/>${face(90, 96, 40, '#ffc078')}</g><g><animateTransform attributeName="transform" type="translate" values="30 0;-6 0;30 0" dur="2s" repeatCount="indefinite"/>${face(150, 96, 40, '#ffd43b')}</g><g transform="translate(120 40)">${heart(0, 0, 0.6, '#e64980')}<animate attributeName="opacity" values="0;0;1;0" dur="2s" repeatCount="indefinite"/></g>`,
  dance:
    bg('#e3fafc') +
    `<g>${spin(-12, 12, 120, 170, 0.8)}<circle cx="120" cy="44" r="16" fill="#495057"/><path d="M120 60 V118 M120 118 L100 164 M120 118 L140 164" stroke="#495057" stroke-width="8" stroke-linecap="round"/><path d="M120 76 L90 50 M120 76 L150 50" stroke="#495057" stroke-width="8" stroke-linecap="round">${spin(-20, 20, 120, 76, 0.4)}</path></g><text x="196" y="60" font-size="30" font-family="sans-serif" fill="#1098ad">♪<animate attributeName="opacity" values="0;1;0" dur="0.8s" repeatCount="indefinite"/></text>`,
  cool:
    bg('#d3f9d8') +
    face(120, 90, 60) +
    `<g>${bob(8, 1.2)}<path d="M70 66 H170 V78 C170 96 150 98 140 88 L130 78 H110 L100 88 C90 98 70 96 70 78Z" fill="#212529"/></g>` +
    smile(120, 110, 20),
  sad:
    bg('#e7f5ff') +
    face(120, 90, 60) +
    eyes(120, 76, 20) +
    `<path d="M96 122 Q120 100 144 122" stroke="#212529" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M96 86 c-6 10 -6 16 0 18 c6 -2 6 -8 0 -18Z" fill="#4dabf7"><animateTransform attributeName="transform" type="translate" values="0 0;0 50" dur="1.6s" repeatCount="indefinite"/><animate attributeName="opacity" values="1;0" dur="1.6s" repeatCount="indefinite"/></path>`,
  wow:
    bg('#fff9db') +
    face(120, 90, 60) +
    `<circle cx="100" cy="74" r="9" fill="#fff" stroke="#212529" stroke-width="3"/><circle cx="140" cy="74" r="9" fill="#fff" stroke="#212529" stroke-width="3"/><circle cx="100" cy="74" r="4" fill="#212529"/><circle cx="140" cy="74" r="4" fill="#212529"/><ellipse cx="120" cy="116" rx="12" ry="16" fill="#c92a2a"><animate attributeName="ry" values="8;18;8" dur="1s" repeatCount="indefinite"/></ellipse>`,
  rainbow:
    bg('#e7f5ff') +
    ['#ff6b6b', '#ff922b', '#ffd43b', '#51cf66', '#339af0', '#845ef7']
      .map(
        (c, i) =>
          `<path d="M${30 + i * 12} 150 A${90 - i * 12} ${90 - i * 12} 0 0 1 ${210 - i * 12} 150" stroke="${c}" stroke-width="12" fill="none" stroke-dasharray="300" stroke-dashoffset="300"><animate attributeName="stroke-dashoffset" values="300;0;0;300" keyTimes="0;0.4;0.8;1" dur="3s" begin="${i * 0.1}s" repeatCount="indefinite"/></path>`,
      )
      .join(''),
};

mkdirSync('public/gifts', { recursive: true });
mkdirSync('public/gifs', { recursive: true });
for (const [id, body] of Object.entries(gifts)) writeFileSync(`public/gifts/${id}.svg`, svg(64, 64, body, id));
for (const [id, body] of Object.entries(gifs)) writeFileSync(`public/gifs/${id}.svg`, svg(240, 180, body, id));
console.log(`${Object.keys(gifts).length} gifts, ${Object.keys(gifs).length} GIFs`);
