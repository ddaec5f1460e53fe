import { escapeHtml } from '@/lib/utils/escape-html';

describe('escapeHtml', () => {
  it('turns the five characters that can end text or a quoted attribute into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves every other character as it is, and escapes an entity once more (no double decoding)', () => {
    expect(escapeHtml('Zoë 😀 ü € /')).toBe('Zoë 😀 ü € /');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
