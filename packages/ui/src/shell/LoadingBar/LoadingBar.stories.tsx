import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { LoadingBar } from './LoadingBar';
import { LoadingTracker } from './loadingTracker';
import { t } from '../../testing/t';

const tracker = new LoadingTracker();
const meta = { title: 'Shell/LoadingBar', tags: ['autodocs'], component: LoadingBar, args: { tracker } } satisfies Meta<
  typeof LoadingBar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsRequests: Story = {
  name: 'Follows requests',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    tracker.setStatus(true, '/api/v1/parcels');
    tracker.setStatus(true, '/api/v1/dashboard');
    const bar = await canvas.findByRole('progressbar', { name: t('shell.loading') });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    tracker.setStatus(false, '/api/v1/parcels');
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    tracker.setStatus(false, '/api/v1/dashboard');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    tracker.setProgress(40);
    const bar = await within(canvasElement).findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    tracker.show(false);
  },
};

export const SpecErrorsGoToTheConsole: Story = {
  name: 'Spec errors go to the console',
  tags: ['interaction'],
  play: async () => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    tracker.setProgress(140);
    tracker.setProgress(-1);
    tracker.setStatus(true);
    await expect(error).toHaveBeenCalledWith('Progress value must be between 0 and 100!');
    await expect(error).toHaveBeenCalledWith('The request URL must be provided!');
    await expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  },
};
