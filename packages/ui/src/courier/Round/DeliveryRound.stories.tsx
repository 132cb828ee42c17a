import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asSeenBy, type ScanInput } from '@courier/domain';
import { settled } from '../../testing/motion';
import { inTurkish, notCaptured, withPhone } from '../../testing/modes';
import { storyParcel } from '../fixtures';
import { DeliveryRound, type RoundStop } from './DeliveryRound';

/** The round as the driver reads it: the COD he collects, no price. */
const out = (i: number, change: Parameters<typeof storyParcel>[1] = {}) =>
  asSeenBy(storyParcel(i, { status: 'out_for_delivery', driverId: 'drv_1', currentOfficeId: null, ...change }), {
    price: false,
    codAmount: true,
    declaredValue: false,
  });
const round: RoundStop[] = [
  { parcel: out(4, { paymentMode: 'cod', codAmount: 1250 }) },
  { parcel: out(5, { attempts: 1, lastFailureReason: 'recipient_absent' }) },
  { parcel: out(6, { fragile: true, pieces: 2 }) },
  { parcel: out(7, { paymentMode: 'cod', codAmount: 480.5 }) },
];

/**
 * The round with a pretend server: a delivery or a failure is recorded at once, or, `offline`,
 * kept on the device and marked so (the app's scan queue sends it when the connection is back).
 */
function Live({
  stops: start,
  offline = false,
  onScan,
  isLoading,
  error,
}: {
  stops: RoundStop[];
  offline?: boolean;
  onScan: (trackingNumber: string, input: Omit<ScanInput, 'trackingNumber'>) => void;
  isLoading?: boolean;
  error?: string | null;
}) {
  const [stops, setStops] = useState(start);
  const kept = stops.filter((s) => s.state === 'queued').length;
  return (
    <DeliveryRound
      stops={stops}
      isLoading={isLoading}
      error={error}
      onReload={() => undefined}
      connection={{ offline, waiting: kept }}
      onRetry={() => undefined}
      onScan={async (trackingNumber, input) => {
        onScan(trackingNumber, input);
        const state = offline ? 'queued' : input.action === 'delivered' ? 'delivered' : 'delivery_failed';
        setStops((all) => all.map((s) => (s.parcel.trackingNumber === trackingNumber ? { ...s, state } : s)));
      }}
    />
  );
}

const meta = {
  title: 'Courier/My round',
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { stops: round, onScan: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** The day's stops in order: address, call, map, the cash to collect, and the two taps. */
export const Round: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My round' })).toBeVisible();
    await expect(canvas.getByText('4 stops to go · ₺1,730.50 to collect on delivery')).toBeVisible();
    const stops = within(canvas.getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
    await expect(stops).toHaveLength(4);
    const first = round[0]!.parcel;
    await expect(stops[0]).toHaveAccessibleName(`${first.receiver.name} · ${first.trackingNumber}`);
    await expect(within(stops[0]!).getByText('Collect ₺1,250.00')).toBeVisible();
    await expect(within(stops[0]!).getByText(first.receiver.address.line1, { exact: false })).toBeVisible();
    const call = within(stops[0]!).getByRole('link', { name: new RegExp(`^Call ${first.receiver.name}`) });
    await expect(call.getAttribute('href')).toMatch(/^tel:\+90\d{10}$/);
    const map = within(stops[0]!).getByRole('link', { name: `Open ${first.receiver.address.line1} on the map` });
    await expect(map.getAttribute('href')).toContain(encodeURIComponent(first.receiver.address.postalCode));
    await expect(map).toHaveAttribute('target', '_blank');
    // A tracking number is never broken over two lines.
    await expect(getComputedStyle(within(stops[0]!).getByText(first.trackingNumber)).whiteSpace).toBe('nowrap');
    await expect(within(stops[1]!).getByText('Attempt 2')).toBeVisible();
    await expect(within(stops[2]!).getByText('Fragile')).toBeVisible();
  },
};

/** Delivered asks for the receiver's name and signature (the proof of delivery), then the stop moves to the end. */
export const DeliverWithProof: Story = {
  name: 'Deliver with proof',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const first = round[0]!.parcel;
    await userEvent.click(canvas.getByRole('button', { name: `Delivered: ${first.trackingNumber}` }));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await expect(within(dialog).getByText('The signature is needed')).toBeVisible();
    await expect(args.onScan).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Received by/ }), 'Deniz Aydın');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write the name instead' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await expect(args.onScan).toHaveBeenCalledWith(
      first.trackingNumber,
      expect.objectContaining({ action: 'delivered', pod: expect.objectContaining({ receivedBy: 'Deniz Aydın' }) }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('3 stops to go · ₺480.50 to collect on delivery')).toBeVisible();
    const stops = within(canvas.getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
    await expect(within(stops[3]!).getByText('Delivered', { selector: 'span' })).toBeVisible();
    await expect(within(stops[3]!).queryByRole('button', { name: /Delivered:/ })).toBeNull();
  },
};

/** Not delivered asks for the reason of the failed attempt. */
export const FailWithReason: Story = {
  name: 'Fail with reason',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const second = round[1]!.parcel;
    await userEvent.click(canvas.getByRole('button', { name: `Not delivered: ${second.trackingNumber}` }));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Recipient absent' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delivery failed' }));
    await expect(args.onScan).toHaveBeenCalledWith(
      second.trackingNumber,
      expect.objectContaining({ action: 'delivery_failed', reason: 'recipient_absent' }),
    );
  },
};

/** Without a connection the round goes on: the delivery is kept on the device, and the banner says so. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    const last = round[3]!.parcel;
    await userEvent.click(canvas.getByRole('button', { name: `Not delivered: ${last.trackingNumber}` }));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Recipient absent' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delivery failed' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const banner = canvas.getByRole('status', { name: 'Connection' });
    await expect(banner).toHaveTextContent('No connection');
    await expect(banner).toHaveTextContent('1 scan is kept on this device');
    await expect(canvas.getByText('Kept on this device')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { stops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No parcels are out for delivery with you')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your round' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { error: 'The server could not be reached.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your round could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...Round,
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
};
export const Phone: Story = { ...Round, globals: { viewport: { value: 'phone' } } };
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dağıtım turum' })).toBeVisible();
    await expect(canvas.getByText(/^4 durak kaldı · Teslimatta tahsil edilecek ₺1\.730,50$/)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Ara: .+, \+90 / })).toHaveLength(4);
  },
};
