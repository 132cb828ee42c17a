import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, holding } from '../../testing/t';
import { storyNumber } from '../../testing/format';

const meta = {
  title: 'Data/Pagination',
  tags: ['autodocs'],
  component: Pagination,
  args: { page: 3, pageSize: 25, total: 5000, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    // The total as the story's language writes it: 5,000 in English, 5.000 in Turkish.
    const total = storyNumber(5000);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pagination.range', { start: 51, end: 75, total }));
  },
};

export const PageAndRowsPerPage: Story = {
  tags: ['interaction'],
  ...afterShowcase(Middle, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.last') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(200);
    await userEvent.click(canvas.getByRole('button', { name: holding(t('pagination.pageSize')) }));
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: '50' })));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  }),
  name: 'Page and rows per page',
};
export const FirstPage: Story = {
  name: 'First page',
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('pagination.previous') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pagination.first') })).toBeDisabled();
  },
};
export const Empty: Story = {
  args: { page: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pagination.rangeEmpty'));
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
  },
};
/** The first page is on its way: the range says so (not "0 of 0"), and nothing can be pressed yet. */
export const Loading: Story = {
  args: { page: 1, total: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common.loading'));
    await expect(canvas.queryByText(holding(t('pagination.rangeEmpty')))).toBeNull();
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pagination.last') })).toBeDisabled();
  },
};
export const Dark: Story = {
  ...Middle,
  tags: ['interaction'],
  parameters: notCaptured(Middle.parameters),
  globals: { scheme: 'dark' },
  play: undefined,
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('51–75 / 5.000');
    await expect(canvas.getByRole('button', { name: 'Sonraki sayfa' })).toBeVisible();
  },
};
