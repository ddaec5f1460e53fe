import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/config/env';
import { GIFT_IDS } from '@/lib/config/gifts';
import { chatPhotos, creditEntries, messages, profiles, sites, users } from '@/lib/db/schema';
import type { ChatList, ChatMessage, ConversationPage } from '@/lib/schemas/chat';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { checkLedger } from '@/lib/server/credits/check-ledger';
import { expectLedgerConsistent } from './helpers/accounts';
import { callJson, json, send, type ErrorBody } from './helpers/http';
import { createMember, insertPhotoRows, jpeg, photoRows, uploadedFiles } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { type Member } from '../utils/members';

type Sent = { conversation: string; message: ChatMessage; credits: number };
type GifAnswer = { gifs: { provider: string; id: string; url: string; title: string }[]; attribution: string | null };

const ORIGIN = 'http://localhost';
let t: TestDb;
let messageCost: number;
let giftCost: number;

beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  const [site] = await t.db
    .select({ messageCredits: sites.messageCredits, giftCredits: sites.giftCredits })
    .from(sites)
    .where(eq(sites.domain, 'localhost'));
  messageCost = site?.messageCredits ?? 0;
  giftCost = site?.giftCredits ?? 0;
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

async function memberWith(credits: number, options: Parameters<typeof createMember>[1] = {}): Promise<Member> {
  const member = await createMember(t.db, options);
  await insertPhotoRows(t.db, member.id, 1);
  const [photo] = await photoRows(t.db, member.id);
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, member.id));
  if (credits > 0)
    await grantCredits({
      userId: member.id,
      amount: credits,
      reason: 'adjustment',
      idempotencyKey: `test:${member.id}`,
    });
  return member;
}

const sendTo = (from: Member, to: Member, body: Record<string, unknown>, clientId: string = randomUUID()) =>
  callJson<Sent & ErrorBody>('POST', `/api/members/${to.id}/messages`, {
    as: from,
    body: { client_id: clientId, ...body },
  });
const sendIn = (from: Member, conversation: string, body: Record<string, unknown>, clientId: string = randomUUID()) =>
  callJson<Sent & ErrorBody>('POST', `/api/chats/${conversation}/messages`, {
    as: from,
    body: { client_id: clientId, ...body },
  });
const balance = async (m: Member) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, m.id)))[0]?.credits;
const stored = async (m: Member) => t.db.select().from(messages).where(eq(messages.senderId, m.id));
const charges = async (m: Member) =>
  (await t.db.select().from(creditEntries).where(eq(creditEntries.userId, m.id))).filter((e) => e.delta < 0);

function uploadChatPhoto(member: Member | null, body: Uint8Array) {
  return json<{ photo: { id: string; width: number; height: number } } & ErrorBody>(
    send(`${ORIGIN}/api/chats/photos`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'image/jpeg', ...(member ? { cookie: member.cookie } : {}) },
      body: new Uint8Array(body),
    }),
  );
}
const photoFile = (member: Member | null, conversation: string, photo: string, size = 'thumb') =>
  send(`${ORIGIN}/api/chats/${conversation}/photos/${photo}/${size}`, {
    headers: member ? { cookie: member.cookie } : {},
  }).then((r) => r.response);

