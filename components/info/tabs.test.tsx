// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Tabs } from './tabs';

const items = [
  { label: 'Overview', content: <p>What the operation is.</p> },
  { label: 'Procedure', content: <p>What happens on the day.</p> },
  { label: 'Recovery', content: <p>The weeks after.</p> },
];

describe('Tabs', () => {
  it('selects the default tab and keeps the other panels in the page, hidden', () => {
    render(<Tabs id="t" label="About the operation" items={items} defaultIndex={1} narrow="hide" />);
    expect(screen.getByRole('tab', { name: 'Procedure' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Procedure' })).toHaveTextContent('What happens on the day.');
    const hidden = screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => panel.hidden);
    expect(hidden.map((panel) => panel.textContent)).toEqual(['What the operation is.', 'The weeks after.']);
  });

  it('moves and selects with the arrow keys, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Tabs id="t" label="About the operation" items={items} narrow="hide" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Procedure' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Procedure' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Recovery' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a tab by click', async () => {
    const user = userEvent.setup();
    render(<Tabs id="t" label="About the operation" items={items} narrow="hide" />);
    await user.click(screen.getByRole('tab', { name: 'Recovery' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The weeks after.');
  });

  it('in "stack" mode gives every panel its own heading and hides none with the hidden attribute', () => {
    render(<Tabs id="t" label="Treatments" items={items.slice(0, 2)} narrow="stack" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Overview', 'Procedure']);
    expect(screen.getAllByRole('tabpanel', { hidden: true }).every((panel) => !panel.hidden)).toBe(true);
  });
});
