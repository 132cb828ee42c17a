import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './Radio';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const payments = ['prepaid', 'cod', 'receiver_pays'] as const;
/** The ways of payment, each named as the parcel's payment is (in the story's language). */
const paymentRadios = () => (
  <>
    {payments.map((payment) => (
      <Radio key={payment} value={payment}>
        {t(`parcel.payment.${payment}`)}
      </Radio>
    ))}
  </>
);
const englishRadios = paymentRadios();

const meta = {
  title: 'Primitives/Radio',
  tags: ['autodocs'],
  component: RadioGroup,
  args: {
    label: 'Payment',
    onChange: fn(),
    children: englishRadios,
  },
  decorators: sampleCopy({
    label: 'parcels.filters.payment',
    errorMessage: 'samples.radio.error',
    children: (given: unknown) => (given === englishRadios ? paymentRadios() : given),
  }),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'prepaid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: t('parcels.filters.payment') })).toBeVisible();
  },
};

export const ChooseByClickAndArrows: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(t('parcel.payment.cod')));
    await expect(args.onChange).toHaveBeenLastCalledWith('cod');
    // Arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t('parcel.payment.receiver_pays') })).toBeChecked();
  }),
  name: 'Choose by click and arrows',
};
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'cod' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: t('parcel.payment.cod') })).toBeChecked();
  },
};
export const Error: Story = {
  args: { errorMessage: 'Choose how the parcel is paid', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('samples.radio.error'))).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'prepaid' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
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
  args: {
    label: 'Ödeme',
    children: (
      <>
        <Radio value="prepaid">Gönderici öder</Radio>
        <Radio value="cod">Kapıda ödeme</Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Ödeme' })).toBeVisible();
  },
};
