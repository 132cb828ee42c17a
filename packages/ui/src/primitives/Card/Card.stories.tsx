import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';
import { notCaptured, inTurkish } from '../../testing/modes';

const meta = {
  title: 'Primitives/Card',
  tags: ['autodocs'],
  component: Card,
  args: {
    title: 'Receiver',
    subtitle: 'Delivery address',
    actions: (
      <Button size="sm" variant="secondary" icon="heroicons_outline:pencil">
        Edit
      </Button>
    ),
    children: (
      <p>
        Mehmet Demir · +90 532 123 45 67
        <br />
        Atatürk Cd. 12/4, Çankaya, Ankara 06690
      </p>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Receiver', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};
export const Section: Story = {
  args: { as: 'section', outlined: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).not.toBeNull();
  },
};
export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'Receiver with a very long company name: Anadolu Lojistik ve Dağıtım Hizmetleri Anonim Şirketi',
    subtitle: 'Delivery address, second floor, next to the pharmacy',
  },
};
export const Empty: Story = {
  args: { title: undefined, subtitle: undefined, actions: undefined, children: 'No receiver yet.' },
};
export const Dark: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { title: 'Alıcı', subtitle: 'Teslimat adresi', actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Alıcı' })).toBeVisible();
  },
};
