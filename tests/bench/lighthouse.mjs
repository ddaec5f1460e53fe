// Lighthouse 13 (mobile preset) with Debian's Chromium on the public pages of every demo domain.
// Installs Lighthouse into tests/bench/tools on first use (kept out of the app's dependencies).
//   node tests/bench/lighthouse.mjs [--pages=/,/terms] [--domains=localhost]   (after `npm run build`)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const tools = 'tests/bench/tools';
if (!existsSync(path.join(tools, 'node_modules/lighthouse'))) {
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', tools], { stdio: 'inherit' });
}
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]?.split(',') ?? fallback;
const pages = arg('pages', ['/', '/terms', '/privacy', '/faq', '/pricing']);
const domains = arg('domains', ['localhost', 'hartjesdate.localhost']);
const port = 3220;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'];

rmSync('.data/lighthouse', { recursive: true, force: true });
const app = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '.data/lighthouse', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
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
      await fetch(url, { headers: { host: `${domain}:${port}` } }); // render and cache once, as a CDN would
      const out = path.join('.data', 'lh.json');
      execFileSync(process.execPath, [path.join(tools, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${flags.join(' ')}`], {
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: 'inherit',
      });
      const lhr = JSON.parse(readFileSync(out, 'utf8'));
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const row = {
        url, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue), cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  const table = ['| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS |', '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.url} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`)].join('\n');
  mkdirSync('tests/bench/reports', { recursive: true });
  writeFileSync('tests/bench/reports/lighthouse.md', `# Lighthouse 13, mobile preset\n\n${table}\n`);
  console.log(table);
} finally {
  app.kill('SIGTERM');
}
