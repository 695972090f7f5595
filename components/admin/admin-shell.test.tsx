// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/admin/enquiries' }));

const { AdminShell } = await import('./admin-shell');

/** The shell asks the server for the session first: answer with a logged-in member of staff. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ email: 'reception@example.com', csrfToken: 'token' })),
  );
});

async function renderShell() {
  render(
    <AdminShell>
      <h1>Enquiries</h1>
    </AdminShell>,
  );
  return screen.findByRole('navigation', { name: 'Back office' });
}

describe('AdminShell', () => {
  it('puts the sections behind a Menu button that says whether it is open, for phones', async () => {
    const nav = await renderShell();
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    const list = nav.querySelector('ul')!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', list.id);
    // Hidden on a phone until opened (the class is undone from 640 px, where the links are a row).
    expect(list).toHaveClass('hidden', 'sm:flex');

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Stories', 'Enquiries', 'Outbox', 'Audit log']);
    expect(within(list).getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the menu with Escape, back on its button, and when a section is chosen', async () => {
    const nav = await renderShell();
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    const outbox = within(nav).getByRole('link', { name: 'Outbox' });
    outbox.focus();
    fireEvent.keyDown(outbox, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    fireEvent.click(menu);
    outbox.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(outbox);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
