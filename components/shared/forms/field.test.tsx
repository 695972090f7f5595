// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ErrorSummary, summaryErrors } from './error-summary';
import { bindPostedValues, CheckboxField, Fieldset, InputField, Radio } from './field';

describe('the form kit', () => {
  it('ties the hint and the error to the control, NHS style', () => {
    render(<InputField id="email" label="Email" hint="We reply by email." error="Enter your email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-describedby', 'email--hint email--error-message');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^We reply by email\. Error:\s*Enter your email$/);
  });

  it('describes a control by its hint alone until there is an error', () => {
    render(<InputField id="phone" label="Phone" hint="Only if you want a call back." name="phone" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-describedby', 'phone--hint');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ties a group’s error to its fieldset and a checkbox’s to the box', () => {
    render(
      <>
        <Fieldset id="surgery" legend="Did you have surgery?" error="Tell us whether you had surgery">
          <Radio id="surgery" name="surgery" value="true" label="Yes" />
        </Fieldset>
        <CheckboxField id="consent" label="I agree" error="Tick the box" name="consent" value="true" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Did you have surgery?' })).toHaveAccessibleDescription(
      /^Error:\s*Tell us whether you had surgery$/,
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(/^Error:\s*Tick the box$/);
  });

  it('shows a form again with the values it was posted with', () => {
    const bind = bindPostedValues<'firstName' | 'consent' | 'rating'>({ firstName: 'Ann', consent: 'on', rating: '4' });
    expect(bind('firstName')).toEqual({ defaultValue: 'Ann' });
    expect(bind('consent', 'true')).toEqual({ defaultChecked: true });
    expect(bind('rating', '4')).toEqual({ defaultChecked: true });
    expect(bind('rating', '5')).toEqual({ defaultChecked: false });
  });
});

describe('ErrorSummary', () => {
  it('lists the errors in field order, each a link that moves focus to its field', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    const errors = summaryErrors(
      ['first', 'second', 'third'] as const,
      { third: 'Third wrong', first: 'First wrong' },
      (n) => `f-${n}`,
    );
    render(
      <>
        <ErrorSummary id="summary" title="There is a problem" errors={errors} />
        <input id="f-first" aria-label="First" />
        <input id="f-third" aria-label="Third" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['First wrong', 'Third wrong']);
    await user.click(links[1]!);
    expect(screen.getByLabelText('Third')).toHaveFocus();
  });

  it('shows a whole-form problem, and nothing when there is none', () => {
    const { rerender } = render(<ErrorSummary id="s" title="There is a problem" errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorSummary id="s" title="There is a problem" notice="Too many messages." errors={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problemToo many messages.');
  });
});
