// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RichText } from './rich-text';

describe('RichText', () => {
  it('turns [text](href) into a link, brackets in the path included', () => {
    render(<RichText text="Read about [ACL injuries](/Conditions/acl/-ligament-injury-(sports-knee-injury)) first." />);
    expect(screen.getByRole('link', { name: 'ACL injuries' })).toHaveAttribute(
      'href',
      '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
    );
  });

  it('marks external links as opening in a new tab', () => {
    render(<RichText text="See [NHS advice](https://www.nhs.uk/conditions/knee-pain/)." />);
    const link = screen.getByRole('link', { name: /NHS advice/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/^NHS advice\s*\(opens in a new tab\)$/);
  });

  it('renders **bold** and never renders HTML', () => {
    const { container } = render(<RichText text="**Call 999** <img src=x onerror=alert(1)>" />);
    expect(container.querySelector('strong')).toHaveTextContent('Call 999');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
