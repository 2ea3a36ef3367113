import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimedOverlayKinds, resetOverlaysForTests } from '@/lib/overlays';
import { Modal } from './modal';

function Harness({ onDismiss = vi.fn() }: { onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal
          title="Delete this card?"
          description={<p>It stops earning.</p>}
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
        >
          <button type="button">First</button>
          <button type="button">Last</button>
        </Modal>
      ) : null}
    </div>
  );
}

afterEach(() => resetOverlaysForTests());

describe('the modal dialog', () => {
  it('is a labelled, described modal dialog that keeps Tab inside and makes the page behind inert', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It stops earning.');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    expect(container).toHaveAttribute('inert');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { container } = render(<Harness onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
  });

  it("holds a page dialog's overlay turn while open (lib/overlays.ts)", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(claimedOverlayKinds()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(claimedOverlayKinds()).toEqual(['dialog']);
    await user.keyboard('{Escape}');
    expect(claimedOverlayKinds()).toEqual([]);
  });

  it('keeps the page inert until the last of two overlapping dialogs closes', () => {
    const { container, rerender } = render(
      <div>
        <Modal title="First" onDismiss={() => undefined}>
          <button type="button">One</button>
        </Modal>
      </div>,
    );
    expect(container).toHaveAttribute('inert');
    const both = (first: boolean) => (
      <div>
        {first ? (
          <Modal title="First" onDismiss={() => undefined}>
            <button type="button">One</button>
          </Modal>
        ) : null}
        <Modal title="Second" onDismiss={() => undefined}>
          <button type="button">Two</button>
        </Modal>
      </div>
    );
    rerender(both(true));
    // The first gives way to the second: the page stays inert under the one still open.
    rerender(both(false));
    expect(container).toHaveAttribute('inert');
    rerender(<div />);
    expect(container).not.toHaveAttribute('inert');
  });
});
