import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import * as apiClient from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-client';
// The toast module lib/toast.ts loads on demand; tests hold it directly.
import { toast, ToastContainer } from 'react-toastify/unstyled';
import { AppForm, PasswordField, REQUIRED_NOTE, TextField, useAppForm } from '.';
import { FormNoticeProvider } from './form-notice';

const schema = z.object({
  email: z.string().trim().min(1, FIELD_MESSAGES.required),
  password: z.string().min(1, FIELD_MESSAGES.required),
});
type Values = z.infer<typeof schema>;

function TestForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useAppForm(schema, { email: '', password: '' });
  return (
    <AppForm
      form={form}
      label="Test"
      onSubmit={onSubmit}
      submitLabel="Send"
      workingMessage="Sending, do not refresh."
      hasRequired
      invalidMessage="Please check form for errors"
      toastId="test-form"
    >
      <TextField<Values> name="email" label="Email" required />
      <PasswordField<Values> name="password" label="Password" required autoComplete="current-password" />
    </AppForm>
  );
}

const renderForm = (onSubmit: (values: Values) => Promise<void> = async () => {}) =>
  render(
    <>
      <ToastContainer />
      <TestForm onSubmit={onSubmit} />
    </>,
  );

describe('the forms kit', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    vi.restoreAllMocks();
  });

  it('marks required fields and shows the required note', () => {
    renderForm();
    expect(screen.getByText(REQUIRED_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email\s*\*\s*\(required\)$/)).toHaveAttribute('aria-required', 'true');
  });

  it('validates a field on blur, then on every change after the first submit', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText(/^Email/);
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(FIELD_MESSAGES.required)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert', { name: 'ERROR' })).toHaveTextContent('Please check form for errors');
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('attaches the server field messages to their inputs, focuses the first and shows a sticky error toast', async () => {
    const user = userEvent.setup();
    const error = new ApiRequestError(400, 'Bad Request', {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: 'We could not do it',
      fields: [{ field: 'email', message: 'This email is taken.' }],
    });
    renderForm(async () => {
      throw error;
    });
    await user.type(screen.getByLabelText(/^Email/), 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('This email is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByRole('alert', { name: 'ERROR' })).toHaveTextContent('We could not do it');
    const toastText = await screen.findAllByText('We could not do it');
    expect(toastText.length).toBe(2);
    expect(document.querySelector('.Toastify__toast')).not.toHaveAttribute('role', 'alert');
  });

  it("closes an earlier failure's toast once a submit succeeds (issue 15, defect 7)", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderForm(async () => {
      attempts += 1;
      if (attempts === 1) throw new ApiRequestError(401, 'Unauthorized');
    });
    await user.type(screen.getByLabelText(/^Email/), 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.isActive('test-form')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.isActive('test-form')).toBe(false));
  });

  it('adds no second toast for a failure the CSRF placeholder toast already told, and logs it', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(apiClient, 'wasShownToMember').mockReturnValue(true);
    renderForm(async () => {
      throw new ApiRequestError(403, 'Forbidden');
    });
    await user.type(screen.getByLabelText(/^Email/), 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(screen.queryByRole('alert', { name: 'ERROR' })).not.toBeInTheDocument();
  });

  it("shows the partner's privacy notice under a form without a legal checkbox (spec part 1 §5)", () => {
    render(
      <FormNoticeProvider value="We use what you share to run your account.">
        <TestForm onSubmit={async () => {}} />
      </FormNoticeProvider>,
    );
    expect(screen.getByText('We use what you share to run your account.')).toBeInTheDocument();
  });

  it('disables the submit button and shows the working message while the submit runs', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText(/^Email/), 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending, do not refresh.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.queryByText('Sending, do not refresh.')).not.toBeInTheDocument();
  });

  it('shows and hides the password, and warns while Caps Lock is on', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.click(password);
    await user.keyboard('{CapsLock}');
    expect(await screen.findByText('Caps Lock is on.')).toBeInTheDocument();
  });
});
