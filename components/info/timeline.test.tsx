// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Timeline } from './timeline';

describe('Timeline', () => {
  it('lists the steps in order under its heading', () => {
    render(
      <Timeline
        id="recovery"
        title="Recovery timeline"
        steps={[
          { time: 'Days 1-3', description: 'Hospital stay' },
          { time: 'Weeks 1-2', description: 'Home' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Days 1-3Hospital stay',
      '2Weeks 1-2Home',
    ]);
    expect(screen.getByRole('region', { name: 'Recovery timeline' })).toContainElement(list);
  });
});
