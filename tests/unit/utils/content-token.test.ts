import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isContentToken, parseContentBody, RESERVED_TOKENS } from '@/lib/utils/content-token';

describe('content page tokens', () => {
  it.each(['safety-tips', 'about-us', 'a', '2024-summer', 'x'.repeat(63)])('accepts %j', (token) => {
    expect(isContentToken(token)).toBe(true);
  });

  it.each([
    '',
    '-lead',
    'Safety',
    'safety_tips',
    'safety tips',
    'a.html',
    'x'.repeat(64),
    '..',
    'a/b',
    'ab%2f',
    'über',
    '__proto__',
    null,
    7,
  ])('refuses %j', (token) => {
    expect(isContentToken(token)).toBe(false);
  });

  it.each(['terms', 'login', 'members', 'landers', 'complaints', 'api', 'assets', 'sitemap', 'pricing', 'lang-config'])(
    'never looks up the reserved word %j',
    (token) => {
      expect(isContentToken(token)).toBe(false);
    },
  );

  it('reserves the first segment of every page route, so a content page never shadows a route or is hidden by one', () => {
    const root = path.join(process.cwd(), 'app', '[site]', '[locale]');
    const segments = new Set<string>();
    for (const group of readdirSync(root, { withFileTypes: true })) {
      if (!group.isDirectory()) continue;
      const dirs = group.name.startsWith('(')
        ? readdirSync(path.join(root, group.name), { withFileTypes: true })
        : [group];
      for (const dir of dirs) if (dir.isDirectory() && /^[a-z]/.test(dir.name)) segments.add(dir.name);
    }
    expect(segments.size).toBeGreaterThan(10);
    expect([...segments].filter((s) => !RESERVED_TOKENS.has(s))).toEqual([]);
  });
});

describe('content page bodies', () => {
  it('become headings and paragraphs of plain text, never markup', () => {
    const body =
      'Intro line one\nline two\n\n## First heading\nParagraph <b>bold</b> & more\n\n\n##   \n## Second\r\nLast';
    expect(parseContentBody(body)).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: 'First heading' },
      { kind: 'paragraph', text: 'Paragraph <b>bold</b> & more' },
      { kind: 'heading', text: 'Second' },
      { kind: 'paragraph', text: 'Last' },
    ]);
    expect(parseContentBody('   \n\n ')).toEqual([]);
  });
});
