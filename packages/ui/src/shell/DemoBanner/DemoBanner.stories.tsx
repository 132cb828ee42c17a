import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inTurkish, notCaptured } from '../../testing/modes';
import { DemoBanner } from './DemoBanner';
import { t } from '../../testing/t';

/** The demo's notice above every signed-in page (the app shows it when the server runs the demo sample). */
const meta = {
  title: 'Shell/DemoBanner',
  tags: ['autodocs'],
  component: DemoBanner,
  parameters: { layout: 'fullscreen' },
  args: { onDismiss: fn() },
} satisfies Meta<typeof DemoBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sample data, told in one line, with a button to hide it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: t('shell.demo.label') });
    await expect(notice).toHaveTextContent(t('shell.demo.text'));
    await expect(notice).not.toHaveTextContent(t('shell.demo.exposed'));
    await expect(canvas.getByRole('button', { name: t('shell.demo.dismiss') })).toBeVisible();
  },
};

/** Hidden by keyboard: Tab reaches the button, Enter hides the notice. */
export const Hide: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('shell.demo.dismiss') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A demo server that listens beyond this machine: the warning that anyone there may sign in. */
export const Exposed: Story = {
  args: { exposed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('shell.demo.label') })).toHaveTextContent(
      t('shell.demo.exposed'),
    );
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  args: { exposed: true },
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Demo verisi' });
    await expect(notice).toHaveTextContent('başka makinelerden ulaşılabilir');
    await expect(canvas.getByRole('button', { name: 'Demo notunu gizle' })).toBeVisible();
  },
};
