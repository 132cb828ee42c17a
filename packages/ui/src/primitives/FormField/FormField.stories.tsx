import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField';
import { notCaptured, inTurkish } from '../../testing/modes';

const meta = {
  title: 'Primitives/FormField',
  tags: ['autodocs'],
  component: FormField,
  args: {
    label: 'Parcel photo',
    hint: 'JPEG or PNG, up to 5 MB',
    children: (control) => <input type="file" {...control} />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Parcel photo');
    await expect(input).toHaveAccessibleDescription('JPEG or PNG, up to 5 MB');
  },
};

export const WithError: Story = {
  args: { error: 'The file is larger than 5 MB', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Parcel photo/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('JPEG or PNG, up to 5 MB The file is larger than 5 MB');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file is larger than 5 MB');
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
