import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_FILTER_OPTIONS } from '@forkpoint/shared/constants';
import { claimOverlay, resetOverlaysForTests } from '@/lib/overlays';
import { criteriaFromParams, NO_FILTERS } from '../lib/search-criteria';
import { FilterPanel } from './filter-panel';

afterEach(() => {
  window.localStorage.clear();
  resetOverlaysForTests();
});

function renderPanel(
  query = '',
  options: typeof SEARCH_FILTER_OPTIONS | Record<string, readonly string[]> = SEARCH_FILTER_OPTIONS,
) {
  const onApply = vi.fn();
  const filters = criteriaFromParams(new URLSearchParams(query));
  render(<FilterPanel filters={filters} options={options as typeof SEARCH_FILTER_OPTIONS} onApply={onApply} />);
  return { onApply, toggle: () => screen.getByRole('button', { name: /^Filters and sort/ }) };
}

describe('the filter and sort panel', () => {
  it("opens as a disclosure with the spec's options as real radio buttons and checkboxes", async () => {
    const user = userEvent.setup();
    const { toggle } = renderPanel();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('form', { name: 'Filters and sort' });
    expect(toggle()).toHaveAttribute('aria-controls', form.parentElement?.id);

    const group = (name: string) => within(screen.getByRole('group', { name }));
    expect(
      group('Sort by')
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['distance', 'rating', 'name', 'newest', 'relevance']);
    expect(group('Price').getAllByRole('checkbox')).toHaveLength(4);
    expect(group('Price').getByRole('checkbox', { name: '$$ (price level 2 of 4)' })).toBeInTheDocument();
    expect(
      group('Suggested')
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['acclaimed', 'new', 'benefits', 'reservations']);
    expect(
      group('Features')
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['delivery', 'dine-in', 'takeout', 'online ordering']);
    expect(
      group('Meals')
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['breakfast', 'brunch', 'lunch', 'dinner', 'late night']);
    // The keyboard starts on the first choice.
    await waitFor(() => expect(group('Sort by').getByRole('radio', { name: 'Distance' })).toHaveFocus());
  });

  it('applies the chosen filters and sort once, on "Show results", and closes', async () => {
    const user = userEvent.setup();
    const { onApply, toggle } = renderPanel();
    await user.click(toggle());
    await user.click(await screen.findByRole('radio', { name: 'Rating' }));
    await user.click(screen.getByRole('checkbox', { name: /price level 3/ }));
    await user.click(screen.getByRole('checkbox', { name: /price level 1/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Acclaimed' }));
    await user.click(screen.getByRole('checkbox', { name: 'New' }));
    await user.click(screen.getByRole('checkbox', { name: 'Benefits' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reservations' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dine-in' }));
    await user.click(screen.getByRole('checkbox', { name: 'Late night' }));
    expect(onApply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        acclaimed: true,
        isNew: true,
        reservations: true,
        benefitsFor: 'true',
        features: ['dine-in'],
        mealsServed: ['late night'],
        priceRange: ['1', '3'],
        sortBy: 'rating',
      }),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('shows the count of filters on, and clears them all', async () => {
    const user = userEvent.setup();
    const { onApply, toggle } = renderPanel('features=takeout&priceRange=2,4&sortBy=name&benefitsFor=Mon');
    expect(toggle()).toHaveAccessibleName('Filters and sort (4)');
    await user.click(toggle());
    expect(await screen.findByRole('checkbox', { name: 'Takeout' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Benefits' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Name (A to Z)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('checkbox', { name: 'Takeout' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith(NO_FILTERS);
  });

  it('closes on Escape and on Cancel without applying, back on its button', async () => {
    const user = userEvent.setup();
    const { onApply, toggle } = renderPanel();
    await user.click(toggle());
    await user.click(await screen.findByRole('checkbox', { name: 'Delivery' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    // A fresh draft: the unapplied choice is gone.
    expect(await screen.findByRole('checkbox', { name: 'Delivery' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it("offers only the partner's options", async () => {
    const user = userEvent.setup();
    const { toggle } = renderPanel('', {
      priceRange: [],
      suggested: ['acclaimed', 'new', 'benefits'],
      features: ['delivery'],
      mealsServed: ['dinner'],
    });
    await user.click(toggle());
    await screen.findByRole('form');
    expect(screen.queryByRole('group', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Reservations' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([
      'acclaimed',
      'new',
      'benefits',
      'delivery',
      'dinner',
    ]);
  });
});

describe('the new dine-in filter popover', () => {
  it('shows until dismissed, then never again', async () => {
    const user = userEvent.setup();
    const first = renderPanel();
    const popover = screen.getByRole('dialog', { name: 'New: the Dine-in filter' });
    expect(first.toggle()).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('newDineInFilterPopover')).toBe('true');
  });

  it('goes away for good once the filters are opened', async () => {
    const user = userEvent.setup();
    const { toggle } = renderPanel();
    await user.click(toggle());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('newDineInFilterPopover')).toBe('true');
  });

  it('waits while a modal is open, and shows once it has closed (one overlay at a time)', () => {
    const announcement = claimOverlay('shellModal');
    renderPanel();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => announcement.release());
    expect(screen.getByRole('dialog', { name: 'New: the Dine-in filter' })).toBeInTheDocument();
  });

  it('is not shown where the partner offers no dine-in filter, or after dismissal', () => {
    renderPanel('', { ...SEARCH_FILTER_OPTIONS, features: ['delivery'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
