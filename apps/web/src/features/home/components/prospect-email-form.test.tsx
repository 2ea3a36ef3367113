import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROSPECT_EMAIL_MAX } from '@forkpoint/shared/constants';
import { ProspectEmailForm } from './prospect-email-form';

const copy = { heading: 'Start earning', label: 'Your email', button_text: 'Get started', note: 'No spam.' };

describe('the home prospect e-mail form', () => {
  it('fills its "{email}" placeholder token from the copy, and takes at most 50 characters', () => {
    render(<ProspectEmailForm copy={{ ...copy, email_placeholder: 'you@example.com' }} onSubmit={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Your email' });
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
    expect(input).toHaveAttribute('maxLength', String(PROSPECT_EMAIL_MAX));
    expect(PROSPECT_EMAIL_MAX).toBe(50);
  });

  it('shows a readable example address, not the token, when the copy has no placeholder', () => {
    render(<ProspectEmailForm copy={copy} onSubmit={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveAttribute('placeholder', 'name@example.com');
  });

  it('sends the trimmed e-mail, by keyboard, with the button disabled until the flow settles', async () => {
    let settle!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const user = userEvent.setup();
    render(<ProspectEmailForm copy={copy} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), '  new@example.com  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('new@example.com');
    const button = screen.getByRole('button', { name: 'Get started' });
    expect(button).toBeDisabled();
    settle();
    await vi.waitFor(() => expect(button).toBeEnabled());
  });
});
