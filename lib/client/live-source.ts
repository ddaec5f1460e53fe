import { LIVE_RETRY_MS, type LiveMessage } from '@/lib/schemas/events';
import { backoffDelay } from '@/lib/utils/backoff';

/** Manual reconnects after the browser gave up (an answer that was not a stream), doubling up to this. */
const RECONNECT_MAX_MS = 60_000;
/** After this many failed manual reconnects in a row the source waits for the tab's focus or the network. */
const RECONNECT_TRIES = 8;

type Handlers = {
  onMessage: (message: LiveMessage) => void;
  /** The stream opened (true) or dropped (false); `resumed` when it opened again after a drop. */
  onState: (connected: boolean, resumed: boolean) => void;
};

/**
 * One EventSource with the parts the browser leaves out (issue 16): it remembers the last event id across
 * its own reconnects (`?last=`, since a new EventSource cannot send Last-Event-ID), reconnects with a capped
 * back-off when the browser stopped retrying (the server answered with an error or went away for good), and
 * starts again at once when the tab comes back into view or the network returns.
 */
export class LiveSource {
  private source: EventSource | null = null;
  private lastId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private everOpen = false;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly handlers: Handlers,
  ) {
    this.wake = this.wake.bind(this);
  }

  start(): void {
    this.stopped = false;
    document.addEventListener('visibilitychange', this.wake);
    window.addEventListener('online', this.wake);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    document.removeEventListener('visibilitychange', this.wake);
    window.removeEventListener('online', this.wake);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
  }

  private wake(): void {
    if (document.visibilityState !== 'visible' || this.stopped) return;
    if (this.source && this.source.readyState !== EventSource.CLOSED) return;
    this.failures = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  }

  private connect(): void {
    const url = this.lastId === null ? this.url : `${this.url}?last=${encodeURIComponent(this.lastId)}`;
    const source = new EventSource(url);
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
      this.handlers.onState(true, this.everOpen);
      this.everOpen = true;
    };
    source.onmessage = (event: MessageEvent<string>) => {
      if (event.lastEventId) this.lastId = event.lastEventId;
      try {
        this.handlers.onMessage(JSON.parse(event.data) as LiveMessage);
      } catch {
        // A line that is not ours (a proxy's error page): the next event or reconnect sets things right.
      }
    };
    source.onerror = () => {
      this.handlers.onState(false, false);
      // CONNECTING: the browser retries by itself (sending Last-Event-ID). CLOSED: it gave up; so do we, slowly.
      if (source.readyState !== EventSource.CLOSED || this.stopped) return;
      source.close();
      if (this.source === source) this.source = null;
      this.failures += 1;
      if (this.failures > RECONNECT_TRIES) return;
      this.timer = setTimeout(
        () => {
          this.timer = null;
          if (!this.stopped) this.connect();
        },
        backoffDelay(this.failures - 1, { baseMs: LIVE_RETRY_MS, capMs: RECONNECT_MAX_MS, low: 0.75, high: 1.25 }),
      );
    };
  }
}
