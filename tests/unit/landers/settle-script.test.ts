import { SETTLE_SCRIPT } from '@/components/landers/settle-script';

const html = document.documentElement;
const run = () => new Function(SETTLE_SCRIPT)();
const idleCallback = window.requestIdleCallback;

/** Runs the script in a document in `state`, with an idle-callback stand-in that the test calls itself. */
function start(state: DocumentReadyState) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
  const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 1);
  window.requestIdleCallback = idle;
  run();
  expect(html).toHaveAttribute('data-settling');
  return { idle, beIdle: () => idle.mock.calls.at(-1)?.[0]({ didTimeout: false, timeRemaining: () => 10 }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  html.removeAttribute('data-settling');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.requestIdleCallback = idleCallback;
});

describe("the landers' settle script", () => {
  it('holds the page still from the start until it has loaded and the browser is idle', () => {
    const { idle, beIdle } = start('interactive');
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(html).toHaveAttribute('data-settling');
    beIdle();
    expect(html).not.toHaveAttribute('data-settling');
    // The five-second bound is cancelled: it does not take away a later pause.
    html.setAttribute('data-settling', '');
    jest.advanceTimersByTime(10_000);
    expect(html).toHaveAttribute('data-settling');
  });

  it('waits only for an idle moment on a page that has loaded already', () => {
    start('complete').beIdle();
    expect(html).not.toHaveAttribute('data-settling');
  });

  it('uses a timer where the browser has no idle callbacks (Safari)', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    Reflect.deleteProperty(window, 'requestIdleCallback');
    run();
    expect(html).toHaveAttribute('data-settling');
    jest.advanceTimersByTime(1);
    expect(html).not.toHaveAttribute('data-settling');
  });

  it('lets go after five seconds when the page never finishes loading, and only once', () => {
    const { beIdle } = start('loading');
    jest.advanceTimersByTime(4_999);
    expect(html).toHaveAttribute('data-settling');
    jest.advanceTimersByTime(1);
    expect(html).not.toHaveAttribute('data-settling');
    html.setAttribute('data-settling', '');
    window.dispatchEvent(new Event('load'));
    beIdle();
    expect(html).toHaveAttribute('data-settling');
  });
});
