import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { claimOverlay, overlayOnTurn, resetOverlaysForTests, useOverlayTurn, type OverlayKind } from './overlays';

afterEach(() => resetOverlaysForTests());

describe('the overlay turn', () => {
  it('goes to the highest kind claimed, the earliest claim of it first, and on as claims are released', () => {
    expect(overlayOnTurn()).toBeNull();
    const survey = claimOverlay('survey');
    expect(overlayOnTurn()).toBe(survey.id);
    const hint = claimOverlay('pageHint');
    const announcement = claimOverlay('shellModal');
    const later = claimOverlay('shellModal');
    expect(overlayOnTurn()).toBe(announcement.id);
    const dialog = claimOverlay('dialog');
    expect(overlayOnTurn()).toBe(dialog.id);
    dialog.release();
    expect(overlayOnTurn()).toBe(announcement.id);
    announcement.release();
    expect(overlayOnTurn()).toBe(later.id);
    later.release();
    expect(overlayOnTurn()).toBe(hint.id);
    hint.release();
    expect(overlayOnTurn()).toBe(survey.id);
  });
});

function Overlay({ kind, name }: { kind: OverlayKind; name: string }) {
  const onTurn = useOverlayTurn(kind, true);
  return onTurn ? <p>{name}</p> : null;
}

function Page() {
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDialog((was) => !was)}>
        Toggle dialog
      </button>
      {dialog ? <Overlay kind="dialog" name="the order dialog" /> : null}
      <Overlay kind="survey" name="the survey tab" />
      <Overlay kind="shellModal" name="the announcement" />
      <Overlay kind="pageHint" name="the dine-in popover" />
    </>
  );
}

describe('useOverlayTurn', () => {
  it('draws one overlay at a time, and the next once it goes', () => {
    render(<Page />);
    expect(screen.getByText('the announcement')).toBeInTheDocument();
    expect(screen.queryByText('the dine-in popover')).not.toBeInTheDocument();
    expect(screen.queryByText('the survey tab')).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Toggle dialog' }).click());
    expect(screen.getByText('the order dialog')).toBeInTheDocument();
    expect(screen.queryByText('the announcement')).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Toggle dialog' }).click());
    expect(screen.getByText('the announcement')).toBeInTheDocument();
  });
});
