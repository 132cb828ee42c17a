import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';
import { afterShowcase, notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/TextArea',
  tags: ['autodocs'],
  component: TextArea,
  args: { label: 'Complaint description', minRows: 2, maxRows: 6 },
  decorators: [
    (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>,
    sampleCopy({ label: 'samples.textArea.description', errorMessage: 'samples.textArea.error' }),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, two rows high to begin with. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: t('samples.textArea.description') })).toHaveValue('');
  },
};

/** It grows with each line typed up to six rows, then scrolls. */
export const GrowsWithContent: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: t('samples.textArea.description') });
    const start = area.getBoundingClientRect().height;
    await userEvent.click(area);
    await userEvent.type(area, 'Line one{Enter}Line two{Enter}Line three{Enter}Line four');
    const grown = area.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(start);
    // Past maxRows it stops growing and scrolls.
    await userEvent.type(area, '{Enter}5{Enter}6{Enter}7{Enter}8{Enter}9{Enter}10');
    const capped = area.getBoundingClientRect().height;
    await userEvent.type(area, '{Enter}11{Enter}12');
    await expect(area.getBoundingClientRect().height).toBe(capped);
    await expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
  }),
  name: 'Grows with content',
};

export const Error: Story = {
  args: { errorMessage: 'Describe what happened (at most 5 000 characters)', isRequired: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: t('samples.textArea.description') });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(t('samples.textArea.error'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'The parcel arrived with a torn corner.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
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
  args: { label: 'Şikâyet açıklaması', description: 'En fazla 5 000 karakter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Şikâyet açıklaması' })).toHaveAccessibleDescription(
      'En fazla 5 000 karakter',
    );
  },
};
