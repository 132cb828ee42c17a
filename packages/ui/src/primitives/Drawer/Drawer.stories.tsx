import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer, type DrawerProps } from './Drawer';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { t } from '../../testing/t';

interface DrawerDemoProps extends Partial<DrawerProps> {
  /** Opens with the drawer shown (the story's own state, not a prop of the drawer). */
  defaultOpen?: boolean;
}

function DrawerDemo({ defaultOpen = false, ...props }: DrawerDemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('shell.user.settings')}</Button>
      <Drawer title={t('shell.user.settings')} {...props} isOpen={open} onOpenChange={setOpen}>
        <div style={{ padding: 24 }}>
          <p>{t('samples.drawer.themeText')}</p>
          <Button variant="secondary">{t('samples.drawer.reset')}</Button>
        </div>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  tags: ['autodocs'],
  // The props table documents the Drawer itself; every story renders it behind its button (DrawerDemo).
  component: Drawer as ComponentType<DrawerDemoProps>,
  render: (args) => <DrawerDemo {...args} />,
  argTypes: {
    defaultOpen: {
      control: 'boolean',
      description: "The story's own: opens with the drawer shown (the drawer itself takes `isOpen`).",
      table: { category: 'Story' },
    },
  },
} satisfies Meta<DrawerDemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open at the right edge, the side the settings and the feed use. */
export const Right: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('28rem'),
  play: async () => {
    const drawer = await settled(within(document.body).findByRole('dialog', { name: t('shell.user.settings') }));
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
    await expect(within(drawer).getByRole('button', { name: t('common.close') })).toBeVisible();
  },
};

/** Opened from its button, it slides in from the right edge; its Close button closes it. */
export const OpenAndClose: Story = {
  name: 'Open and close',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.user.settings') }));
    const drawer = await settled(within(document.body).findByRole('dialog', { name: t('shell.user.settings') }));
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const LeftClosesOnScrimClick: Story = {
  name: 'Left closes on scrim click',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { side: 'left', width: '18rem' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.user.settings') }));
    await settled(within(document.body).findByRole('dialog'));
    // A click on the scrim, beside the panel, closes it.
    const scrim = document.querySelector<HTMLElement>('[data-drawer-scrim]')!;
    await userEvent.click(scrim);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.user.settings') }));
    const drawer = await settled(within(document.body).findByRole('dialog'));
    await waitFor(() => expect(drawer).toBeVisible());
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { title: 'Ayarlar' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.user.settings') }));
    const drawer = await settled(within(document.body).findByRole('dialog', { name: 'Ayarlar' }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Kapat' })).toBeVisible());
  },
};
