// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EnquiryForm } from './enquiry-form';

// Records when the validation code (zod, the schemas, the resolver) is loaded, without changing it.
const validation = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./enquiry-validation', async (importOriginal) => {
  validation.loaded();
  return importOriginal();
});

// jsdom lays nothing out; the summary's links scroll their field into view.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

async function fillConsultation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Last name'), 'Example');
  await user.type(screen.getByLabelText(/Phone number/), '01632 960001');
  await user.type(screen.getByRole('combobox', { name: 'Email address' }), 'ann@example.com');
  await user.type(screen.getByLabelText('Message'), 'My knee hurts on the stairs.');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

/** The form's island loads once the page is idle (components/ui/deferred-island.tsx): wait for its form. */
async function renderEnquiryForm(ui: ReactElement) {
  render(ui);
  await screen.findByRole('form');
}

describe('EnquiryForm', () => {
  it('is a real form posting to a page of the site, for browsers without JavaScript', async () => {
    await renderEnquiryForm(<EnquiryForm form="consultation" heading="Schedule Your Consultation!" />);
    const form = screen.getByRole('form', { name: 'Schedule Your Consultation!' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/send-enquiry');
    expect(screen.getByLabelText('First name')).toBeRequired();
    expect(screen.getByLabelText('First name')).toHaveAttribute('name', 'firstName');
    expect(screen.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute('href', '/privacy-notice');
  });

  it('loads its validation on the first focus, not with the page', async () => {
    validation.loaded.mockClear();
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="contact" heading="Send a message" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(validation.loaded).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('First name'));
    await waitFor(() => expect(validation.loaded).toHaveBeenCalledOnce());
  });

  it('suggests five providers while the email has no "@", and the keyboard picks one', async () => {
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="contact" heading="Send a message" />);
    const email = screen.getByRole('combobox', { name: 'Email address' });
    await user.type(email, 'ann.smith');
    const options = within(screen.getByRole('listbox', { name: 'Email address suggestions' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ann.smith@gmail.com',
      'ann.smith@outlook.com',
      'ann.smith@hotmail.co.uk',
      'ann.smith@yahoo.co.uk',
      'ann.smith@icloud.com',
    ]);
    expect(email).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(email).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(email).toHaveValue('ann.smith@outlook.com');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-expanded', 'false');

    await user.clear(email);
    await user.type(email, 'bob@');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'bob');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(email).toHaveValue('bob');
  });

  it('lists the problems in field order in a summary that takes focus, each beside its field, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="consultation" heading="Schedule Your Consultation!" />);
    await user.type(screen.getByLabelText('Message'), 'My knee');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your first name', '#consultation-firstName'],
      ['Enter your last name', '#consultation-lastName'],
      ['Enter your phone number', '#consultation-phone'],
      ['Enter your email address', '#consultation-email'],
      ['Tick the box to agree to us using the information you send', '#consultation-consent'],
    ]);
    await user.click(links[3]!);
    expect(screen.getByRole('combobox', { name: 'Email address' })).toHaveFocus();

    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAccessibleDescription(/^Error:\s*Enter your first name$/);
    expect(firstName).toHaveAttribute('aria-describedby', 'consultation-firstName--error-message');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      /^We may call you to arrange your appointment\. Error:\s*Enter your phone number$/,
    );
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      /^Error:\s*Tick the box to agree to us using the information you send$/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after a failed submit, keeps a typed answer’s error until the next submit: leaving the field moves nothing', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="contact" heading="Send a message" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('combobox', { name: 'Email address' });
    const summary = await screen.findByRole('alert');

    await user.type(email, 'ann@example.com');
    await user.tab();
    // Still as the last submit left it: the summary and the error beside the field keep their place.
    expect(email).toHaveAccessibleDescription(/Error:\s*Enter your email address$/);
    expect(within(summary).getByRole('link', { name: 'Enter your email address' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-describedby', 'contact-email--hint'));
    expect(email).not.toHaveAttribute('aria-invalid');

    // Ticking the box is a whole answer: its error goes once the click has landed.
    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    await user.click(consent);
    await waitFor(() => expect(consent).not.toHaveAttribute('aria-invalid'));
  });

  it('shows the field errors the server sends back (422) in the summary', async () => {
    const answer = { errors: { email: 'Enter an email address in the correct format, like name@example.com' } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(answer), { status: 422 })));
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="consultation" heading="Schedule Your Consultation!" />);
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: answer.errors.email })).toHaveAttribute(
      'href',
      '#consultation-email',
    );
  });

  it('sends the spec protocol, thanks the patient and offers to send another', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"ok":true,"id":"x"}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="consultation" heading="Schedule Your Consultation!" />);
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, we have received your message' });
    expect(heading).toHaveFocus();
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/enquiries');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const body = init.body as FormData;
    expect(Object.fromEntries(body)).toEqual({
      form: 'consultation',
      _subject: 'Website: consultation request',
      _replyto: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Example',
      phone: '01632 960001',
      email: 'ann@example.com',
      message: 'My knee hurts on the stairs.',
      consent: 'true',
      website: '',
    });

    await user.click(screen.getByRole('button', { name: 'Send Another Request' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Email address' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  it('says "Something went wrong" on a non-OK answer and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="consultation" heading="Schedule Your Consultation!" />);
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
  });

  it('says "Error submitting form" when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="consultation" heading="Schedule Your Consultation!" />);
    await fillConsultation(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting form. Please try again.');
  });

  it('lets the contact form go without a phone number', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await renderEnquiryForm(<EnquiryForm form="contact" heading="Send a message" />);
    expect(screen.getByLabelText('Phone number (optional)')).not.toBeRequired();
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Example');
    await user.type(screen.getByRole('combobox', { name: 'Email address' }), 'ann@example.com');
    await user.type(screen.getByLabelText('Message'), 'A question about knee replacement.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thank you, we have received your message' });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
