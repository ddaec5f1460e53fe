import { errorTextFrom, type ErrorTranslator } from '@/components/ui/error-text';
import { NAME_MAX } from '@/lib/schemas/form-limits';

/** A translator over a few Errors texts, recording what it was asked to format. */
function translator(texts: Record<string, string>) {
  const calls: [string, Record<string, string | number> | undefined][] = [];
  const t = ((key: string, values?: Record<string, string | number>) => {
    calls.push([key, values]);
    return (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
  }) as ErrorTranslator;
  t.has = (key) => key in texts;
  return { t, calls };
}

describe('errorTextFrom', () => {
  const texts = {
    generic: 'Something went wrong.',
    name_too_long: 'At most {max} characters.',
    rate_limited: 'Try again in {minutes} minutes.',
  };

  it('gives a known code its text, with the limit the server does not send', () => {
    const { t } = translator(texts);
    expect(errorTextFrom(t)('name_too_long')).toBe(`At most ${NAME_MAX} characters.`);
  });

  it('lets the answer’s own parameters fill the text, and override a limit', () => {
    const { t } = translator(texts);
    expect(errorTextFrom(t)('rate_limited', { minutes: 5 })).toBe('Try again in 5 minutes.');
    expect(errorTextFrom(t)('name_too_long', { max: 12 })).toBe('At most 12 characters.');
  });

  it('answers an unknown code with the generic text, never the code itself', () => {
    const { t, calls } = translator(texts);
    expect(errorTextFrom(t)('made_up_code')).toBe('Something went wrong.');
    expect(calls.map(([key]) => key)).toEqual(['generic']);
  });
});
