import { act, render, screen } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import type { FlashNoticeTexts } from '@/components/shell/flash-notice';

let mockPathname = '/profile';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const texts: FlashNoticeTexts = {
  notices: { passwordReset: 'Password saved', reactivated: 'Welcome back' },
  close: 'Close',
};

// A page load of its own: the notice store keeps what it read in its module for the page load, so the component is
// loaded anew (with the same React as the test's renderer).
const react: unknown = jest.requireActual('react');
async function pageLoad(stored?: string): Promise<ComponentType<{ texts: FlashNoticeTexts }>> {
  if (stored) sessionStorage.setItem('pendingNotice', stored);
  jest.resetModules();
  jest.doMock('react', () => react);
  return (await import('@/components/shell/flash-notice')).FlashNotice;
}

const afterHydration = () => act(async () => void jest.runAllTimers());

/** The notice's frame mounted on a page, and the moment after hydration. */
async function hydrated(FlashNotice: ComponentType<{ texts: FlashNoticeTexts }>): Promise<void> {
  render(<FlashNotice texts={texts} />);
  await afterHydration();
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  mockPathname = '/profile';
});
afterEach(() => jest.useRealTimers());

describe('the flash notice a full page load brings along', () => {
  it('shows once, right after hydration, and leaves nothing in the storage (React development double mount too)', async () => {
    const FlashNotice = await pageLoad('passwordReset');
    render(
      <StrictMode>
        <FlashNotice texts={texts} />
      </StrictMode>,
    );
    expect(screen.queryByText('Password saved')).toBeNull();
    await afterHydration();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toStrictEqual(['Password saved']);
    expect(sessionStorage.getItem('pendingNotice')).toBeNull();
  });

  it('is not shown again by the frame of another layout, after closing it or not', async () => {
    const FlashNotice = await pageLoad('passwordReset');
    const first = render(<FlashNotice texts={texts} />);
    await afterHydration();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Password saved')).toBeNull();
    first.unmount();
    mockPathname = '/members';
    await hydrated(FlashNotice);
    expect(screen.queryByText('Password saved')).toBeNull();
  });

  it('taken out of the storage even when the frame unmounts before reading it, so no later page load shows it', async () => {
    const FlashNotice = await pageLoad('reactivated');
    render(<FlashNotice texts={texts} />).unmount();
    await afterHydration();
    expect(sessionStorage.getItem('pendingNotice')).toBeNull();
    const Later = await pageLoad();
    await hydrated(Later);
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('stays hidden when the member moves on before it shows, and ignores an unknown notice', async () => {
    const FlashNotice = await pageLoad('passwordReset');
    const view = render(<FlashNotice texts={texts} />);
    mockPathname = '/members';
    view.rerender(<FlashNotice texts={texts} />);
    await afterHydration();
    expect(screen.queryByText('Password saved')).toBeNull();

    const Next = await pageLoad('somethingElse');
    await hydrated(Next);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
