import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client/errors';
import { fetcher } from '@/lib/api-client/client';
import { deleteChat } from '@/lib/api-client/chat';
import type { ChatEntry, ChatList as ChatListData } from '@/lib/schemas/chat';
import en from '@/messages/en.json';
import { ChatList } from '@/components/chat/chat-list';
import { TimeProvider } from '@/components/shell/time-provider';

// ky is ESM-only and needs a real fetch (toolchain G12): the endpoint functions are replaced here.
jest.mock('@/lib/api-client/client', () => ({ fetcher: jest.fn() }));
jest.mock('@/lib/api-client/chat', () => ({ deleteChat: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch: _p, ...props }: { prefetch?: unknown } & Record<string, unknown>) => <a {...props} />,
}));

function entry(n: number, extra: Partial<ChatEntry> = {}): ChatEntry {
  return {
    conversation: `0190a8d2-8f6e-7c3b-9d4e-00000000000${n}`,
    profile: {
      id: `0190a8d2-8f6e-7c3b-9d4e-10000000000${n}`,
      name: `Member ${n}`,
      age: 30 + n,
      main_image: null,
      available: true,
      fictional: false,
    },
    num_unread_messages: 0,
    last_message: {
      kind: 'text',
      body: `Last words ${n}`,
      gift: null,
      mine: n % 2 === 0,
      created_at: '2026-11-01T10:00:00.000Z',
    },
    ...extra,
  };
}

const list: ChatListData = {
  chats: [
    entry(1, { num_unread_messages: 120 }),
    entry(2),
    entry(3, { profile: { id: 'x', name: '', age: null, main_image: null, available: false, fictional: false } }),
  ],
  total_unread: 120,
};

function renderList(initial: ChatListData = list) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <TimeProvider
        settings={{ timeZone: 'Europe/London', formatLocale: 'en-GB', now: Date.parse('2026-11-02T10:00:00.000Z') }}
      >
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ChatList initial={initial} activeId={initial.chats[1]?.conversation ?? null} />
        </SWRConfig>
      </TimeProvider>
    </NextIntlClientProvider>,
  );
}

// jsdom has no modal dialogs: open is enough for the roles and names the tests read.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetcher).mockResolvedValue(list);
});

describe('ChatList', () => {
  it('shows partners, capped unread badges, whose the last message was, a former member, and the open conversation', () => {
    renderList();
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(nav).getByText('99+')).toBeInTheDocument();
    expect(within(nav).getByText('120 unread messages')).toBeInTheDocument();
    expect(within(nav).getByText(/You: Last words 2/)).toBeInTheDocument();
    expect(within(nav).getByText('Former member')).toBeInTheDocument();
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      `/chats/${list.chats[1]?.conversation}`,
    );
  });

  it('removes a conversation at once after confirming', async () => {
    // The server's list follows the deletion, as it would: a revalidation at any moment agrees with the screen.
    let server = list;
    jest.mocked(fetcher).mockImplementation(async () => server);
    jest.mocked(deleteChat).mockImplementation(async (id) => {
      server = { ...list, chats: list.chats.filter((c) => c.conversation !== id) };
      return { ok: true };
    });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the conversation with Member 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(deleteChat).toHaveBeenCalledWith(list.chats[0]?.conversation);
    expect(screen.queryByText('Member 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server refuses, alerts and reloads the list (spec §4)', async () => {
    jest.mocked(deleteChat).mockRejectedValue(new ApiError('service_unavailable', 503));
    renderList();
    const calls = jest.mocked(fetcher).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete the conversation with Member 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The conversation could not be deleted. Your list has been reloaded.',
    );
    expect(await screen.findByText('Member 2')).toBeInTheDocument();
    expect(jest.mocked(fetcher).mock.calls.length).toBeGreaterThan(calls);
  });

  it('returns the keyboard to the button when the question is cancelled, and leaves a removed open conversation', async () => {
    jest.mocked(deleteChat).mockResolvedValue({ ok: true });
    renderList();
    const button = screen.getByRole('button', { name: 'Delete the conversation with Member 2' });
    fireEvent.click(button);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Delete this conversation?' })).getByRole('button', {
          name: 'Delete',
        }),
      ),
    );
    expect(push).toHaveBeenCalledWith('/chats');
    expect(screen.getByRole('heading', { name: 'Messages' })).toHaveFocus();
  });

  it('says so when there is no conversation yet', () => {
    renderList({ chats: [], total_unread: 0 });
    expect(screen.getByText('No conversations yet.')).toBeInTheDocument();
  });
});
