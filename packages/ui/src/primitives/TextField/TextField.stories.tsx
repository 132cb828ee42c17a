import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Receiver name', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Full name', description: 'As written on the ID card' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Receiver name' });
    await expect(input).toHaveAccessibleDescription('As written on the ID card');
  },
};

export const TypeAName: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Receiver name' });
    await userEvent.click(input);
    await userEvent.type(input, 'Ayşe Yılmaz');
    await expect(input).toHaveValue('Ayşe Yılmaz');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ayşe Yılmaz');
  }),
};

export const WithIconAndUnit: Story = {
  args: {
    label: 'Weight',
    icon: 'heroicons_outline:scale',
    endAdornment: 'kg',
    inputMode: 'decimal',
    defaultValue: '2.5',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Weight' })).toHaveValue('2.5');
    await expect(canvas.getByText('kg')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Receiver name/ })).toBeRequired();
  },
};

export const Error: Story = {
  args: { defaultValue: '0532', label: 'Phone', errorMessage: 'Enter the number as +90 followed by 10 digits' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the number as +90 followed by 10 digits');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'CP123456785TR', label: 'Tracking number' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the courier at the receiver’s building entrance',
    defaultValue: 'Leave with the concierge of block C if nobody answers; call before arriving; fragile contents',
  },
  play: async ({ canvas }) => {
    await expect((canvas.getByRole('textbox') as HTMLInputElement).value).toContain('concierge');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('cp 1234 5678 5 tr');
    return (
      <>
        <TextField {...args} label="Tracking number" value={value} onChange={setValue} />
        <p>Normalised: {value.replace(/\s+/g, '').toUpperCase()}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ee 0000 0001 7 tr');
    await expect(canvas.getByText('Normalised: EE000000017TR')).toBeVisible();
  },
};

export const Dark: Story = {
  ...Error,
  tags: ['interaction'],
  parameters: notCaptured(Error.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { label: 'Alıcı adı', placeholder: 'Ad soyad', isRequired: true, errorMessage: 'Alıcı adı zorunludur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Alıcı adı/ })).toHaveAccessibleDescription(
      'Alıcı adı zorunludur',
    );
  },
};
