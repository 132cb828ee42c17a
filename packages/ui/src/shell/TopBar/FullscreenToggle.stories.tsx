import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { FullscreenToggle } from './FullscreenToggle';
import { afterShowcase, inTurkish, notCaptured } from '../../testing/modes';
import { t } from '../../testing/t';

/** Replaces a document property for one story and gives back the cleanup. */
function override<T extends object>(target: T, key: PropertyKey, descriptor: PropertyDescriptor) {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
  return () => (own ? Object.defineProperty(target, key, own) : delete (target as Record<PropertyKey, unknown>)[key]);
}

const meta = {
  title: 'Shell/TopBar/FullscreenToggle',
  tags: ['autodocs'],
  component: FullscreenToggle,
  args: { onError: fn() },
} satisfies Meta<typeof FullscreenToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the browser allows full screen: the top bar's button, named for what it does. */
export const Default: Story = {
  beforeEach: () => {
    let element: Element | null = null;
    const change = () => document.dispatchEvent(new Event('fullscreenchange'));
    const undo = [
      override(document, 'fullscreenEnabled', { get: () => true }),
      override(document, 'fullscreenElement', { get: () => element }),
      override(document.documentElement, 'requestFullscreen', {
        value: async () => void ((element = document.documentElement), change()),
      }),
      override(document, 'exitFullscreen', { value: async () => void ((element = null), change()) }),
    ];
    return () => undo.forEach((u) => u());
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('shell.fullscreen.enter') })).toBeEnabled();
  },
};

/** The browser grants it: the button enters, then leaves, and its label follows. */
export const EntersAndLeaves: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.fullscreen.enter') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('shell.fullscreen.exit') })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: t('shell.fullscreen.exit') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('shell.fullscreen.enter') })).toBeInTheDocument());
    await expect(args.onError).not.toHaveBeenCalled();
  }),
  name: 'Enters and leaves',
};

/** The browser refuses: the spec's message is reported and the button stays as it was. */
export const RefusedByTheBrowser: Story = {
  name: 'Refused by the browser',
  tags: ['interaction'],
  parameters: notCaptured(),
  beforeEach: () => {
    const undo = [
      override(document, 'fullscreenEnabled', { get: () => true }),
      override(document.documentElement, 'requestFullscreen', {
        value: () => Promise.reject(new TypeError('Permissions check failed')),
      }),
    ];
    return () => undo.forEach((u) => u());
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.fullscreen.enter') }));
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith('Entering fullscreen mode failed.'));
    await expect(canvas.getByRole('button', { name: t('shell.fullscreen.enter') })).toBeInTheDocument();
  },
};

/** No fullscreen in this browser (an iframe without permission, an old phone): logged to the console by default. */
export const NotAvailable: Story = {
  name: 'Not available',
  args: { onError: undefined },
  beforeEach: () => {
    const undo = override(document, 'fullscreenEnabled', { get: () => false });
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => {
      undo();
      log.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.fullscreen.enter') }));
    await expect(console.error).toHaveBeenCalledWith('Fullscreen is not available in this browser.');
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tam ekrana geç' })).toBeVisible();
  },
};
