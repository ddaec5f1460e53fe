import { SETTLE_SCRIPT } from '@/components/landers/settle-script';

const html = document.documentElement;
const run = () => new Function(SETTLE_SCRIPT)();

beforeEach(() => {
  jest.useFakeTimers();
  html.removeAttribute('data-settling');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the landers' settle script", () => {
  it('holds the page still from the start until it has loaded and the browser is idle', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 1);
    window.requestIdleCallback = idle;
    run();
    expect(html).toHaveAttribute('data-settling');
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(html).toHaveAttribute('data-settling');
    idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(html).not.toHaveAttribute('data-settling');
    readyState.mockRestore();
  });

  it('lets go after five seconds when the page never finishes loading', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    window.requestIdleCallback = jest.fn(() => 1);
    run();
    jest.advanceTimersByTime(4_999);
    expect(html).toHaveAttribute('data-settling');
    jest.advanceTimersByTime(1);
    expect(html).not.toHaveAttribute('data-settling');
  });
});
