import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer, type DrawerProps } from './Drawer';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';

interface DrawerDemoProps extends Partial<DrawerProps> {
  /** Opens with the drawer shown (the story's own state, not a prop of the drawer). */
  defaultOpen?: boolean;
}

function DrawerDemo({ defaultOpen = false, ...props }: DrawerDemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Settings</Button>
      <Drawer title="Settings" {...props} isOpen={open} onOpenChange={setOpen}>
        <div style={{ padding: 24 }}>
          <p>Theme, scheme and layout.</p>
          <Button variant="secondary">Reset</Button>
        </div>
      </Drawer>
    </>
  );
}

const meta = { title: 'Primitives/Drawer', tags: ['autodocs'], component: DrawerDemo } satisfies Meta<
  typeof DrawerDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open at the right edge, the side the settings and the feed use. */
export const Right: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('28rem'),
  play: async () => {
    const drawer = await settled(within(document.body).findByRole('dialog', { name: 'Settings' }));
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Opened from its button, it slides in from the right edge; its Close button closes it. */
export const OpenAndClose: Story = {
  name: 'Open and close',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const drawer = await settled(within(document.body).findByRole('dialog', { name: 'Settings' }));
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const LeftClosesOnScrimClick: Story = {
  name: 'Left closes on scrim click',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { side: 'left', width: '18rem' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const drawer = await settled(within(document.body).findByRole('dialog', { name: 'Ayarlar' }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Kapat' })).toBeVisible());
  },
};
