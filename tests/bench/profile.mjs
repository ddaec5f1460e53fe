// Where a page's main-thread time goes, by script: a V8 CPU profile of one load in Chromium at Lighthouse's mobile
// CPU slowdown (4×), summed by file (self time, and inclusive time: a component's render counts for its chunk).
//   node tests/bench/profile.mjs http://localhost:3220/terms   (a server of the build running; after lighthouse.mjs
//   installed its tools: puppeteer-core comes with Lighthouse)
import { createRequire } from 'node:module';

const require = createRequire(new URL('./tools/package.json', import.meta.url));
const { default: puppeteer } = await import(require.resolve('puppeteer-core'));
const url = process.argv[2];
if (!url) throw new Error('usage: node tests/bench/profile.mjs <url>');

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
try {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1500));
  const { profile } = await cdp.send('Profiler.stop');

  const sampled = new Map();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const file = (n) => n.callFrame.url.split('/').pop() || n.callFrame.functionName;
  const self = {};
  const inclusive = {};
  for (const n of profile.nodes) {
    const ms = sampled.get(n.id) ?? 0;
    if (!ms) continue;
    self[file(n)] = (self[file(n)] ?? 0) + ms;
    const seen = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const f = file(byId.get(id));
      if (!seen.has(f)) inclusive[f] = (inclusive[f] ?? 0) + ms;
      seen.add(f);
    }
  }
  const top = (o) =>
    Object.entries(o)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(`Self time by file (throttled ms)\n${top(self)}\n\nInclusive time by file\n${top(inclusive)}`);
} finally {
  await browser.close();
}
