import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/Link',
  tags: ['autodocs'],
  component: Link,
  args: { href: '/secure/parcels?status=delivery_failed', children: 'Failed deliveries today' },
  decorators: sampleCopy({ children: 'samples.link.failedToday' }),
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InApp: Story = {
  name: 'In app',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t('samples.link.failedToday') });
    await expect(link).toHaveAttribute('href', '/secure/parcels?status=delivery_failed');
  },
};

export const FocusByKeyboard: Story = {
  tags: ['interaction'],
  ...afterShowcase(InApp, async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t('samples.link.failedToday') });
    // Keyboard focus is visible.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  }),
  name: 'Focus by keyboard',
};

export const PlainDocumentLink: Story = {
  name: 'Plain document link',
  args: { routing: 'document', href: '/docs/changelog', children: 'Changelog' },
  decorators: sampleCopy({ children: 'samples.link.changelog' }),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t('samples.link.changelog') });
    await expect(link).not.toHaveAttribute('data-rac');
  },
};

export const Dark: Story = {
  ...InApp,
  tags: ['interaction'],
  parameters: notCaptured(InApp.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { children: 'Bugün teslim edilemeyenler' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bugün teslim edilemeyenler' })).toBeVisible();
  },
};
