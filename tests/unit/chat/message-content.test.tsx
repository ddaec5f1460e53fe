import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import type { ChatMessage } from '@/lib/schemas/chat';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { MessageContent, usePreviewText } from '@/components/chat/message-content';

const base: ChatMessage = {
  id: '0190a8d2-8f6e-7c3b-9d4e-200000000001',
  client_id: '0190a8d2-8f6e-7c3b-9d4e-300000000001',
  kind: 'text',
  body: '',
  gift: null,
  gif: null,
  photo: null,
  mine: false,
  created_at: '2026-11-26T04:34:00.000Z',
};
const CONVERSATION = '0190a8d2-8f6e-7c3b-9d4e-000000000001';

function html(message: ChatMessage, messages: typeof en = en, locale: 'en' | 'de' = 'en') {
  return renderToString(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <MessageContent message={message} conversation={CONVERSATION} name="Alex" />
    </NextIntlClientProvider>,
  );
}

function Preview({ m }: { m: Pick<ChatMessage, 'kind' | 'body' | 'gift'> }) {
  return <>{usePreviewText()(m)}</>;
}

describe('gift, GIF and photo messages', () => {
  it('shows a gift as its drawing and a sentence for each side, in the reader’s language', () => {
    const theirs = html({ ...base, kind: 'gift', gift: 'rose' });
    expect(theirs).toContain('Alex sent you a rose');
    expect(theirs).toContain('/gifts/rose.svg');
    expect(html({ ...base, kind: 'gift', gift: 'rose', mine: true })).toContain('You sent a rose');
    expect(html({ ...base, kind: 'gift', gift: 'teddy' }, de as typeof en, 'de')).toContain(
      'Alex hat Ihnen einen Teddybären geschickt',
    );
  });

  it('shows a GIF with its title as the text alternative, sized as the service said', () => {
    const out = html({
      ...base,
      kind: 'gif',
      gif: { provider: 'embedded', id: 'hello', url: '/gifs/hello.svg', width: 240, height: 180, title: 'hello' },
    });
    expect(out).toContain('alt="Animated GIF: hello"');
    expect(out).toContain('width="240"');
  });

  it('shows a photo through the conversation’s own route, or says it was removed', () => {
    const photo = { id: '0190a8d2-8f6e-7c3b-9d4e-400000000001', width: 400, height: 300, removed: false };
    const out = html({ ...base, kind: 'photo', photo });
    expect(out).toContain(`/api/chats/${CONVERSATION}/photos/${photo.id}/thumb`);
    expect(out).toContain('alt="Photo from Alex"');
    expect(html({ ...base, kind: 'photo', photo: { ...photo, removed: true } })).toContain('This photo was removed.');
  });

  it('names a gift, a GIF and a photo in the chat list instead of an empty line', () => {
    const preview = (m: Pick<ChatMessage, 'kind' | 'body' | 'gift'>) =>
      renderToString(
        <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
          <Preview m={m} />
        </NextIntlClientProvider>,
      );
    expect(preview({ kind: 'gift', body: '', gift: 'diamond' })).toBe('Sent a diamond');
    expect(preview({ kind: 'gif', body: '', gift: null })).toBe('GIF');
    expect(preview({ kind: 'photo', body: '', gift: null })).toBe('Photo');
    expect(preview({ kind: 'text', body: 'Hi', gift: null })).toBe('Hi');
  });
});
