// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { FormAnswerPage, type FormAnswer } from './answer-page';

/** The page as a browser would parse it. */
function page(answer: FormAnswer) {
  const html = renderToStaticMarkup(<FormAnswerPage answer={answer} stylesheets={['/_next/static/site.css']} />);
  return { html, doc: new DOMParser().parseFromString(`<!DOCTYPE html>${html}`, 'text/html') };
}

describe('FormAnswerPage', () => {
  it('gives an enquiry form back with the errors in field order, the summary focused, the values kept', () => {
    const { html, doc } = page({
      kind: 'enquiry',
      form: 'contact',
      action: '/send-enquiry',
      // In no particular order, as a server might find them.
      errors: { email: 'Enter an email address in the correct format', lastName: 'Enter your last name' },
      values: { firstName: '<b>Ann</b>', email: 'ann@example', message: 'Line & "quote"', consent: 'true' },
    });
    expect(doc.title).toBe('Error: Send a message | Mr Daniel Ashworth');
    const summary = doc.querySelector('[role="alert"]')!;
    expect(summary.hasAttribute('autofocus')).toBe(true);
    expect([...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#contact-lastName',
      '#contact-email',
    ]);
    expect(doc.querySelector('form')!.getAttribute('action')).toBe('/send-enquiry');
    expect(doc.querySelector<HTMLInputElement>('#contact-firstName')!.getAttribute('value')).toBe('<b>Ann</b>');
    expect(doc.querySelector('#contact-message')!.textContent).toBe('Line & "quote"');
    expect(doc.querySelector('#contact-consent')!.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('#contact-email')!.getAttribute('aria-describedby')).toBe(
      'contact-email--hint contact-email--error-message',
    );
    expect(html).not.toContain('<b>Ann</b>');
    expect(html).not.toMatch(/<script\b/);
    expect(doc.querySelector('link[rel="stylesheet"]')!.getAttribute('href')).toBe('/_next/static/site.css');
  });

  it('gives the story form back with the choices made still chosen, and a whole-form notice', () => {
    const { doc } = page({
      kind: 'story',
      action: '/send-story',
      notice: 'Your story is too long to send.',
      errors: {},
      values: { hadSurgery: 'false', condition: 'Other', consultationTime: '02:45 PM', rating: '4', consent: 'on' },
    });
    expect(doc.title).toBe('Error: Share Your Story! | Mr Daniel Ashworth');
    expect(doc.querySelector('[role="alert"]')!.textContent).toContain('Your story is too long to send.');
    expect(doc.querySelector('#story-hadSurgery-no')!.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('#story-hadSurgery')!.hasAttribute('checked')).toBe(false);
    expect(doc.querySelector('#story-condition option[value="Other"]')!.hasAttribute('selected')).toBe(true);
    expect(doc.querySelector('#story-consultationTime option[value="02:45 PM"]')!.hasAttribute('selected')).toBe(true);
    expect(doc.querySelector('input[name="rating"][value="4"]')!.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('#story-consent')!.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('form')!.getAttribute('aria-labelledby')).toBe('share-story-heading');
    expect(doc.getElementById('share-story-heading')!.tagName).toBe('H1');
  });
});
