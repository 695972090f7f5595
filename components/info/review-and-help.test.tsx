// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { practice } from '@/content/practice';

import { ReviewDates } from './review-dates';
import { Sources } from './sources';
import { UrgentHelpBox } from './urgent-help';

describe('ReviewDates', () => {
  it('shows both dates in words, with machine-readable values', () => {
    const { container } = render(
      <ReviewDates review={{ lastReviewed: '2026-11-01', nextReview: '2027-11-01', reviewedBy: null, sources: [] }} />,
    );
    expect(container).toHaveTextContent('Page last reviewed: 1 November 2026');
    expect(container).toHaveTextContent('Next review due: 1 November 2027');
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-11-01');
  });

  it('says nothing about clinical review on a policy page', () => {
    const { container } = render(
      <ReviewDates review={{ lastReviewed: '2026-11-01', nextReview: '2027-11-01', sources: [] }} clinical={false} />,
    );
    expect(container).not.toHaveTextContent(/review(ed)? by|clinical review/i);
  });
});

describe('Sources', () => {
  it('links each source named by its key, opening in a new tab', () => {
    render(<Sources sources={['nhsKneeReplacement']} />);
    const link = screen.getByRole('link', { name: /Knee replacement/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'Sources' })).toHaveTextContent('NHS:');
  });
});

describe('UrgentHelpBox', () => {
  it('says when to call 999 and when to call 111, as phone links, with the practice numbers', () => {
    render(<UrgentHelpBox topic="after-joint-replacement" />);
    const box = screen.getByRole('complementary', { name: 'When to get help urgently' });
    expect(box).toHaveTextContent('Call 999 or go to A&E now');
    expect(box).toHaveTextContent('sudden shortness of breath');
    expect(box).toHaveTextContent('a swollen, warm or painful calf');
    expect(screen.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(screen.getAllByRole('link', { name: 'NHS 111' })[0]).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: practice.privatePractice.phone })).toHaveAttribute(
      'href',
      `tel:${practice.privatePractice.phone.replace(/\s/g, '')}`,
    );
  });
});
