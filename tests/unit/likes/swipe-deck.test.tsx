import { act, fireEvent, render, screen } from '@testing-library/react';
import { SwipeDeck, type SwipeCard } from '@/components/members/swipe-deck';

const card = (name: string): SwipeCard => ({
  id: name,
  name,
  place: null,
  src: `/${name}.webp`,
  alt: `Photo of ${name}`,
  fictional: false,
  likeLabel: `Like ${name}`,
  skipLabel: `Pass ${name}`,
  likedText: `You liked ${name}.`,
  skippedText: `You passed ${name}.`,
});
const labels = { deck: 'Deck', like: 'Like', skip: 'Pass', fictional: 'Fictional', undo: 'Undo pass' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = () => act(() => void jest.advanceTimersByTime(300));

describe('SwipeDeck in the swipe game', () => {
  it('tells each decision, undoes the last pass, and takes the end card when finished', () => {
    const onDecide = jest.fn();
    const { rerender } = render(
      <SwipeDeck cards={[card('Anna'), card('Bea'), card('Cleo')]} labels={labels} onDecide={onDecide}>
        <p>The end</p>
      </SwipeDeck>,
    );
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    settle();
    expect(onDecide).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'Anna' }), 'left');
    expect(screen.getByRole('button', { name: 'Like Bea' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Undo pass\W+Anna/ }));
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    settle();
    expect(onDecide).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'Anna' }), 'right');
    // A like cannot be undone.
    expect(screen.queryByRole('button', { name: /^Undo pass/ })).toBeNull();
    rerender(
      <SwipeDeck cards={[card('Anna'), card('Bea'), card('Cleo')]} labels={labels} onDecide={onDecide} finished>
        <p>The end</p>
      </SwipeDeck>,
    );
    expect(screen.getByText('The end')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(onDecide).toHaveBeenCalledTimes(2);
  });
});
