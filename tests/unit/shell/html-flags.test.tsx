import { render } from '@testing-library/react';
import { HtmlFlagsKeeper } from '@/components/shell/html-flags-keeper';
import { HTML_FLAGS_SCRIPT } from '@/components/shell/html-flags-script';
import { htmlFlags, rememberTimeZone } from '@/lib/utils/html-flags';

/** What the inline script sets on <html> for a cookie string, run against a stand-in document. */
function scriptFlags(cookie: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
  };
  new Function('window', 'document', HTML_FLAGS_SCRIPT)({}, document);
  return attributes;
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  for (const name of ['data-auth', 'data-country', 'data-ts']) document.documentElement.removeAttribute(name);
});

describe('the <html> flags', () => {
  it('are the same rule in the inline script and in the code that applies them again', () => {
    const cookies = [
      '',
      'auth_hint=1',
      'geo_country=GB; auth_hint=1; NEXT_LOCALE=en',
      'ts_flag=1; geo_country=us',
      'geo_country=DE; ts_flag=0; auth_hint=0',
      'xauth_hint=1; geo_country=NLX',
      'NEXT_LOCALE=nl; geo_country=NL; ts_flag=1; auth_hint=1',
    ];
    for (const cookie of cookies) expect([cookie, htmlFlags(cookie)]).toEqual([cookie, scriptFlags(cookie)]);
    expect(htmlFlags('geo_country=GB; auth_hint=1')).toEqual({ 'data-country': 'GB', 'data-auth': '1' });
  });

  it('come back after React re-rendered <html> without them (a 404, the recovery from a hydration error)', () => {
    document.cookie = 'auth_hint=1';
    document.cookie = 'geo_country=GB';
    expect(document.documentElement).not.toHaveAttribute('data-auth');
    render(<HtmlFlagsKeeper />);
    expect(document.documentElement).toHaveAttribute('data-auth', '1');
    expect(document.documentElement).toHaveAttribute('data-country', 'GB');
  });

  it("keep the browser's time zone in a cookie for the server, written only when it changed", () => {
    rememberTimeZone(document, 'Europe/London');
    expect(document.cookie).toContain('tz=Europe/London');
    const writes = jest.spyOn(document, 'cookie', 'set');
    rememberTimeZone(document, 'Europe/London');
    expect(writes).not.toHaveBeenCalled();
    rememberTimeZone(document, 'not a zone; path=/');
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    rememberTimeZone(document, 'America/New_York');
    expect(document.cookie).toContain('tz=America/New_York');
  });
});
