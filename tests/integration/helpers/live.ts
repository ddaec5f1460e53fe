import type { Db } from '@/lib/db/client';
import type { LiveEventKind } from '@/lib/db/schema';
import type { LiveMessage } from '@/lib/schemas/events';
import { publishEvent, type LiveAudience } from '@/lib/server/events/publish';

/** One event a stream wrote: its `id:` (null when it had none) and its `data:` JSON. */
export type Frame = { id: number | null; data: LiveMessage };

/**
 * A live stream as a browser's EventSource reads it: frames parsed as they arrive. `next(n)` waits for the
 * next n frames (or fails after `ms`); `none(ms)` proves that nothing arrives in that time. Comment lines
 * (heartbeats) and the `retry:` hint are kept apart.
 */
export class StreamReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  readonly frames: Frame[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  private taken = 0;
  private pumping: Promise<void> | null = null;
  ended = false;

  constructor(readonly response: Response) {
    if (!response.body) throw new Error('no stream body');
    this.reader = response.body.getReader();
  }

  private pump(): Promise<void> {
    this.pumping ??= (async () => {
      const { value, done } = await this.reader.read();
      if (done) this.ended = true;
      else this.parse(this.decoder.decode(value, { stream: true }));
    })().finally(() => {
      this.pumping = null;
    });
    return this.pumping;
  }

  private parse(text: string): void {
    this.buffer += text;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: number | null = null;
      let data: string | null = null;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line);
        else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
        else if (line.startsWith('id: ')) id = Number(line.slice(4));
        else if (line.startsWith('data: ')) data = line.slice(6);
      }
      if (data !== null) this.frames.push({ id, data: JSON.parse(data) as LiveMessage });
    }
  }

  async next(count = 1, ms = 3_000): Promise<Frame[]> {
    const deadline = Date.now() + ms;
    while (this.frames.length - this.taken < count) {
      if (this.ended) throw new Error(`stream ended after ${this.frames.length} frames`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`waited ${ms} ms for ${count} frames, got ${this.frames.length - this.taken}`);
      await Promise.race([this.pump(), new Promise((r) => setTimeout(r, left))]);
    }
    const out = this.frames.slice(this.taken, this.taken + count);
    this.taken += count;
    return out;
  }

  /** Resolves when nothing more arrived within `ms` (and answers what did arrive, for a clear failure). */
  async none(ms = 300): Promise<Frame[]> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (this.ended) break;
      await Promise.race([this.pump(), new Promise((r) => setTimeout(r, deadline - Date.now()))]);
    }
    return this.frames.slice(this.taken);
  }

  /** The last id the stream named, as a browser keeps it for Last-Event-ID. */
  get lastId(): number | null {
    const withId = this.frames.filter((f) => f.id !== null);
    return withId.at(-1)?.id ?? null;
  }

  /** The client goes away (the browser closed the tab). */
  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

/** Publishes an event in a transaction of its own, as a change would. */
export async function publish(db: Db, to: LiveAudience, kind: LiveEventKind, ref?: string): Promise<void> {
  await db.transaction((tx) => publishEvent(tx, to, kind, ref));
}

/** The kinds and refs of some frames, for compact assertions. */
export const kinds = (frames: Frame[]) => frames.map((f) => [f.data.kind, f.data.ref ?? null]);
