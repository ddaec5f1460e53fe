import { act } from '@testing-library/react';
import { NextIntlClientProvider, type IntlError } from 'next-intl';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client/client';
import type { ChatList as ChatListData, ChatMessage } from '@/lib/schemas/chat';
import { resolveTimeSettings } from '@/lib/utils/time';
import en from '@/messages/en.json';
import { ChatList } from '@/components/chat/chat-list';
import { MessageList } from '@/components/chat/message-list';
import { TimeProvider } from '@/components/shell/time-provider';

jest.mock('@/lib/api-client/client', () => ({ fetcher: jest.fn() }));
jest.mock('@/lib/api-client/chat', () => ({ deleteChat: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch: _p, ...props }: { prefetch?: unknown } & Record<string, unknown>) => <a {...props} />,
}));

const SENT = '2026-11-26T04:34:00.000Z';
const message: ChatMessage = {
  id: '0190a8d2-8f6e-7c3b-9d4e-200000000001',
  client_id: '0190a8d2-8f6e-7c3b-9d4e-300000000001',
  kind: 'text',
  body: 'Good morning',
  gift: null,
  gif: null,
  photo: null,
  mine: false,
  created_at: SENT,
};
const chats: ChatListData = {
  chats: [
    {
      conversation: '0190a8d2-8f6e-7c3b-9d4e-000000000001',
      profile: {
        id: '0190a8d2-8f6e-7c3b-9d4e-100000000001',
        name: 'Alex',
        age: 30,
        main_image: null,
        available: true,
        fictional: false,
      },
      num_unread_messages: 1,
      last_message: { kind: 'text', body: 'Good morning', gift: null, mine: false, created_at: SENT },
    },
  ],
  total_unread: 1,
};

function page(settings: ReturnType<typeof resolveTimeSettings>, onError: (error: IntlError) => void) {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC" onError={onError}>
      <TimeProvider settings={settings}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <ChatList initial={chats} activeId={null} />
          <MessageList
            name="Alex"
            conversation={null}
            messages={[message]}
            pending={[]}
            hasMore={false}
            loadingOlder={false}
            onLoadOlder={jest.fn()}
            onRetry={jest.fn()}
            renderError={() => null}
          />
        </SWRConfig>
      </TimeProvider>
    </NextIntlClientProvider>
  );
}

/** The message's own time in the conversation. */
const messageTime = (root: HTMLElement) => [...root.querySelectorAll('time')].find((el) => !el.closest('nav')) ?? null;

/** The time a conversation was last active in the list, only if it is on screen (not in a visually hidden text). */
function listTime(root: HTMLElement): HTMLElement | null {
  const link = root.querySelector('nav a[href^="/chats/"]');
  return [...(link?.querySelectorAll<HTMLElement>('time') ?? [])].find((el) => !el.closest('.visually-hidden')) ?? null;
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  jest.mocked(fetcher).mockResolvedValue(chats);
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});

// Each test's page goes away with it, and with it the page's shared clock (time-provider.tsx).
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('times in the chat', () => {
  it('hydrate to the text the server sent, then follow the browser clock, with no next-intl fallback', async () => {
    const errors: string[] = [];
    const intlErrors: string[] = [];
    // The server renders 59 seconds after the message; the browser hydrates half a minute later.
    const serverNow = Date.parse(SENT) + 59_000;
    jest.setSystemTime(serverNow);
    const settings = resolveTimeSettings({
      language: 'en',
      browserZone: 'Europe/London',
      memberCountry: 'GB',
      siteCountry: 'NL',
      now: serverNow,
    });
    const html = renderToString(page(settings, (e) => intlErrors.push(e.code)));
    expect(html).toContain('59 seconds ago');
    expect(html).toContain('26/11/2026, 04:34');

    jest.setSystemTime(serverNow + 31_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          page(settings, (e) => intlErrors.push(e.code)),
          { onRecoverableError: (error) => errors.push(String(error)) },
        ),
      );
    });
    expect(errors).toEqual([]);
    expect(intlErrors).toEqual([]);
    // After hydration the browser's clock takes over.
    expect(container).toHaveTextContent('1 minute ago');
    expect(messageTime(container)).toHaveTextContent('26/11/2026, 04:34');
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(container).toHaveTextContent('2 minutes ago');
  });

  it('show in the conversation list when each chat was last active, on screen and not only to screen readers', async () => {
    const errors: string[] = [];
    const serverNow = Date.parse(SENT) + 59_000;
    jest.setSystemTime(serverNow);
    const settings = resolveTimeSettings({
      language: 'en',
      browserZone: 'Europe/London',
      memberCountry: 'GB',
      siteCountry: 'NL',
      now: serverNow,
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(settings, () => undefined));
    expect(listTime(container)).toHaveTextContent('59 sec. ago');
    document.body.appendChild(container);
    jest.setSystemTime(serverNow + 31_000);
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          page(settings, () => undefined),
          { onRecoverableError: (error) => errors.push(String(error)) },
        ),
      );
    });
    expect(errors).toEqual([]);
    expect(listTime(container)).toHaveTextContent('1 min. ago');
    expect(listTime(container)).toHaveAttribute('datetime', SENT);
  });
});
