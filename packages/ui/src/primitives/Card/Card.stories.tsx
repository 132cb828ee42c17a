import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';
import { notCaptured, inTurkish } from '../../testing/modes';
import { samplePeople, samplePlaces } from '../../testing/sampleData';
import { phone } from '../../data/phone';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const editButton = () => (
  <Button size="sm" variant="secondary" icon="heroicons_outline:pencil">
    {t('common.edit')}
  </Button>
);
const englishEdit = editButton();
const company = 'Anadolu Lojistik ve Dağıtım Hizmetleri Anonim Şirketi';

const receiver = samplePeople[1]!;
const place = samplePlaces.Ankara[0]!;

const meta = {
  title: 'Primitives/Card',
  tags: ['autodocs'],
  component: Card,
  args: {
    title: 'Receiver',
    subtitle: 'Delivery address',
    actions: englishEdit,
    children: (
      <p>
        {receiver.name} · {phone(receiver.phone).text}
        <br />
        {place.line1}, {place.district}, {place.city} {place.postalCode}
      </p>
    ),
  },
  decorators: [
    (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>,
    sampleCopy({
      title: 'parcels.columns.receiver',
      subtitle: 'samples.card.deliveryAddress',
      actions: (given: unknown) => (given === englishEdit ? editButton() : given),
      children: (given: unknown) => (given === 'No receiver yet.' ? t('samples.card.noReceiver') : given),
    }),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('parcels.columns.receiver'), level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.edit') })).toBeVisible();
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
    title: `Receiver with a very long company name: ${company}`,
    subtitle: 'Delivery address, second floor, next to the pharmacy',
  },
  decorators: sampleCopy({
    title: (given: unknown) =>
      given === `Receiver with a very long company name: ${company}` ? t('samples.card.longTitle', { company }) : given,
    subtitle: 'samples.card.longSubtitle',
  }),
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
