import {
  deleteChatSchema,
  MESSAGE_MAX,
  messageContent,
  messagesQuerySchema,
  sendMessageSchema,
} from '@/lib/schemas/chat';

const clientId = '0190a0a0-0000-7000-8000-000000000001';
const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('chat schemas', () => {
  it('keeps a message as typed, trimmed, without control characters', () => {
    expect(sendMessageSchema.parse({ client_id: clientId, body: '  Hi <b>you</b>\n\tthere\u0000\u001b ' })).toEqual({
      client_id: clientId,
      kind: 'text',
      body: 'Hi <b>you</b>\n\tthere',
    });
  });
  it('refuses empty, whitespace-only and over-long messages, a missing client id and unknown fields', () => {
    expect(codes(sendMessageSchema.safeParse({ client_id: clientId, body: ' \n ' }))).toEqual(['message_empty']);
    expect(codes(sendMessageSchema.safeParse({ client_id: clientId, body: 'x'.repeat(MESSAGE_MAX + 1) }))).toEqual([
      'message_too_long',
    ]);
    expect(sendMessageSchema.safeParse({ client_id: clientId, body: 'x'.repeat(MESSAGE_MAX) }).success).toBe(true);
    expect(codes(sendMessageSchema.safeParse({ client_id: 'not-a-uuid', body: 'hi' }))).toEqual(['client_id_invalid']);
    expect(sendMessageSchema.safeParse({ client_id: clientId, body: 'hi', cost: 0 }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ client_id: clientId, body: 42 }).success).toBe(false);
  });
  it('takes a gift, a GIF or a photo as a content of its kind, and names the field of a bad one', () => {
    const gift = sendMessageSchema.parse({ client_id: clientId, kind: 'gift', gift_id: 'rose' });
    expect(messageContent(gift)).toEqual({ kind: 'gift', giftId: 'rose' });
    const gif = sendMessageSchema.parse({ client_id: clientId, kind: 'gif', gif_id: 'hello' });
    expect(messageContent(gif)).toEqual({ kind: 'gif', gifId: 'hello' });
    const photo = sendMessageSchema.parse({ client_id: clientId, kind: 'photo', photo_id: clientId });
    expect(messageContent(photo)).toEqual({ kind: 'photo', photoId: clientId });
    expect(messageContent(sendMessageSchema.parse({ client_id: clientId, body: 'hi' }))).toEqual({
      kind: 'text',
      body: 'hi',
    });
    expect(codes(sendMessageSchema.safeParse({ client_id: clientId, kind: 'gift', gift_id: '' }))).toEqual([
      'gift_unknown',
    ]);
    expect(codes(sendMessageSchema.safeParse({ client_id: clientId, kind: 'photo', photo_id: 'x' }))).toEqual([
      'photo_unknown',
    ]);
    expect(codes(sendMessageSchema.safeParse({ client_id: clientId, kind: 'video', body: 'x' }))).toEqual([
      'message_kind_invalid',
    ]);
    // A URL is never taken from the client: a GIF message names the GIF by id only.
    expect(
      sendMessageSchema.safeParse({ client_id: clientId, kind: 'gif', gif_id: 'hello', url: 'https://x.test/a.gif' })
        .success,
    ).toBe(false);
    expect(sendMessageSchema.safeParse({ client_id: clientId, kind: 'gift', gift_id: 'rose', body: 'x' }).success).toBe(
      false,
    );
  });
  it('takes the spec body of chat.php and a message id as the paging cursor', () => {
    expect(deleteChatSchema.safeParse({ conversation: clientId }).success).toBe(true);
    expect(deleteChatSchema.safeParse({ conversation: '1' }).success).toBe(false);
    expect(messagesQuerySchema.safeParse({}).success).toBe(true);
    expect(codes(messagesQuerySchema.safeParse({ before: 'x' }))).toEqual(['cursor_invalid']);
  });
});
