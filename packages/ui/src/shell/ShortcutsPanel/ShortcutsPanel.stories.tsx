import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Shortcut } from '@courier/domain';
import { storyShortcuts } from '../fixtures';
import { ShortcutsPanel } from './ShortcutsPanel';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t, holding } from '../../testing/t';

function Live({ initial }: { initial: Shortcut[] }) {
  const [items, setItems] = useState(initial);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 620 }}>
      <ShortcutsPanel
        shortcuts={items}
        onCreate={(input) =>
          setItems((all) => [...all, { id: `s${all.length + 10}`, ...input, description: input.description ?? null }])
        }
        onUpdate={(id, input) =>
          setItems((all) =>
            all.map((s) => (s.id === id ? { ...s, ...input, description: input.description ?? null } : s)),
          )
        }
        onDelete={(id) => setItems((all) => all.filter((s) => s.id !== id))}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Panels/ShortcutsPanel',
  tags: ['autodocs'],
  component: Live,
  args: { initial: storyShortcuts },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: t('shell.shortcuts.title') }));
  return settled(body().findByRole('dialog', { name: t('shell.shortcuts.title') }));
};

export const ViewInTwoColumns: Story = {
  name: 'View in two columns',
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    const grid = within(panel).getByRole('list', { name: t('shell.shortcuts.title') });
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
    // A shortcut's label is the user's own words, the same in either language.
    await expect(within(grid).getByRole('link', { name: /Book a parcel/ })).toHaveAttribute(
      'href',
      '/secure/parcels/new',
    );
  },
};

export const AddThenCancelReturnsToView: Story = {
  name: 'Add then cancel returns to view',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.add') }));
    await expect(within(panel).getByRole('heading', { name: t('shell.shortcuts.newShortcut') })).toBeVisible();
    // The form loads with the panel's first opening: wait for it.
    await userEvent.click(await within(panel).findByRole('button', { name: t('shell.shortcuts.cancel') }));
    await expect(within(panel).getByRole('heading', { name: t('shell.shortcuts.title') })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: t('shell.shortcuts.add') })).toBeVisible();
  },
};

export const AddWithSaveDisabledUntilValid: Story = {
  name: 'Add a shortcut',
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.add') }));
    // The form loads with the panel's first opening: wait for it.
    const save = await within(panel).findByRole('button', { name: t('shell.shortcuts.save') });
    await expect(save).toBeDisabled();
    await userEvent.type(within(panel).getByRole('textbox', { name: holding(t('shell.shortcuts.label')) }), 'Offices');
    await userEvent.type(
      within(panel).getByRole('textbox', { name: holding(t('shell.shortcuts.icon')) }),
      'heroicons_outline:building-office-2',
    );
    await expect(save).toBeDisabled();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: holding(t('shell.shortcuts.link')) }),
      '/secure/destinations',
    );
    await waitFor(() => expect(save).toBeEnabled());
    // No validation messages are shown (core spec).
    await expect(within(panel).queryByRole('alert')).toBeNull();
    await userEvent.click(save);
    // Saving returns to modify mode, where the new one is listed.
    await waitFor(() => expect(within(panel).getByRole('button', { name: t('shell.shortcuts.done') })).toBeVisible());
    await expect(within(panel).getByRole('button', { name: /Offices/ })).toBeVisible();
  },
};

export const ModifyEditCancelDone: Story = {
  name: 'Modify edit cancel done',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.modify') }));
    // In modify, choosing one edits it.
    await userEvent.click(within(panel).getByRole('button', { name: holding(t('scanStation.title')) }));
    await expect(within(panel).getByRole('heading', { name: t('shell.shortcuts.editShortcut') })).toBeVisible();
    await expect(within(panel).getByRole('textbox', { name: holding(t('shell.shortcuts.label')) })).toHaveValue('Scan');
    // Cancel in edit goes back to modify; done in modify goes to view.
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.cancel') }));
    await expect(within(panel).getByRole('button', { name: t('shell.shortcuts.done') })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.done') }));
    await expect(within(panel).getByRole('button', { name: t('shell.shortcuts.add') })).toBeVisible();
    // Focus stays in the panel, on its heading, so the keyboard user goes on from there.
    await expect(within(panel).getByRole('heading', { name: t('shell.shortcuts.title') })).toHaveFocus();
  },
};

export const EditSaveAndDelete: Story = {
  name: 'Edit save and delete',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.modify') }));
    await userEvent.click(within(panel).getByRole('button', { name: /Reports/ }));
    // The form slides in: found once it is there.
    const label = await within(panel).findByRole('textbox', { name: holding(t('shell.shortcuts.label')) });
    await userEvent.clear(label);
    await userEvent.type(label, 'Revenue');
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.save') }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: /Revenue/ })).toBeVisible());
    await userEvent.click(within(panel).getByRole('button', { name: /Revenue/ }));
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.delete') }));
    // Deleting returns to modify.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: /Revenue/ })).toBeNull());
    await expect(within(panel).getByRole('button', { name: t('shell.shortcuts.done') })).toBeVisible();
  },
};

export const OpeningResetsToView: Story = {
  name: 'Opening resets to view',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    let panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.shortcuts.add') }));
    // The form takes the focus from the button that left.
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: holding(t('shell.shortcuts.label')) })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    panel = await open(canvas);
    await expect(within(panel).getByRole('heading', { name: t('shell.shortcuts.title') })).toBeVisible();
  },
};

export const NoShortcuts: Story = {
  name: 'No shortcuts',
  args: { initial: [] },
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await expect(within(panel).getByText(t('shell.shortcuts.none'))).toBeVisible();
  },
};

export const Dark: Story = {
  ...ViewInTwoColumns,
  tags: ['interaction'],
  parameters: notCaptured(ViewInTwoColumns.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kısayollar' }));
    const panel = await settled(body().findByRole('dialog', { name: 'Kısayollar' }));
    await expect(within(panel).getByRole('button', { name: 'Kısayol ekle' })).toBeVisible();
  },
};
