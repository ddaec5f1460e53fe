// First-load JavaScript per route, from the build's route statistics (Next 16 prints no such
// column), raw and gzip-compressed as a browser would download it. Writes tests/bench/reports/first-load.md.
//   node tests/bench/first-load.mjs   (after `npm run build`)
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const stats = JSON.parse(
  readFileSync(`${process.env.NEXT_DIST_DIR || '.next'}/diagnostics/route-bundle-stats.json`, 'utf8'),
);
const rows = stats
  .filter((r) => !r.route.startsWith('/api'))
  .map((r) => {
    const files = r.firstLoadChunkPaths.map((p) => readFileSync(p));
    return {
      route: r.route,
      chunks: files.length,
      raw: files.reduce((s, b) => s + b.length, 0),
      gzip: files.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));
const kb = (n) => (n / 1024).toFixed(1);
const table = [
  '| route | chunks | raw kB | gzip kB |',
  '|---|---:|---:|---:|',
  ...rows.map((r) => `| \`${r.route}\` | ${r.chunks} | ${kb(r.raw)} | ${kb(r.gzip)} |`),
].join('\n');
mkdirSync('tests/bench/reports', { recursive: true });
writeFileSync('tests/bench/reports/first-load.md', `# First-load JavaScript\n\n${table}\n`);
console.log(table);
