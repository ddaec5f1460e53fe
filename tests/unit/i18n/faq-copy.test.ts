import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/config/locales';

// The FAQ says what the product does today: no report button on profiles and no search or likes
// yet (later issues extend it when they build them); reporting goes through the complaints form.
type Faq = Record<string, string>;
const faqOf = (locale: string) =>
  (JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { Legal: { faq: Faq } })
    .Legal.faq;

describe('the FAQ', () => {
  it('promises no search, likes or report button in English', () => {
    const faq = faqOf('en');
    const answers = Object.entries(faq)
      .filter(([key]) => key.startsWith('a'))
      .map(([, text]) => text);
    expect(answers.filter((text) => /\bsearch|\blikes\b|\bliking\b|report button/i.test(text))).toEqual([]);
  });

  it.each([...LOCALES])('%s points reporting to the complaints form and the support address', (locale) => {
    const faq = faqOf(locale);
    expect(faq.a10).toMatch(/<complaints>[^<]+<\/complaints>/);
    expect(faq.a10).toContain('{supportEmail}');
  });
});
