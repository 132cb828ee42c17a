import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Shortcut } from '@courier/domain';
import { storyShortcuts } from '../fixtures';
import { ShortcutsPanel } from './ShortcutsPanel';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish } from '../../testing/modes';

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
  await userEvent.click(canvas.getByRole('button', { name: 'Shortcuts' }));
  return settled(body().findByRole('dialog', { name: 'Shortcuts' }));
};

export const ViewInTwoColumns: Story = {
  name: 'View in two columns',
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    const grid = within(panel).getByRole('list', { name: 'Shortcuts' });
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
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
    await userEvent.click(within(panel).getByRole('button', { name: 'Add shortcut' }));
    await expect(within(panel).getByRole('heading', { name: 'New shortcut' })).toBeVisible();
    // The form loads with the panel's first opening: wait for it.
    await userEvent.click(await within(panel).findByRole('button', { name: 'Cancel' }));
    await expect(within(panel).getByRole('heading', { name: 'Shortcuts' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Add shortcut' })).toBeVisible();
  },
};

export const AddWithSaveDisabledUntilValid: Story = {
  name: 'Add a shortcut',
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add shortcut' }));
    // The form loads with the panel's first opening: wait for it.
    const save = await within(panel).findByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Label/ }), 'Offices');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Icon/ }), 'heroicons_outline:building-office-2');
    await expect(save).toBeDisabled();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Link/ }), '/secure/destinations');
    await waitFor(() => expect(save).toBeEnabled());
    // No validation messages are shown (core spec).
    await expect(within(panel).queryByRole('alert')).toBeNull();
    await userEvent.click(save);
    // Saving returns to modify mode, where the new one is listed.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Done' })).toBeVisible());
    await expect(within(panel).getByRole('button', { name: /Offices/ })).toBeVisible();
  },
};

export const ModifyEditCancelDone: Story = {
  name: 'Modify edit cancel done',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit shortcuts' }));
    // In modify, choosing one edits it.
    await userEvent.click(within(panel).getByRole('button', { name: /Scan/ }));
    await expect(within(panel).getByRole('heading', { name: 'Edit shortcut' })).toBeVisible();
    await expect(within(panel).getByRole('textbox', { name: /Label/ })).toHaveValue('Scan');
    // Cancel in edit goes back to modify; done in modify goes to view.
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await expect(within(panel).getByRole('button', { name: 'Done' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await expect(within(panel).getByRole('button', { name: 'Add shortcut' })).toBeVisible();
    // Focus stays in the panel, on its heading, so the keyboard user goes on from there.
    await expect(within(panel).getByRole('heading', { name: 'Shortcuts' })).toHaveFocus();
  },
};

export const EditSaveAndDelete: Story = {
  name: 'Edit save and delete',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit shortcuts' }));
    await userEvent.click(within(panel).getByRole('button', { name: /Reports/ }));
    const label = within(panel).getByRole('textbox', { name: /Label/ });
    await userEvent.clear(label);
    await userEvent.type(label, 'Revenue');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: /Revenue/ })).toBeVisible());
    await userEvent.click(within(panel).getByRole('button', { name: /Revenue/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    // Deleting returns to modify.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: /Revenue/ })).toBeNull());
    await expect(within(panel).getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

export const OpeningResetsToView: Story = {
  name: 'Opening resets to view',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    let panel = await open(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add shortcut' }));
    // The form takes the focus from the button that left.
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /Label/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    panel = await open(canvas);
    await expect(within(panel).getByRole('heading', { name: 'Shortcuts' })).toBeVisible();
  },
};

export const NoShortcuts: Story = {
  name: 'No shortcuts',
  args: { initial: [] },
  play: async ({ canvas }) => {
    const panel = await open(canvas);
    await expect(within(panel).getByText('No shortcuts')).toBeVisible();
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
