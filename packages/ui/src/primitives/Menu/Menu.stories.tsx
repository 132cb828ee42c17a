import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu } from './Menu';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';

const meta = {
  title: 'Primitives/Menu',
  tags: ['autodocs'],
  component: Menu,
  args: {
    trigger: (
      <Button variant="secondary" iconEnd="heroicons_mini:chevron-down">
        Actions
      </Button>
    ),
    onAction: fn(),
    items: [
      {
        id: 'print',
        items: [
          { id: 'label', label: 'Print label', icon: 'heroicons_outline:printer' },
          {
            id: 'csv',
            label: 'Export CSV',
            icon: 'heroicons_outline:arrow-down-tray',
            description: 'The selected rows',
          },
        ],
      },
      {
        id: 'danger',
        items: [
          { id: 'cancel', label: 'Cancel parcel', icon: 'heroicons_outline:x-circle', isDanger: true },
          { id: 'lost', label: 'Mark lost', isDisabled: true },
        ],
      },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 260, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: grouped actions with icons and a description, a danger action apart and a disabled one. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('22rem'),
  play: async () => {
    const menu = await settled(within(document.body).findByRole('menu', { name: 'Actions' }));
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: /Mark lost/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Opened by a click, an action is chosen and the menu closes. */
export const ChooseAnAction: Story = {
  name: 'Choose an action',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await settled(within(document.body).findByRole('menu', { name: 'Actions' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Export CSV/ }));
    await expect(args.onAction).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await settled(within(document.body).findByRole('menu'));
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /Print label/ })).toHaveFocus());
    // Disabled entries are skipped; Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Selected: Story = {
  args: {
    trigger: <Button variant="ghost">English</Button>,
    selectedId: 'en',
    items: [
      { id: 'en', label: 'English' },
      { id: 'tr', label: 'Türkçe' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(await settled(within(document.body).findByRole('menu', { name: 'English' }))).toBeVisible();
  },
};

export const Dark: Story = {
  ...Selected,
  tags: ['interaction'],
  parameters: notCaptured(Selected.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { trigger: <Button variant="secondary">İşlemler</Button>, items: [{ id: 'label', label: 'Etiket yazdır' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'İşlemler' }));
    await expect(await settled(within(document.body).findByRole('menuitem', { name: 'Etiket yazdır' }))).toBeVisible();
  },
};
