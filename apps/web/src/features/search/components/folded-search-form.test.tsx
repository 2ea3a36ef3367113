import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FoldedSearchForm, useSearchFormFold } from './folded-search-form';

/** The search page's use of the fold: a key per search, a form with a field and a Search button. */
function Harness({
  searchKey,
  foldable = true,
  forceOpen = false,
}: {
  searchKey: string;
  foldable?: boolean;
  forceOpen?: boolean;
}) {
  const fold = useSearchFormFold(searchKey);
  const folded = foldable && !fold.open && !forceOpen;
  return (
    <FoldedSearchForm
      foldable={foldable}
      folded={folded}
      onToggle={() => fold.setOpen(folded)}
      place="Chicago, IL"
      text="sushi"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          fold.setOpen(false);
        }}
      >
        <label>
          Location <input />
        </label>
        <button type="submit">Search</button>
      </form>
    </FoldedSearchForm>
  );
}

describe('the folded search form on a phone', () => {
  it('shows what is searched on one line, with the form folded behind an "Edit search" disclosure', () => {
    render(<Harness searchKey="a" />);
    expect(screen.getByText('sushi').closest('p')).toHaveTextContent('Searching for sushi near Chicago, IL');
    const edit = screen.getByRole('button', { name: 'Edit search' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Location' })).not.toBeInTheDocument();
    expect(document.getElementById(edit.getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('opens and closes by keyboard, and folds again when a search is sent, the keyboard on its button', async () => {
    const user = userEvent.setup();
    render(<Harness searchKey="a" />);
    const edit = screen.getByRole('button', { name: 'Edit search' });
    edit.focus();
    await user.keyboard('{Enter}');
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Austin, TX{Enter}');
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(edit).toHaveFocus();
    await user.keyboard(' ');
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(edit).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds again for a new search, and stays open while there is a location to correct', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness searchKey="a" />);
    await user.click(screen.getByRole('button', { name: 'Edit search' }));
    rerender(<Harness searchKey="b" />);
    expect(screen.getByRole('button', { name: 'Edit search' })).toHaveAttribute('aria-expanded', 'false');
    rerender(<Harness searchKey="b" forceOpen />);
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeVisible();
  });

  it('is just the form on wider screens', () => {
    render(<Harness searchKey="a" foldable={false} />);
    expect(screen.queryByRole('button', { name: 'Edit search' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeVisible();
  });
});
