import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MATCH_CLICK_EVENT, MatchModal, type MatchClick } from '@/components/likes/match-modal';
import { markMatchSeen } from '@/lib/api-client/likes';
import type { MatchProfile } from '@/lib/schemas/likes';
import en from '@/messages/en.json';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/api-client/likes', () => ({ markMatchSeen: jest.fn() }));

const anna: MatchProfile = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  name: 'Anna',
  age: 31,
  fictional: true,
  main_image: { filename: '/f', thumb_filename: '/t', match: '/api/photos/x/match' },
};

// jsdom has no modal dialogs: open is enough for the roles and names the tests read.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(markMatchSeen).mockResolvedValue({ ok: true });
});

function open(kind: 'match' | 'like', onClose = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <MatchModal modal={{ kind, profile: anna }} ownPhoto={null} ownName="sam" onClose={onClose} />
    </NextIntlClientProvider>,
  );
  return onClose;
}

describe('MatchModal', () => {
  it('shows both members, the fictional marker, and marks a match seen once it shows', () => {
    open('match');
    const dialog = screen.getByRole('dialog', { name: "It's a Match!" });
    expect(dialog).toHaveAccessibleDescription('You and Anna like each other.');
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute('src', '/api/photos/x/match');
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveTextContent('S');
    expect(screen.getByText('Fictional profile')).toBeInTheDocument();
    expect(markMatchSeen).toHaveBeenCalledWith(anna.id);
  });

  it('is a "New like!" for a like received, which marks nothing', () => {
    open('like');
    expect(screen.getByRole('dialog', { name: 'New like!' })).toHaveAccessibleDescription('Anna likes you.');
    expect(markMatchSeen).not.toHaveBeenCalled();
  });

  it('reports the profile id of image and button clicks, closes on any click and on Escape', () => {
    const reports: MatchClick[] = [];
    const listener = (e: Event) => reports.push((e as CustomEvent<MatchClick>).detail);
    window.addEventListener(MATCH_CLICK_EVENT, listener);
    const onClose = open('like');
    fireEvent.click(screen.getByRole('img', { name: 'Photo of Anna' }));
    expect(reports).toEqual([{ profileId: anna.id, target: 'image' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Anna likes you.'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
    window.removeEventListener(MATCH_CLICK_EVENT, listener);
  });

  it('"Start a conversation" sets the starting flag, reports and opens the chat', () => {
    const reports: MatchClick[] = [];
    const listener = (e: Event) => reports.push((e as CustomEvent<MatchClick>).detail);
    window.addEventListener(MATCH_CLICK_EVENT, listener);
    const onClose = open('match');
    const start = screen.getByRole('button', { name: 'Start a conversation' });
    expect(start).toHaveFocus();
    fireEvent.click(start);
    expect(start).toBeDisabled();
    expect(push).toHaveBeenCalledWith(`/members/${anna.id}/chat`);
    expect(reports).toEqual([{ profileId: anna.id, target: 'chat' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    window.removeEventListener(MATCH_CLICK_EVENT, listener);
  });
});
