import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { normalisePhone, phone } from '@courier/domain';
import { DoDont } from '../../docs/DoDont';
import { bothExamplesRender } from '../../testing/doDont';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Receiver name', onChange: fn() },
  // As wide as a form's field; a do and don't pair takes the page's width (parameters.doDont).
  decorators: [
    (Story, { parameters }) => (parameters.doDont ? Story() : <div style={{ maxWidth: 360 }}>{Story()}</div>),
    sampleCopy({
      label: 'samples.textField.receiver',
      placeholder: 'samples.textField.placeholder',
      description: 'samples.textField.idCard',
      errorMessage: 'samples.textField.phoneError',
    }),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder shows an example of what to type, never the label again (the guidance's own rule). */
export const Default: Story = {
  args: { placeholder: 'e.g. Ayşe Yılmaz', description: 'As written on the ID card' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: t('samples.textField.receiver') });
    await expect(input).toHaveAccessibleDescription(t('samples.textField.idCard'));
    await expect(input.getAttribute('placeholder')?.toLocaleLowerCase()).not.toContain(
      t('samples.textField.receiver').toLocaleLowerCase(),
    );
  },
};

export const TypeAName: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: t('samples.textField.receiver') });
    await userEvent.click(input);
    await userEvent.type(input, 'Ayşe Yılmaz');
    await expect(input).toHaveValue('Ayşe Yılmaz');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ayşe Yılmaz');
  }),
  name: 'Type a name',
};

export const WithIconAndUnit: Story = {
  name: 'With icon and unit',
  decorators: sampleCopy({ label: 'parcels.columns.weight' }),
  args: {
    label: 'Weight',
    icon: 'heroicons_outline:scale',
    endAdornment: 'kg',
    inputMode: 'decimal',
    defaultValue: '2.5',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: t('parcels.columns.weight') })).toHaveValue('2.5');
    await expect(canvas.getByText('kg')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: holding(t('samples.textField.receiver')) })).toBeRequired();
  },
};

export const Error: Story = {
  args: { defaultValue: '0532', label: 'Phone', errorMessage: 'Enter the number as +90 followed by 10 digits' },
  decorators: sampleCopy({ label: 'shell.auth.setup.companyPhone' }),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: t('shell.auth.setup.companyPhone') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('samples.textField.phoneError'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'CP123456785TR', label: 'Tracking number' },
  decorators: sampleCopy({ label: 'tracking.label' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: t('tracking.label') })).toBeDisabled();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    label: 'Delivery instructions for the courier at the receiver’s building entrance',
    defaultValue: 'Leave with the concierge of block C if nobody answers; call before arriving; fragile contents',
  },
  decorators: sampleCopy({ label: 'samples.textField.instructions' }),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: t('samples.textField.instructions') });
    await expect((input as HTMLInputElement).value).toContain('concierge');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('cp 1234 5678 5 tr');
    return (
      <>
        <TextField {...args} label={t('tracking.label')} value={value} onChange={setValue} />
        <p>{t('samples.textField.normalised', { value: value.replace(/\s+/g, '').toUpperCase() })}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: t('tracking.label') });
    await userEvent.clear(input);
    await userEvent.type(input, 'ee 0000 0001 7 tr');
    await expect(canvas.getByText(t('samples.textField.normalised', { value: 'EE000000017TR' }))).toBeVisible();
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
  args: { label: 'Alıcı adı', placeholder: 'örn. Ayşe Yılmaz', isRequired: true, errorMessage: 'Alıcı adı zorunludur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Alıcı adı/ })).toHaveAccessibleDescription(
      'Alıcı adı zorunludur',
    );
  },
};

/** The example the guidance gives, and that its own rule (+90 and ten digits) accepts. */
const phoneExample = '+90 532 123 45 67';

/** A hint says what is expected, with an example that is right. */
export const DoDontHelpfulHint: StoryObj = {
  name: 'Do and don’t: say what is expected',
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: `"Enter a Turkish mobile number, e.g. ${phoneExample}"`,
        example: (
          <TextField
            label={t('samples.textField.mobile')}
            description={t('samples.textField.mobileHint', { example: phoneExample })}
          />
        ),
      }}
      dont={{
        caption: '"Invalid input"',
        example: (
          <TextField
            label={t('samples.textField.mobile')}
            defaultValue="0532"
            errorMessage={t('samples.textField.invalid')}
          />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('textbox', { name: t('samples.textField.mobile') })).toHaveAccessibleDescription(
      t('samples.textField.mobileHint', { example: phoneExample }),
    );
    // The example follows the rule it teaches: +90 followed by ten digits, a valid phone of the domain.
    await expect(normalisePhone(phoneExample)).toMatch(/^\+90\d{10}$/);
    await expect(phone.safeParse(normalisePhone(phoneExample)).success).toBe(true);
    await expect(bad.getByRole('textbox', { name: t('samples.textField.mobile') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Errors come when the person has finished, not while they type. */
export const DoDontValidateOnLeave: StoryObj = {
  name: 'Do and don’t: validate when the field is left',
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: 'Mark the required fields, and validate when the person leaves the field or sends the form',
        example: <TextField label={t('samples.textField.receiver')} isRequired defaultValue="Ay" />,
      }}
      dont={{
        caption: 'Shout errors on every key press',
        example: (
          <TextField
            label={t('samples.textField.receiver')}
            isRequired
            defaultValue="Ay"
            errorMessage={t('samples.textField.fullName')}
          />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    const name = holding(t('samples.textField.receiver'));
    await expect(good.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(bad.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A refusal keeps what was typed, to be put right. */
export const DoDontKeepInput: StoryObj = {
  name: 'Do and don’t: keep what was typed',
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: 'Keep what was typed when the server refuses it',
        example: (
          <TextField
            label={t('tracking.label')}
            defaultValue="CP123456785TR"
            errorMessage={t('scanStation.messages.unknown')}
          />
        ),
      }}
      dont={{
        caption: 'Clear the form after an error',
        example: (
          <TextField label={t('tracking.label')} defaultValue="" errorMessage={t('scanStation.messages.unknown')} />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('textbox', { name: t('tracking.label') })).toHaveValue('CP123456785TR');
    await expect(bad.getByRole('textbox', { name: t('tracking.label') })).toHaveValue('');
  },
};
