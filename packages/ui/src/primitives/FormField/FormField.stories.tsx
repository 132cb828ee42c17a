import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/FormField',
  tags: ['autodocs'],
  component: FormField,
  args: {
    label: 'Parcel photo',
    hint: 'JPEG or PNG, up to 5 MB',
    children: (control) => <input type="file" {...control} />,
  },
  decorators: sampleCopy({
    label: 'samples.formField.photo',
    hint: 'samples.formField.hint',
    error: 'samples.formField.tooLarge',
  }),
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(t('samples.formField.photo'));
    await expect(input).toHaveAccessibleDescription(t('samples.formField.hint'));
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'The file is larger than 5 MB', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(holding(t('samples.formField.photo')));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${t('samples.formField.hint')} ${t('samples.formField.tooLarge')}`,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('samples.formField.tooLarge'));
  },
};

export const Dark: Story = {
  ...WithError,
  tags: ['interaction'],
  parameters: notCaptured(WithError.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { label: 'Gönderi fotoğrafı', hint: 'JPEG veya PNG, en fazla 5 MB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Gönderi fotoğrafı')).toHaveAccessibleDescription(
      'JPEG veya PNG, en fazla 5 MB',
    );
  },
};
