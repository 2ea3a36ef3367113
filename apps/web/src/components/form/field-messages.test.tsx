import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FieldError } from './field-label';
import { AppForm, CheckboxField, TextField, useAppForm } from '.';

// Issue 30: a message shown or cleared on blur must not move the control being pressed. Layout itself is the
// browser's (e2e/phone-stable-forms.spec.ts); here, the markup that keeps the line and the hold of its height.

const schema = z.object({ email: z.string().min(1, 'Enter it.'), terms: z.boolean(), news: z.boolean() });
type Values = z.infer<typeof schema>;

function TestForm() {
  const form = useAppForm(schema, { email: '', terms: false, news: false });
  return (
    <AppForm form={form} label="Test" onSubmit={() => {}} submitLabel="Send" workingMessage="Sending" toastId="t">
      <TextField<Values> name="email" label="Email" />
      <CheckboxField<Values> name="terms" label="Terms" required />
      <CheckboxField<Values> name="news" label="News" />
    </AppForm>
  );
}

const lineOf = (element: HTMLElement) => element.closest('.form-field')?.querySelector('.form-field__messages');

describe('the message line under a field', () => {
  afterEach(() => vi.useRealTimers());

  it('is there while the field has no message, and holds the message when it comes', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const email = screen.getByLabelText('Email');
    const line = lineOf(email);
    expect(line).toBeEmptyDOMElement();
    await user.click(email);
    await user.tab();
    expect(line).toHaveTextContent('Enter it.');
    expect(email).toHaveAttribute('aria-describedby', screen.getByText('Enter it.').id);
  });

  it('is kept (form.css reserves it) for a required checkbox, not for one that cannot be wrong', () => {
    render(<TestForm />);
    expect(screen.getByRole('checkbox', { name: /Terms/ }).closest('.form-field')).toHaveClass('form-field--required');
    expect(screen.getByRole('checkbox', { name: 'News' }).closest('.form-field')).not.toHaveClass(
      'form-field--required',
    );
  });

  it('keeps its height while a pointer is pressed, and lets go once the click has been dispatched', () => {
    vi.useFakeTimers();
    render(<FieldError id="e" message={undefined} />);
    const line = document.querySelector<HTMLElement>('.form-field__messages')!;
    vi.spyOn(line, 'getBoundingClientRect').mockReturnValue({ height: 20 } as DOMRect);

    fireEvent.pointerDown(document.body, { isPrimary: true });
    expect(line.style.height).toBe('20px');
    expect(line.style.overflow).toBe('hidden');

    fireEvent.pointerUp(document.body, { isPrimary: true });
    // Still held while the release's click is dispatched (the same task as the pointerup).
    expect(line.style.height).toBe('20px');
    vi.runAllTimers();
    expect(line.style.height).toBe('');
    expect(line.style.overflow).toBe('');
  });

  it('is held by the newest press only: an earlier release does not let go of a later press', () => {
    vi.useFakeTimers();
    render(<FieldError id="e" message={undefined} />);
    const line = document.querySelector<HTMLElement>('.form-field__messages')!;
    vi.spyOn(line, 'getBoundingClientRect').mockReturnValue({ height: 20 } as DOMRect);

    fireEvent.pointerDown(document.body, { isPrimary: true });
    fireEvent.pointerUp(document.body, { isPrimary: true });
    fireEvent.pointerDown(document.body, { isPrimary: true });
    vi.runAllTimers();
    expect(line.style.height).toBe('20px');
    fireEvent.pointerUp(document.body, { isPrimary: true });
    vi.runAllTimers();
    expect(line.style.height).toBe('');
  });

  it('is not held by a second finger, nor after it has left the page', () => {
    const { unmount } = render(<FieldError id="e" message={undefined} />);
    const line = document.querySelector<HTMLElement>('.form-field__messages')!;
    fireEvent.pointerDown(document.body, { isPrimary: false });
    expect(line.style.height).toBe('');
    unmount();
    fireEvent.pointerDown(document.body, { isPrimary: true });
    expect(line.style.height).toBe('');
    fireEvent.pointerUp(document.body, { isPrimary: true });
  });
});