describe(`gifts, GIFs and photos in chat (${dbKind})`, () => {
  it('charges a gift once, at the gift price, under 20 racing copies of one send, and shows it to both sides', async () => {
    const [a, b] = [await memberWith(3 * giftCost), await memberWith(0)];
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendTo(a, b, { kind: 'gift', gift_id: 'rose' }, clientId)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((r) => r.body.message.id)).size).toBe(1);
    expect(answers[0]!.body.message).toMatchObject({ kind: 'gift', gift: 'rose', body: '', mine: true });
    expect(await stored(a)).toHaveLength(1);
    const paid = await charges(a);
    expect(paid.map((e) => [e.delta, e.reason])).toEqual([[-giftCost, 'gift']]);
    expect(await balance(a)).toBe(2 * giftCost);

    const conversation = answers[0]!.body.conversation;
    const seen = await callJson<ConversationPage>('GET', `/api/chats/${conversation}`, { as: b });
    expect(seen.body.messages.map((m) => [m.kind, m.gift, m.mine])).toEqual([['gift', 'rose', false]]);
    const list = await callJson<ChatList>('GET', '/api/chats', { as: b });
    expect(list.body.chats[0]?.last_message).toMatchObject({ kind: 'gift', gift: 'rose', mine: false });
    expect((await checkLedger(t.db)).length).toBe(0);
  });

  it('charges a GIF once at the message price under 20 racing copies, storing the library’s own URL', async () => {
    const [a, b] = [await memberWith(2 * messageCost), await memberWith(0)];
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendTo(a, b, { kind: 'gif', gif_id: 'hello' }, clientId)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.body.message.id)).size).toBe(1);
    expect(answers[0]!.body.message.gif).toEqual({
      provider: 'embedded',
      id: 'hello',
      url: '/gifs/hello.svg',
      width: 240,
      height: 180,
      title: 'hello',
    });
    expect((await charges(a)).map((e) => [e.delta, e.reason])).toEqual([[-messageCost, 'message']]);
    expect(await balance(a)).toBe(messageCost);
  });

  it('refuses a retry of one client_id with another content, and answers the first one again', async () => {
    const [a, b] = [await memberWith(3 * giftCost), await memberWith(0)];
    const clientId = randomUUID();
    expect((await sendTo(a, b, { kind: 'gift', gift_id: 'rose' }, clientId)).status).toBe(200);
    const other = await sendTo(a, b, { kind: 'gift', gift_id: 'heart' }, clientId);
    expect([other.status, other.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    const asText = await sendTo(a, b, { body: 'rose' }, clientId);
    expect(asText.body.error.code).toBe('idempotency_key_reused');
    expect((await sendTo(a, b, { kind: 'gift', gift_id: 'rose' }, clientId)).status).toBe(200);
    expect(await stored(a)).toHaveLength(1);
  });

  it('stores and charges nothing without enough credits, and answers insufficient_credits with the price', async () => {
    const [a, b] = [await memberWith(giftCost - 1), await memberWith(0)];
    const answer = await sendTo(a, b, { kind: 'gift', gift_id: 'diamond' });
    expect([answer.status, answer.body.error.code, answer.body.error.params?.cost]).toEqual([
      402,
      'insufficient_credits',
      giftCost,
    ]);
    expect(await stored(a)).toHaveLength(0);
    expect(await charges(a)).toHaveLength(0);
    expect(await balance(a)).toBe(giftCost - 1);
  });

  it('refuses an unknown gift or GIF (422 with the field), and a URL in place of an id, charging nothing', async () => {
    const [a, b] = [await memberWith(5 * giftCost), await memberWith(0)];
    const gift = await sendTo(a, b, { kind: 'gift', gift_id: 'yacht' });
    expect([gift.status, gift.body.error.fields]).toEqual([422, [{ path: 'gift_id', code: 'gift_unknown' }]]);
    const gif = await sendTo(a, b, { kind: 'gif', gif_id: 'no-such-gif' });
    expect([gif.status, gif.body.error.fields]).toEqual([422, [{ path: 'gif_id', code: 'gif_unknown' }]]);
    const url = await sendTo(a, b, { kind: 'gif', gif_id: 'hello', url: 'https://evil.test/x.gif' });
    expect(url.status).toBe(422);
    expect(await stored(a)).toHaveLength(0);
    expect(await balance(a)).toBe(5 * giftCost);
  });

  it('ships every gift’s icon and every library GIF as a file', async () => {
    const { existsSync } = await import('node:fs');
    for (const id of GIFT_IDS) expect(existsSync(`public/gifts/${id}.svg`)).toBe(true);
    const all = await callJson<GifAnswer>('GET', '/api/gifs', { as: await memberWith(0) });
    expect(all.body.gifs.length).toBeGreaterThanOrEqual(20);
    for (const g of all.body.gifs) expect(existsSync(`public${g.url}`)).toBe(true);
  });

  it('searches the library by the member’s words, case- and accent-insensitive, members only', async () => {
    const member = await memberWith(0);
    const hearts = await callJson<GifAnswer>('GET', '/api/gifs?q=HEART', { as: member });
    expect(hearts.status).toBe(200);
    expect(hearts.body.attribution).toBeNull();
    expect(hearts.body.gifs.map((g) => g.id)).toEqual(['heartbeat', 'floating-hearts']);
    const french = await callJson<GifAnswer>('GET', '/api/gifs?q=C%C5%93ur', {
      cookie: `${member.cookie}; NEXT_LOCALE=fr`,
    });
    expect(french.body.gifs.map((g) => g.id)).toContain('heartbeat');
    expect((await callJson('GET', '/api/gifs?q=hi')).status).toBe(403);
  });

  it('lets a premium member send a photo that only the two members can see; a free member is asked to buy', async () => {
    const [owner, other, stranger] = [
      await memberWith(3 * messageCost, { paidUser: true }),
      await memberWith(0),
      await memberWith(0),
    ];
    const free = await memberWith(3 * messageCost);
    const refused = await uploadChatPhoto(free, await jpeg());
    expect([refused.status, refused.body.error.code]).toEqual([403, 'premium_required']);

    const uploaded = await uploadChatPhoto(owner, await jpeg(400, 300));
    expect(uploaded.status).toBe(201);
    const photoId = uploaded.body.photo.id;
    // Somebody else's upload cannot be sent, and a free member cannot send photos at all.
    const foreign = await sendTo(await memberWith(messageCost, { paidUser: true }), other, {
      kind: 'photo',
      photo_id: photoId,
    });
    expect(foreign.body.error.fields).toEqual([{ path: 'photo_id', code: 'photo_unknown' }]);
    const freeSend = await sendTo(free, other, { kind: 'photo', photo_id: photoId });
    expect([freeSend.status, freeSend.body.error.code]).toEqual([403, 'premium_required']);
    expect(await stored(free)).toHaveLength(0);

    const sent = await sendTo(owner, other, { kind: 'photo', photo_id: photoId });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({
      kind: 'photo',
      photo: { id: photoId, width: 400, height: 300, removed: false },
    });
    expect(await balance(owner)).toBe(2 * messageCost);
    const conversation = sent.body.conversation;

    const ownerView = await photoFile(owner, conversation, photoId);
    expect([ownerView.status, ownerView.headers.get('content-type'), ownerView.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'private, no-store',
    ]);
    expect((await photoFile(other, conversation, photoId, 'full')).status).toBe(200);
    expect((await photoFile(stranger, conversation, photoId)).status).toBe(404);
    expect((await photoFile(null, conversation, photoId)).status).toBe(403);
    // The stranger's own conversation does not open the photo either.
    const theirs = await sendTo(await memberWith(messageCost), stranger, { body: 'hi' });
    expect((await photoFile(stranger, theirs.body.conversation, photoId)).status).toBe(404);

    const page = await callJson<ConversationPage>('GET', `/api/chats/${conversation}`, { as: other });
    expect(page.body.messages[0]?.photo).toEqual({ id: photoId, width: 400, height: 300, removed: false });
    // A moderator's removal hides it from both.
    await t.db.update(chatPhotos).set({ removedAt: new Date() }).where(eq(chatPhotos.id, photoId));
    expect((await photoFile(other, conversation, photoId)).status).toBe(404);
    const after = await callJson<ConversationPage>('GET', `/api/chats/${conversation}`, { as: other });
    expect(after.body.messages[0]?.photo?.removed).toBe(true);
  });

  it('erases a member’s chat photos, rows and files, with the account', async () => {
    const [owner, other] = [await memberWith(messageCost, { paidUser: true }), await memberWith(0)];
    const uploaded = await uploadChatPhoto(owner, await jpeg());
    const sent = await sendTo(owner, other, { kind: 'photo', photo_id: uploaded.body.photo.id });
    expect(sent.status).toBe(200);
    const files = () => uploadedFiles(t.dataDir).filter((f) => f.startsWith(uploaded.body.photo.id));
    expect(files().length).toBeGreaterThan(0);
    await t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(users.id, owner.id));
    const { eraseDeletedAccounts } = await import('@/lib/server/accounts/erase-deleted-accounts');
    expect(await eraseDeletedAccounts()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(chatPhotos).where(eq(chatPhotos.userId, owner.id))).toEqual([]);
    expect(files()).toEqual([]);
  });

  it('keeps the text API as it was, and refuses an unknown kind', async () => {
    const [a, b] = [await memberWith(2 * messageCost), await memberWith(0)];
    const text = await sendTo(a, b, { body: 'Hello' });
    expect(text.body.message).toMatchObject({ kind: 'text', body: 'Hello', gift: null, gif: null, photo: null });
    const bad = await sendIn(a, text.body.conversation, { kind: 'video', body: 'x' });
    expect([bad.status, bad.body.error.fields]).toEqual([422, [{ path: 'kind', code: 'message_kind_invalid' }]]);
  });

  describe('through GIPHY (a local server speaking its documented API)', () => {
    let server: Server;
    let down = false;
    const giphyGif = (id: string, host = 'media0.giphy.com') => ({
      type: 'gif',
      id,
      title: `GIF ${id}`,
      rating: 'g',
      images: {
        fixed_height: { url: `https://${host}/media/${id}/200.gif`, width: '267', height: '200', size: '1000' },
      },
    });
    beforeAll(async () => {
      server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://fake');
        res.setHeader('content-type', 'application/json');
        if (down || url.searchParams.get('api_key') !== 'test-giphy-key') {
          res.statusCode = down ? 503 : 401;
          res.end(JSON.stringify({ meta: { status: res.statusCode, msg: 'no' } }));
          return;
        }
        if (url.pathname === '/v1/gifs/search' || url.pathname === '/v1/gifs/trending') {
          res.end(
            JSON.stringify({
              data: [giphyGif('abc123'), giphyGif('evil1', 'evil.test'), { id: 'broken' }],
              pagination: { total_count: 3, count: 3, offset: 0 },
              meta: { status: 200, msg: 'OK', response_id: 'r' },
            }),
          );
          return;
        }
        const single = /^\/v1\/gifs\/([A-Za-z0-9]+)$/.exec(url.pathname);
        if (single?.[1] === 'abc123') {
          res.end(JSON.stringify({ data: giphyGif('abc123'), meta: { status: 200, msg: 'OK' } }));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ data: [], meta: { status: 404, msg: 'Not Found' } }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      process.env.GIPHY_API_KEY = 'test-giphy-key';
      process.env.GIPHY_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resetEnvCache();
    });
    afterAll(async () => {
      delete process.env.GIPHY_API_KEY;
      delete process.env.GIPHY_BASE_URL;
      resetEnvCache();
      await new Promise((resolve) => server.close(resolve));
    });

    it('answers GIPHY’s GIFs (those on its hosts only) with its attribution, and sends one by id', async () => {
      const [a, b] = [await memberWith(2 * messageCost), await memberWith(0)];
      const found = await callJson<GifAnswer>('GET', '/api/gifs?q=love', { as: a });
      expect(found.body.attribution).toBe('giphy');
      expect(found.body.gifs.map((g) => [g.provider, g.id])).toEqual([['giphy', 'abc123']]);
      const sent = await sendTo(a, b, { kind: 'gif', gif_id: 'abc123' });
      expect(sent.body.message.gif).toEqual({
        provider: 'giphy',
        id: 'abc123',
        url: 'https://media0.giphy.com/media/abc123/200.gif',
        width: 267,
        height: 200,
        title: 'GIF abc123',
      });
      const unknown = await sendTo(a, b, { kind: 'gif', gif_id: 'zzz999' });
      expect(unknown.body.error.fields).toEqual([{ path: 'gif_id', code: 'gif_unknown' }]);
      expect(await balance(a)).toBe(messageCost);
    });

    it('says the service is unavailable (503) when GIPHY fails, charging nothing', async () => {
      const [a, b] = [await memberWith(messageCost), await memberWith(0)];
      down = true;
      try {
        expect((await callJson('GET', '/api/gifs?q=love', { as: a })).status).toBe(503);
        const sent = await sendTo(a, b, { kind: 'gif', gif_id: 'abc123' });
        expect([sent.status, sent.body.error.code]).toEqual([503, 'service_unavailable']);
      } finally {
        down = false;
      }
      expect(await balance(a)).toBe(messageCost);
      expect(await stored(a)).toHaveLength(0);
    });
  });
});
