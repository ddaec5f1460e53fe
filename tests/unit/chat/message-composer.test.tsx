import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { MessageComposer } from '@/components/chat/message-composer';
import { clearChatDrafts } from '@/components/chat/use-chat-draft';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch: _p, ...props }: { prefetch?: unknown } & Record<string, unknown>) => <a {...props} />,
}));

const ALEX = '0190a8d2-8f6e-7c3b-9d4e-100000000001';
const SAM = '0190a8d2-8f6e-7c3b-9d4e-100000000002';

function composer(props: { member?: string; credits?: number | null; onSend?: (body: string) => void }) {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <MessageComposer
        name="Alex"
        member={props.member ?? ALEX}
        maxLength={1000}
        cost={10}
        credits={props.credits === undefined ? 20 : props.credits}
        disabled={false}
        onSend={props.onSend ?? jest.fn()}
      />
    </NextIntlClientProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Message to Alex' });

beforeEach(() => {
  clearChatDrafts();
  window.sessionStorage.clear();
});

describe('the message composer', () => {
  it('sends with Enter, keeps Shift+Enter for a new line, and empties the field', () => {
    const onSend = jest.fn();
    render(composer({ onSend }));
    fireEvent.change(field(), { target: { value: 'Hello there' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Hello there');
    expect(field()).toHaveValue('');
  });

  it('with fewer credits than a message costs, neither the button nor Enter sends, and it offers credits', () => {
    const onSend = jest.fn();
    render(composer({ credits: 0, onSend }));
    fireEvent.change(field(), { target: { value: 'One more' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.submit(field().closest('form') as HTMLFormElement);
    expect(onSend).not.toHaveBeenCalled();
    // What was typed stays, for when the credits are there.
    expect(field()).toHaveValue('One more');
    expect(screen.getByText(/You have no credits left\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('keeps an unsent draft per member over leaving the page and coming back, and forgets it once sent', () => {
    const first = render(composer({}));
    fireEvent.change(field(), { target: { value: 'Half a thought' } });
    first.unmount();

    // Another member's conversation has its own (empty) field.
    const other = render(composer({ member: SAM }));
    expect(field()).toHaveValue('');
    other.unmount();

    const onSend = jest.fn();
    const back = render(composer({ onSend }));
    expect(field()).toHaveValue('Half a thought');
    expect(screen.getByText('14 / 1000 characters')).toBeInTheDocument();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Half a thought');
    back.unmount();

    render(composer({}));
    expect(field()).toHaveValue('');
  });

  it('finds the draft again after a full page load in the same tab (sessionStorage), until logout clears it', () => {
    window.sessionStorage.setItem(`chat-draft:${ALEX}`, 'Typed before the reload');
    const { unmount } = render(composer({}));
    expect(field()).toHaveValue('Typed before the reload');
    act(() => clearChatDrafts());
    expect(field()).toHaveValue('');
    expect(window.sessionStorage.getItem(`chat-draft:${ALEX}`)).toBeNull();
    unmount();
  });
});
