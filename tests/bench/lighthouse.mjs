// Lighthouse 13 (mobile preset) with Debian's Chromium on the public pages of every demo domain.
// Installs Lighthouse into tests/bench/tools on first use (kept out of the app's dependencies).
//   node tests/bench/lighthouse.mjs [--pages=/,/terms] [--domains=localhost]   (after `npm run build`)
//   --pages=all: every public page type (index, static and legal pages, complaints, content pages, the nine
//   campaign landers and the three member landers); --runs=3: the median run (by performance score) of three,
//   as simulated throttling on a shared machine varies from run to run; LH_PORT (default 3220) and NEXT_DIST_DIR as for the server.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const tools = 'tests/bench/tools';
if (!existsSync(path.join(tools, 'node_modules/lighthouse'))) {
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', tools], { stdio: 'inherit' });
}
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]?.split(',') ?? fallback;
// The first demo member (lib/server/seed/demo-members.ts derives ids from the index: the same on every machine).
const MEMBER = 'efbeadde-0000-8000-ad5e-000000000000';
const ALL = [
  '/', '/terms', '/privacy', '/cookies', '/ban', '/service', '/faq', '/return-policy', '/pricing', '/lang-config', '/complaints', '/safety-tips', '/about-us',
  ...['tinderswipe', 'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'].map((d) => `/landers/${d}/eng`),
  `/members/${MEMBER}/landing`, `/members/${MEMBER}/landing2/eng`, `/members/${MEMBER}/landing3/eng`,
];
const requested = arg('pages', ['/', '/terms', '/privacy', '/faq', '/pricing']);
const pages = requested.length === 1 && requested[0] === 'all' ? ALL : requested;
const domains = arg('domains', ['localhost', 'hartjesdate.localhost']);
const runs = Number(arg('runs', ['1'])[0]);
const port = Number(process.env.LH_PORT ?? 3220);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'];

const dataDir = `.data/lighthouse-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const app = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ping`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const rows = [];
  for (const domain of domains) {
    for (const page of pages) {
      const url = `http://${domain}:${port}${page}`;
      // Render and cache once, as a CDN would. Retried once: after a long Lighthouse run the pooled
      // keep-alive connection may be the one the server is just closing as idle.
      // (Through 127.0.0.1 with the Host header: Node does not resolve *.localhost as browsers do.)
      const warm = () => fetch(`http://127.0.0.1:${port}${page}`, { headers: { host: `${domain}:${port}` } });
      await warm().catch(warm);
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const out = path.join('.data', `lh-${port}.json`);
        // Lighthouse now and then fails to record a trace on this shared machine (NO_NAVSTART): try again.
        for (let attempt = 1; ; attempt++) {
          try {
            execFileSync(process.execPath, [path.join(tools, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${flags.join(' ')}`], {
              env: { ...process.env, CHROME_PATH: chrome },
              stdio: 'inherit',
            });
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
          }
        }
        const lhr = JSON.parse(readFileSync(out, 'utf8'));
        const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const row = {
          url, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
          lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue), cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        };
        samples.push(row);
      }
      samples.sort((a, b) => a.performance - b.performance);
      const row = { ...samples[Math.floor(samples.length / 2)], runs: samples.map((r) => r.performance).join('/') };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  const table = ['| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | perf of each run |', '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.url} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.runs} |`)].join('\n');
  mkdirSync('tests/bench/reports', { recursive: true });
  writeFileSync('tests/bench/reports/lighthouse.md', `# Lighthouse 13, mobile preset\n\n${table}\n`);
  console.log(table);
} finally {
  app.kill('SIGTERM');
}
