import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { DoDont } from '../../docs/DoDont';
import { bothExamplesRender } from '../../testing/doDont';

const clearButton = () => (
  <Button variant="secondary" onPress={onClear}>
    {t('records.clearFilters')}
  </Button>
);
const retryButton = () => (
  <Button variant="secondary" icon="heroicons_outline:arrow-path" onPress={fn()}>
    {t('common.retry')}
  </Button>
);

const onClear = fn();
const englishClear = clearButton();
const englishRetry = retryButton();
const meta = {
  title: 'Primitives/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    title: 'No parcels match',
    description: 'Nothing was booked at Bursa with these filters in the last 7 days.',
    icon: 'heroicons_outline:cube',
    action: englishClear,
  },
  decorators: sampleCopy({
    title: 'samples.emptyState.noMatch',
    description: 'samples.emptyState.nothingBooked',
    action: (given: unknown) =>
      given === englishClear ? clearButton() : given === englishRetry ? retryButton() : given,
  }),
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ClearFilters: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('records.clearFilters') }));
    await expect(onClear).toHaveBeenCalled();
  },
  name: 'Clear filters',
};
export const Error: Story = {
  args: {
    title: 'The list could not be loaded',
    description: 'The server did not answer.',
    icon: 'heroicons_outline:exclamation-triangle',
    isError: true,
    // The next step the guidance asks of an error: asking again.
    action: englishRetry,
  },
  decorators: sampleCopy({ title: 'table.error', description: 'samples.emptyState.noAnswer' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('table.error'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('samples.emptyState.noAnswer'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
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
  args: { title: 'Eşleşen gönderi yok', description: 'Filtreleri değiştirin.', action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Eşleşen gönderi yok')).toBeVisible();
  },
};

/** An empty list says why, and offers the next step. */
export const DoDontNextStep: Story = {
  name: 'Do and don’t: say why, and what to do next',
  tags: ['!autodocs'],
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: 'Say why it is empty and offer the one action that fills it ("Clear filters")',
        example: (
          <EmptyState
            title={t('samples.emptyState.noMatch')}
            description={t('samples.emptyState.nothingBooked')}
            icon="heroicons_outline:cube"
            action={clearButton()}
          />
        ),
      }}
      dont={{
        caption: '"Nothing here yet", with no reason and no way on',
        example: <EmptyState title={t('records.nothingYet')} />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: t('records.clearFilters') })).toBeVisible();
    await expect(good.getByText(t('samples.emptyState.nothingBooked'))).toBeVisible();
    await expect(bad.queryByRole('button')).toBeNull();
  },
};
