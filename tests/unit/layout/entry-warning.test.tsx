import { act, render, screen } from '@testing-library/react';
import { EntryWarning } from '@/components/layout/entry-warning';
import type { EntryWarningTexts } from '@/components/layout/entry-warning-texts';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const texts: EntryWarningTexts = {
  title: 'Before you enter',
  body: 'Adults only.',
  fictional: 'Some profiles are fictional.',
  credits: 'Messages cost credits.',
  leave: 'Leave',
  enter: 'Enter',
};
const standalone = jest.fn(() => ({ matches: false }));

function setCookies(...cookies: string[]): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
}

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: standalone });
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  localStorage.clear();
  standalone.mockClear();
  mockPathname = '/';
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.restoreAllMocks());

const shown = () => screen.queryByRole('dialog', { name: 'Before you enter' }) !== null;

describe('the site-entry warning in the browser', () => {
  it('asks a visitor from elsewhere for no stored fact, and still keeps a skip_warning', () => {
    setCookies('geo_country=US');
    window.history.replaceState(null, '', '/?skip_warning');
    const read = jest.spyOn(Storage.prototype, 'getItem');
    render(<EntryWarning texts={texts} enabled />);
    expect(shown()).toBe(false);
    expect(read).not.toHaveBeenCalled();
    expect(standalone).not.toHaveBeenCalled();
    expect(localStorage.getItem('siteEntryWarningSkipped')).not.toBeNull();
  });

  it('shows for a Dutch visitor on a route that allows it, and not again once closed', () => {
    setCookies('geo_country=NL');
    mockPathname = '/complete-signup';
    const view = render(<EntryWarning texts={texts} enabled />);
    expect(shown()).toBe(false);
    mockPathname = '/terms';
    view.rerender(<EntryWarning texts={texts} enabled />);
    expect(shown()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enter' }));
    act(() => screen.getByRole('button', { name: 'Enter' }).click());
    expect(shown()).toBe(false);
    expect(localStorage.getItem('siteEntryWarningClosedAt')).not.toBeNull();
    view.unmount();
    render(<EntryWarning texts={texts} enabled />);
    expect(shown()).toBe(false);
  });

  it('stays hidden for a Dutch visitor who skipped it, is logged in or uses the installed app', () => {
    setCookies('geo_country=NL');
    localStorage.setItem('siteEntryWarningSkipped', '1');
    render(<EntryWarning texts={texts} enabled />).unmount();
    expect(shown()).toBe(false);
    localStorage.clear();
    setCookies('geo_country=NL', 'auth_hint=1');
    render(<EntryWarning texts={texts} enabled />).unmount();
    expect(shown()).toBe(false);
    setCookies('geo_country=NL');
    standalone.mockReturnValue({ matches: true });
    render(<EntryWarning texts={texts} enabled />);
    expect(shown()).toBe(false);
    standalone.mockReturnValue({ matches: false });
  });

  it('shows, rather than failing, where the browser refuses storage', () => {
    setCookies('geo_country=DE');
    window.history.replaceState(null, '', '/?skip_warning');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<EntryWarning texts={texts} enabled />);
    expect(shown()).toBe(true);
    act(() => screen.getByRole('button', { name: 'Enter' }).click());
    expect(shown()).toBe(false);
  });
});
