import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast, toastQueue, ToastRegion } from './Toast';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish } from '../../testing/modes';

function ToastDemo() {
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onPress={() => toast.success('Parcel booked', 'CP123456785TR · label ready to print')}>Book</Button>
        <Button variant="danger" onPress={() => toast.warn('Scan refused', 'The parcel is already out for delivery.')}>
          Refuse
        </Button>
      </div>
      <ToastRegion />
    </>
  );
}

const meta = { title: 'Primitives/Toast', tags: ['autodocs'], component: ToastDemo, beforeEach: () => toastQueue.clear() } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const region = await settled(within(document.body).findByRole('region', { name: 'Notifications' }));
    const alert = within(region).getByRole('alertdialog');
    await expect(alert).toHaveTextContent('Parcel booked');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const Stack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    const region = await settled(within(document.body).findByRole('region'));
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
  },
};

export const Dark: Story = { ...Stack, tags: ['interaction'], parameters: notCaptured(Stack.parameters), globals: { scheme: 'dark' } };
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const region = await settled(within(document.body).findByRole('region', { name: 'Bildirimler' }));
    await expect(within(region).getByRole('button', { name: 'Kapat' })).toBeVisible();
  },
};
