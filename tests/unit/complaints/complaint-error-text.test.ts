import de from '@/messages/de.json';
import { loadErrorText } from '@/components/complaints/complaint-error-text';

/** What fetch answers (jsdom has no Response): the status and the parsed body. */
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

/** GET /api/signup/texts answered with the German texts, as the route answers (Common, Errors, Signup). */
function answerWithGerman() {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    return answer(200, { Common: de.Common, Errors: de.Errors, Signup: de.Signup });
  }) as typeof fetch;
  return calls;
}

describe('the complaints form’s error texts', () => {
  const original = global.fetch;
  afterEach(() => {
    global.fetch = original;
  });

  it('formats a code with the form’s own limit through next-intl, in the page’s language', async () => {
    const calls = answerWithGerman();
    const text = await loadErrorText('de', 'v1');
    expect(calls).toEqual(['/api/signup/texts?locale=de&v=v1']);
    expect(text('complaint_message_too_short', { min: 20 })).toBe(
      'Bitte beschreiben Sie Ihre Beschwerde in mindestens 20 Zeichen.',
    );
    expect(text('category_invalid')).toBe('Bitte wählen Sie ein Thema.');
  });

  it('gives a made-up code the generic message', async () => {
    answerWithGerman();
    expect((await loadErrorText('de', 'v1'))('no_such_code')).toBe(de.Errors.generic);
  });

  it('fails when the answer is not the texts, so the form keeps its own', async () => {
    global.fetch = jest.fn(async () => answer(200, { Errors: 'x' })) as typeof fetch;
    await expect(loadErrorText('de', 'v1')).rejects.toThrow('unexpected answer');
    global.fetch = jest.fn(async () => answer(503, null)) as typeof fetch;
    await expect(loadErrorText('de', 'v1')).rejects.toThrow('503');
  });
});
