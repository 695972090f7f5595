// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PENDING_STORIES_KEY } from '@/lib/stories/storage';

import { StoryForm } from './story-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView = vi.fn();
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fillValidStory(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Margaret');
  await user.type(screen.getByLabelText('Last name'), 'Thornbury');
  await user.type(screen.getByLabelText('Phone'), '01632 960001');
  await user.type(screen.getByLabelText('Email'), 'margaret@example.com');
  await user.type(screen.getByLabelText('Date of your consultation'), '2025-01-14');
  await user.selectOptions(screen.getByLabelText('Time of your consultation (optional)'), '09:15 AM');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.selectOptions(screen.getByLabelText('Which treatment did you have?'), 'Total Knee Replacement');
  await user.type(screen.getByLabelText('Your story'), 'Walking without pain again.');
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to my story being published/ }));
}

describe('StoryForm', () => {
  it('is a real form posting to a page of the site, for browsers without JavaScript', () => {
    render(
      <>
        <h2 id="share-story-heading">Share Your Story!</h2>
        <StoryForm />
      </>,
    );
    const form = screen.getByRole('form', { name: 'Share Your Story!' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/send-story');
    expect(screen.getByLabelText('First name')).toBeRequired();
    expect(screen.getByLabelText('First name')).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('value', 'true');
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveAttribute('value', '5');
  });

  it('keeps only the branch answered: a condition after No, even if a treatment was picked first', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ ok: true }, 201));
    render(<StoryForm />);
    await fillValidStory(user);
    // The lists are shown and hidden by CSS (checked in the browser tests); here, what is sent.
    expect(within(screen.getByLabelText('Which treatment did you have?')).getAllByRole('option')).toHaveLength(12);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText('Which condition were you treated for?'), 'Other');
    await user.type(screen.getAllByLabelText('Please specify')[1]!, 'Gout');
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));
    await screen.findByRole('heading', { name: 'Thank You For Sharing Your Story!' });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      hadSurgery: false,
      treatment: '',
      condition: 'Other',
      otherCondition: 'Gout',
    });
  });

  it('offers the 96 quarter-hour times, the working day first', () => {
    render(<StoryForm />);
    const picker = screen.getByLabelText('Time of your consultation (optional)');
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(97);
    expect(options[0]).toHaveTextContent('Choose a time');
    expect(options[1]).toHaveTextContent('09:00 AM');
    expect(new Set(options.slice(1).map((o) => o.textContent)).size).toBe(96);
    expect(
      within(picker)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Daytime', 'Evening', 'Night and early morning']);
  });

  it('lists the problems in a focused summary and ties each error to its field', async () => {
    const user = userEvent.setup();
    render(<StoryForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter your first name' })).toHaveAttribute(
      'href',
      '#story-firstName',
    );
    expect(within(summary).getByRole('link', { name: 'Tell us whether you had surgery' })).toBeInTheDocument();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(/Error:\s*Enter your first name/);
    // In the order of the form.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#story-firstName',
      '#story-lastName',
      '#story-phone',
      '#story-email',
      '#story-consultationDate',
      '#story-hadSurgery',
      '#story-description',
      '#story-consent',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a failed submit, keeps a typed answer’s error until the next submit: leaving the field moves nothing', async () => {
    const user = userEvent.setup();
    render(<StoryForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));
    await screen.findByRole('alert');
    const email = screen.getByLabelText('Email');
    await user.type(email, 'nora@');
    await user.tab();
    expect(email).toHaveAccessibleDescription(/Error:\s*Enter your email address$/);
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Error:\s*Enter an email address in the correct format/),
    );
    // Choosing an answer is a whole answer: its error goes once the click has landed.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tell us whether you had surgery' })).toBeNull());
  });

  it('lets the rating be chosen by tapping a star or with the keyboard', async () => {
    const user = userEvent.setup();
    render(<StoryForm />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('sends the story, shows "Submitting..." meanwhile, then the thank-you panel', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<StoryForm />);
    await fillValidStory(user);
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));

    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/submit-story');
    expect(JSON.parse(init!.body as string)).toMatchObject({
      firstName: 'Margaret',
      hadSurgery: true,
      treatment: 'Total Knee Replacement',
      consultationTime: '09:15 AM',
      rating: 4,
      consent: true,
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    answer(json({ ok: true }, 201));
    const thanks = await screen.findByRole('heading', { name: 'Thank You For Sharing Your Story!' });
    // Focus moves to it once it is on screen (an effect after the render), not in the same tick.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(
      screen.getByText('Your submission has been sent for review. Once approved, it will appear on the website.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Another Story' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('keeps the story on this device and says so plainly when the server cannot take it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ error: 'down' }, 503));
    render(<StoryForm />);
    await fillValidStory(user);
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));

    expect(await screen.findByRole('heading', { name: 'Your story is saved on this device' })).toBeInTheDocument();
    expect(screen.getByText(/has not been sent yet/)).toBeInTheDocument();
    expect(screen.queryByText('Thank You For Sharing Your Story!')).toBeNull();
    const pending = JSON.parse(localStorage.getItem(PENDING_STORIES_KEY)!);
    expect(pending).toHaveLength(1);
    expect(pending[0].story.firstName).toBe('Margaret');
  });

  it('resends a kept story on the next visit and tells the visitor', async () => {
    localStorage.setItem(
      PENDING_STORIES_KEY,
      JSON.stringify([{ id: 'p1', queuedAt: '2025-01-01T00:00:00Z', story: { firstName: 'Ann' } }]),
    );
    fetchMock.mockResolvedValue(json({ ok: true }, 201));
    render(<StoryForm />);
    expect(await screen.findByText('The story saved on this device has now been sent for review.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PENDING_STORIES_KEY)!)).toEqual([]);
  });

  it('says the story could not be saved when neither the server nor the device can keep it', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<StoryForm />);
    await fillValidStory(user);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));
    expect(await screen.findByText('Could not save your story. Please try again later.')).toBeInTheDocument();
    setItem.mockRestore();
  });

  it('shows the server’s field errors from a 422', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ errors: { email: 'Enter an email address in the correct format' } }, 422));
    render(<StoryForm />);
    await fillValidStory(user);
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        /Error:\s*Enter an email address in the correct format/,
      ),
    );
  });

  it('says "Error submitting story" when the server refuses it for good', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ error: 'bad' }, 400));
    render(<StoryForm />);
    await fillValidStory(user);
    await user.click(screen.getByRole('button', { name: 'Submit Your Story' }));
    expect(await screen.findByText('Error submitting story. Please try again.')).toBeInTheDocument();
  });
});
