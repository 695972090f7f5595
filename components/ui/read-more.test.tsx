// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ReadMore } from './read-more';

describe('ReadMore', () => {
  it('keeps the whole text in the document and toggles the collapse with a labelled button', async () => {
    render(
      <ReadMore collapsedHeight={300}>
        <p>First paragraph.</p>
        <p>Last paragraph, still in the HTML.</p>
      </ReadMore>,
    );
    expect(screen.getByText('Last paragraph, still in the HTML.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Read More' });
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(region).toHaveClass('js-collapse-300');

    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(region).not.toHaveClass('js-collapse-300');
  });
});
