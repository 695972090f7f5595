// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { StaffEnquiry } from '@/lib/admin/contracts';

import { AdminApiContext, type AdminApi } from './admin-api';
import { EnquiriesInbox, messagePreview } from './enquiries-inbox';

function enquiry(overrides: Partial<StaffEnquiry> & Pick<StaffEnquiry, 'id'>): StaffEnquiry {
  return {
    form: 'consultation',
    first_name: 'Ann',
    last_name: 'Example',
    phone: '01632 960001',
    email: 'ann@example.com',
    message: 'My knee hurts.',
    subject: 'Website: consultation request',
    consented_at: '2026-11-25T14:05:00.000Z',
    is_spam: 0,
    created_at: '2026-11-25T14:05:00.000Z',
    read_at: null,
    handled_at: null,
    handled_by: null,
    ...overrides,
  };
}

function renderInbox(rows: StaffEnquiry[]) {
  const api: AdminApi = { email: 'staff@example.com', get: vi.fn(async () => rows as never), post: vi.fn() };
  render(
    <AdminApiContext.Provider value={api}>
      <EnquiriesInbox />
    </AdminApiContext.Provider>,
  );
}

/** The line of each enquiry in the list: what staff see before opening it. */
const summaries = async () =>
  (await screen.findAllByRole('listitem')).map((item) => item.querySelector('summary') as HTMLElement);

describe('EnquiriesInbox', () => {
  it('names each form from its id, whatever subject the browser sent', async () => {
    renderInbox([
      enquiry({ id: 'a', first_name: 'Ann', subject: 'Website: consultation request' }),
      enquiry({ id: 'b', first_name: 'Bob', subject: 'Consultation (sent from the old page)' }),
      enquiry({ id: 'c', first_name: 'Cara', form: 'contact', subject: 'Website: message from the Get in Touch form' }),
    ]);
    const [ann, bob, cara] = await summaries();
    expect(within(ann!).getByText('Consultation request')).toBeInTheDocument();
    expect(within(bob!).getByText('Consultation request')).toBeInTheDocument();
    expect(within(cara!).getByText('Get in Touch message')).toBeInTheDocument();
    expect(screen.queryByText(/sent from the old page/)).toBeNull();
  });

  it('shows the start of each message in the list, as text', async () => {
    renderInbox([
      enquiry({ id: 'a', message: 'Hip pain <b>after</b> a fall.\nI can come on Tuesdays.' }),
      enquiry({ id: 'b', message: 'Do you see patients on Saturdays?' }),
    ]);
    const [first, second] = await summaries();
    expect(first).toHaveTextContent('Hip pain <b>after</b> a fall. …');
    expect(first!.querySelector('b')).toBeNull();
    expect(first).not.toHaveTextContent('Tuesdays');
    expect(second).toHaveTextContent('Do you see patients on Saturdays?');
  });
});

describe('messagePreview', () => {
  it('is the first line, or about 120 characters cut at a word', () => {
    expect(messagePreview('  One line.  ')).toBe('One line.');
    expect(messagePreview('First line.\r\n\r\nSecond line.')).toBe('First line. …');
    expect(messagePreview('First line.\n\n  ')).toBe('First line.');
    const long = `${'word '.repeat(30)}end`;
    const preview = messagePreview(long);
    expect(preview.length).toBeLessThanOrEqual(121);
    expect(preview).toMatch(/^(word )+word…$/);
    expect(messagePreview('x'.repeat(200))).toBe(`${'x'.repeat(120)}…`);
  });
});
