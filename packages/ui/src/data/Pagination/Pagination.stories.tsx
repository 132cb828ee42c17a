import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

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
    await expect(canvas.getByRole('status')).toHaveTextContent('51–75 of 5,000');
  },
};

export const PageAndRowsPerPage: Story = {
  tags: ['interaction'],
  ...afterShowcase(Middle, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(200);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: '50' })));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  }),
};
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
  },
};
export const Empty: Story = {
  args: { page: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 0');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
/** The first page is on its way: the range says so (not "0 of 0"), and nothing can be pressed yet. */
export const Loading: Story = {
  args: { page: 1, total: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText(/0 of 0/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
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
