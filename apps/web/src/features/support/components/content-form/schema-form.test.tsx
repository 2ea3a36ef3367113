import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { SchemaForm } from './schema-form';

const schema = z.strictObject({
  title: z.string().min(1),
  body: z.string().optional(),
  shown: z.boolean(),
  icon: z.enum(['search', 'dine']),
  cta: z.strictObject({ text: z.string().min(1), url: z.string().min(1) }).optional(),
  steps: z.array(z.strictObject({ text: z.string().min(1) })).min(1),
  blocks: z.array(
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('title'), text: z.string().min(1) }),
      z.strictObject({ type: z.literal('button'), text: z.string().min(1), url: z.string().min(1) }),
    ]),
  ),
});

function renderForm(defaultValues: Record<string, unknown>) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <SchemaForm
      schema={schema}
      defaultValues={defaultValues}
      label="Fields"
      onSubmit={onSubmit}
      actions={() => <button type="submit">Save draft</button>}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const start = {
  title: 'Hello',
  shown: true,
  icon: 'dine',
  steps: [{ text: 'First' }, { text: 'Second' }],
  blocks: [{ type: 'title', text: 'Welcome' }],
};

describe('SchemaForm', () => {
  it('draws labelled inputs, checkboxes, selects and groups from the schema, filled with the entry', () => {
    renderForm(start);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Hello');
    expect(screen.getByRole('textbox', { name: /^Body/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Body/ }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: 'Shown' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Icon/ })).toHaveValue('dine');
    expect(screen.getByRole('group', { name: 'Block 1: Title' })).toBeInTheDocument();
    expect(screen.getByText('not set.', { exact: false })).toHaveTextContent('Call to action: not set.');
  });

  it('checks a field when it loses focus, with plain words', async () => {
    const { user } = renderForm(start);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.tab();
    expect(await screen.findByText('Enter some text.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds, reorders and removes list items, and keeps the minimum', async () => {
    const { user, onSubmit } = renderForm({ ...start, steps: [{ text: 'Only' }] });
    const steps = screen.getByRole('group', { name: 'Steps' });
    expect(within(steps).getByRole('button', { name: 'Remove Step 1' })).toBeDisabled();
    await user.click(within(steps).getByRole('button', { name: 'Add step' }));
    await user.type(within(within(steps).getByRole('group', { name: 'Step 2' })).getByRole('textbox'), 'Added');
    await user.click(within(steps).getByRole('button', { name: 'Move Step 2 up' }));
    expect(
      within(steps)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLTextAreaElement).value),
    ).toEqual(['Added', 'Only']);
    await user.click(within(steps).getByRole('button', { name: 'Remove Step 2' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toMatchObject({ steps: [{ text: 'Added' }] });
  });

  it('adds a block of the chosen type and an optional group, and leaves an emptied optional text out', async () => {
    const { user, onSubmit } = renderForm({ ...start, body: 'Some body' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of new block' }), 'button');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const block = screen.getByRole('group', { name: 'Block 2: Button' });
    await user.type(within(block).getByRole('textbox', { name: /^Text/ }), 'Go');
    await user.type(within(block).getByRole('textbox', { name: /^URL/ }), '/search');
    await user.click(screen.getByRole('button', { name: 'Add call to action' }));
    const cta = screen.getByRole('group', { name: 'Call to action' });
    await user.type(within(cta).getByRole('textbox', { name: /^Text/ }), 'Join');
    await user.type(within(cta).getByRole('textbox', { name: /^URL/ }), '/join');
    await user.clear(screen.getByRole('textbox', { name: /^Body/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(values.blocks).toEqual([
      { type: 'title', text: 'Welcome' },
      { type: 'button', text: 'Go', url: '/search' },
    ]);
    expect(values.cta).toEqual({ text: 'Join', url: '/join' });
    expect(values.body).toBeUndefined();
  });
});
