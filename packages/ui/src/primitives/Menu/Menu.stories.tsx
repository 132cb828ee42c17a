import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu } from './Menu';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

/** The parcel's actions menu, its words in the story's language. */
const actionsTrigger = () => (
  <Button variant="secondary" iconEnd="heroicons_mini:chevron-down">
    {t('parcelDetail.actions')}
  </Button>
);
const actionItems = () => [
  {
    id: 'print',
    items: [
      { id: 'label', label: t('parcelDetail.printLabel'), icon: 'heroicons_outline:printer' },
      {
        id: 'csv',
        label: t('parcels.bulk.exportCsv'),
        icon: 'heroicons_outline:arrow-down-tray',
        description: t('samples.menu.selectedRows'),
      },
    ],
  },
  {
    id: 'danger',
    items: [
      { id: 'cancel', label: t('samples.menu.cancelParcel'), icon: 'heroicons_outline:x-circle', isDanger: true },
      { id: 'lost', label: t('samples.menu.markLost'), isDisabled: true },
    ],
  },
];
const englishTrigger = actionsTrigger();
const englishItems = actionItems();

const meta = {
  title: 'Primitives/Menu',
  tags: ['autodocs'],
  component: Menu,
  args: {
    trigger: englishTrigger,
    onAction: fn(),
    items: englishItems,
  },
  decorators: [
    (Story) => <div style={{ minHeight: 260, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
    sampleCopy({
      trigger: (given: unknown) => (given === englishTrigger ? actionsTrigger() : given),
      items: (given: unknown) => (given === englishItems ? actionItems() : given),
    }),
  ],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: grouped actions with icons and a description, a danger action apart and a disabled one. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('22rem'),
  play: async () => {
    const menu = await settled(within(document.body).findByRole('menu', { name: t('parcelDetail.actions') }));
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: holding(t('samples.menu.markLost')) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Opened by a click, an action is chosen and the menu closes. */
export const ChooseAnAction: Story = {
  name: 'Choose an action',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('parcelDetail.actions') }));
    const menu = await settled(within(document.body).findByRole('menu', { name: t('parcelDetail.actions') }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: holding(t('parcels.bulk.exportCsv')) }));
    await expect(args.onAction).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: t('parcelDetail.actions') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await settled(within(document.body).findByRole('menu'));
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: holding(t('parcelDetail.printLabel')) })).toHaveFocus(),
    );
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
