// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSlideshow } from '@/components/hooks/use-slideshow';

import { SlideshowControls } from './slideshow-controls';

function Harness({ count }: { count: number }) {
  const { index, paused, goTo, togglePaused } = useSlideshow(count, 5000);
  return (
    <SlideshowControls
      count={count}
      index={index}
      paused={paused}
      onSelect={goTo}
      onTogglePaused={togglePaused}
      noun="slide"
      label="Slides"
    />
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const current = () => screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'true');

describe('slideshow', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('advances every 5 s, loops, jumps by dot and stays put when paused', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness count={3} />);
    expect(current()).toHaveAccessibleName('Show slide 1 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName('Show slide 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName('Show slide 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toHaveAccessibleName('Show slide 1 of 3');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<Harness count={3} />);
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toHaveAccessibleName('Show slide 1 of 3');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('steps back and forward with Previous and Next (the phone controls), looping, and says where it is', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness count={3} />);
    const group = screen.getByRole('group', { name: 'Slides' });
    expect(group).toHaveTextContent('slide 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toHaveAccessibleName('Show slide 3 of 3');
    expect(group).toHaveTextContent('slide 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAccessibleName('Show slide 1 of 3');
  });
});
