import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationNotice } from './search-states';

describe('the blocked-location notice', () => {
  it('says all of it in its box', () => {
    render(<LocationNotice reason="denied" />);
    expect(screen.getByRole('heading', { name: 'Location access is blocked' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/near New York, NY\..+in your browser settings\./);
  });

  it('is one line on a phone, whose "What to do" opens the rest (issue 30, defect 4)', async () => {
    const user = userEvent.setup();
    render(<LocationNotice reason="denied" compact />);
    expect(screen.getByRole('heading', { name: 'Location access is blocked' })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'What to do' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/in your browser settings/)).not.toBeVisible();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/in your browser settings/)).toBeVisible();
  });
});
