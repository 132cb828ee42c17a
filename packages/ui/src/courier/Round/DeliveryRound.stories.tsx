import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asSeenBy, type ScanInput } from '@courier/domain';
import { settled } from '../../testing/motion';
import { inTurkish, notCaptured, withPhone } from '../../testing/modes';
import { storyParcel } from '../fixtures';
import { DeliveryRound, type RoundStop } from './DeliveryRound';
import { t, holding } from '../../testing/t';
import { storyFormat } from '../../testing/format';
import { phone } from '../../data/phone';

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

/** The round's summary line: the stops to go and, when there is any, the cash to collect on them. */
const summary = (left: number, cod: number) =>
  `${t('round.left', { count: left, n: storyFormat().count(left) })} · ${t('round.codTotal', { amount: storyFormat().money(cod) })}`;
/** A stop's two taps, named with its tracking number. */
const delivered = (trackingNumber: string) => `${t('round.deliver')}: ${trackingNumber}`;
const notDelivered = (trackingNumber: string) => `${t('round.fail')}: ${trackingNumber}`;

/** The day's stops in order: address, call, map, the cash to collect, and the two taps. */
export const Round: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('round.title') })).toBeVisible();
    await expect(canvas.getByText(summary(4, 1250 + 480.5))).toBeVisible();
    const stops = within(canvas.getByRole('list', { name: t('round.stops') })).getAllByRole('listitem');
    await expect(stops).toHaveLength(4);
    const first = round[0]!.parcel;
    await expect(stops[0]).toHaveAccessibleName(`${first.receiver.name} · ${first.trackingNumber}`);
    await expect(within(stops[0]!).getByText(t('round.cod', { amount: storyFormat().money(1250) }))).toBeVisible();
    await expect(within(stops[0]!).getByText(first.receiver.address.line1, { exact: false })).toBeVisible();
    const call = within(stops[0]!).getByRole('link', {
      name: t('round.callLabel', { name: first.receiver.name, phone: phone(first.receiver.phone).text }),
    });
    await expect(call.getAttribute('href')).toMatch(/^tel:\+90\d{10}$/);
    const map = within(stops[0]!).getByRole('link', {
      name: t('round.mapLabel', { address: first.receiver.address.line1 }),
    });
    await expect(map.getAttribute('href')).toContain(encodeURIComponent(first.receiver.address.postalCode));
    await expect(map).toHaveAttribute('target', '_blank');
    // A tracking number is never broken over two lines.
    await expect(getComputedStyle(within(stops[0]!).getByText(first.trackingNumber)).whiteSpace).toBe('nowrap');
    await expect(within(stops[1]!).getByText(t('round.attempt', { n: storyFormat().count(2) }))).toBeVisible();
    await expect(within(stops[2]!).getByText(t('round.fragile'))).toBeVisible();
  },
};

/** Delivered asks for the receiver's name and signature (the proof of delivery), then the stop moves to the end. */
export const DeliverWithProof: Story = {
  name: 'Deliver with proof',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const first = round[0]!.parcel;
    await userEvent.click(canvas.getByRole('button', { name: delivered(first.trackingNumber) }));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('scan.action.delivered') }));
    await expect(within(dialog).getByText(t('scan.pod.signature'))).toBeVisible();
    await expect(args.onScan).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: holding(t('scan.fields.receivedBy')) }),
      'Deniz Aydın',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.useName') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('scan.action.delivered') }));
    await expect(args.onScan).toHaveBeenCalledWith(
      first.trackingNumber,
      expect.objectContaining({ action: 'delivered', pod: expect.objectContaining({ receivedBy: 'Deniz Aydın' }) }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(summary(3, 480.5))).toBeVisible();
    const stops = within(canvas.getByRole('list', { name: t('round.stops') })).getAllByRole('listitem');
    await expect(within(stops[3]!).getByText(t('round.state.delivered'), { selector: 'span' })).toBeVisible();
    await expect(within(stops[3]!).queryByRole('button', { name: holding(`${t('round.deliver')}:`) })).toBeNull();
  },
};

/** Not delivered asks for the reason of the failed attempt. */
export const FailWithReason: Story = {
  name: 'Fail with reason',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const second = round[1]!.parcel;
    await userEvent.click(canvas.getByRole('button', { name: notDelivered(second.trackingNumber) }));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: holding(t('scan.fields.reason')) }));
    await userEvent.click(
      await settled(body().findByRole('option', { name: t('parcel.failureReason.recipient_absent') })),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('scan.action.delivery_failed') }));
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
    await userEvent.click(canvas.getByRole('button', { name: notDelivered(last.trackingNumber) }));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: holding(t('scan.fields.reason')) }));
    await userEvent.click(
      await settled(body().findByRole('option', { name: t('parcel.failureReason.recipient_absent') })),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('scan.action.delivery_failed') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const banner = canvas.getByRole('status', { name: t('scanStation.offline.label') });
    await expect(banner).toHaveTextContent(t('scanStation.offline.title'));
    await expect(banner).toHaveTextContent(t('scanStation.offline.waiting', { count: 1 }));
    await expect(canvas.getByText(t('round.state.queued'))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { stops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('round.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('round.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { error: 'The server could not be reached.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('round.error'));
    await expect(canvas.getByRole('button', { name: t('round.reload') })).toBeVisible();
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
