// Merges a fragment of English messages into messages/en.json (new keys only, existing keys kept),
// under a lock so that two writers never lose each other's keys.
//   node scripts/add-messages.mjs fragment.json [locale]
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const [fragmentPath, locale = 'en'] = process.argv.slice(2);
if (!fragmentPath) {
  console.error('usage: node scripts/add-messages.mjs fragment.json [locale]');
  process.exit(2);
}
const lock = `messages/.${locale}.lock`;
const deadline = Date.now() + 10_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not lock ${lock}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  const file = `messages/${locale}.json`;
  const target = JSON.parse(readFileSync(file, 'utf8'));
  const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
  const merge = (a, b) => {
    for (const [k, v] of Object.entries(b)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
      if (v && typeof v === 'object') a[k] = merge(a[k] && typeof a[k] === 'object' ? a[k] : {}, v);
      else if (!(k in a)) a[k] = v;
    }
    return a;
  };
  writeFileSync(file, `${JSON.stringify(merge(target, fragment), null, 2)}\n`);
} finally {
  rmdirSync(lock);
}
