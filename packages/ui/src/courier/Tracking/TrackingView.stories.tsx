import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PublicTracking } from '@courier/domain';
import { Link } from '../../primitives/Link/Link';
import { storyLogo } from '../../testing/images';
import { TrackingView, type TrackingState } from './TrackingView';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';

const parcel: PublicTracking = {
  trackingNumber: 'CP123456785TR',
  status: 'out_for_delivery',
  service: 'standard',
  originCity: 'İstanbul',
  destinationCity: 'Ankara',
  promisedDate: '2026-11-21',
  deliveredAt: null,
  events: [
    { type: 'created', status: 'created', at: '2026-11-19T08:05:00Z', city: 'İstanbul' },
    { type: 'received', status: 'at_office', at: '2026-11-19T09:12:00Z', city: 'İstanbul' },
    { type: 'loaded', status: 'loaded', at: '2026-11-19T18:40:00Z', city: 'İstanbul' },
    { type: 'departed', status: 'in_transit', at: '2026-11-19T20:00:00Z', city: 'İstanbul' },
    { type: 'unloaded', status: 'at_office', at: '2026-11-20T04:30:00Z', city: 'Ankara' },
    { type: 'out_for_delivery', status: 'out_for_delivery', at: '2026-11-20T07:45:00Z', city: 'Ankara' },
  ],
};

/** The page with a pretend server: one known number, one that fails. */
function Live({
  onTrack,
  initial = { kind: 'idle' },
  companyLogo,
}: {
  onTrack: (n: string) => void;
  initial?: TrackingState;
  /** The company's own logo. */
  companyLogo?: string;
}) {
  const number =
    initial.kind === 'idle' ? undefined : initial.kind === 'found' ? initial.parcel.trackingNumber : initial.number;
  const [state, setState] = useState<TrackingState>(initial);
  return (
    <TrackingView
      companyName="Courier Express"
      companyLogo={companyLogo}
      state={state}
      defaultNumber={number}
      headerEnd={<Link href="/sign-in">Staff sign-in</Link>}
      onTrack={(number) => {
        onTrack(number);
        setState({ kind: 'loading', number });
        setTimeout(
          () =>
            setState(
              number === parcel.trackingNumber
                ? { kind: 'found', parcel }
                : number === 'EE000000990TR'
                  ? { kind: 'failed', number }
                  : { kind: 'not-found', number },
            ),
          200,
        );
      }}
    />
  );
}

const meta = {
  title: 'Courier/Tracking',
  tags: ['autodocs'],
  component: Live,
  parameters: { chromatic: { modes: withPhone }, layout: 'fullscreen' },
  args: { onTrack: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page as a customer opens it: the number to type, and where to find it. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: /^Parcel / })).toBeNull();
  },
};

/** The number was sent and the answer is on its way: the button says so and waits. */
export const Looking: Story = {
  args: { initial: { kind: 'loading', number: parcel.trackingNumber } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue(parcel.trackingNumber);
    await expect(canvas.getByRole('button', { name: /Track/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** A parcel on its way: its status, where it comes from and goes, the promised day and its journey. */
export const OnItsWay: Story = {
  name: 'On its way',
  args: { initial: { kind: 'found', parcel } },
  play: async ({ canvas }) => {
    const result = canvas.getByRole('region', { name: 'Parcel CP123456785TR' });
    await expect(
      within(within(result).getByRole('list', { name: 'Shipment history' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  },
};

/** The company's own logo at the head of the page, beside its name, where the product's mark stood. */
export const WithCompanyLogo: Story = {
  name: 'With company logo',
  args: { initial: { kind: 'found', parcel }, companyLogo: storyLogo },
  play: async ({ canvas, canvasElement }) => {
    const logo = canvasElement.querySelector('header img') as HTMLImageElement;
    await expect(logo).toHaveAttribute('src', storyLogo);
    await waitFor(() => expect(logo.naturalWidth).toBe(320));
    await expect(logo.parentElement).toHaveTextContent('Courier Express');
    await expect(canvas.getByRole('region', { name: 'Parcel CP123456785TR' })).toBeVisible();
  },
};

/** Tracking could not answer: the page says so in words; the number stays to try again. */
export const Unavailable: Story = {
  args: { initial: { kind: 'failed', number: 'EE000000990TR' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tracking is not available right now.');
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('EE000000990TR');
  },
};

/** A number with spaces and small letters is cleaned up, then its journey shows, newest first. */
export const TrackAParcel: Story = {
  name: 'Track a parcel',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), 'cp 123 456 785 tr{Enter}');
    await expect(args.onTrack).toHaveBeenCalledWith('CP123456785TR');
    const result = await canvas.findByRole('region', { name: 'Parcel CP123456785TR' });
    // The status badge, and the newest step of the journey.
    await expect(within(result).getAllByText('Out for delivery')).toHaveLength(2);
    await expect(within(result).getByText('From').nextElementSibling).toHaveTextContent('İstanbul');
    await expect(within(result).getByText('To').nextElementSibling).toHaveTextContent('Ankara');
    await expect(within(result).getByText('Expected by').nextElementSibling).toHaveTextContent('21 November 2026');
    const steps = within(within(result).getByRole('list', { name: 'Shipment history' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(6);
    await expect(steps[0]).toHaveTextContent('Out for delivery');
    await expect(steps[5]).toHaveTextContent('Booked');
  },
};

/** Wrong shape and wrong check digit are caught on the page; nothing is asked of the server. */
export const InvalidNumbers: Story = {
  name: 'Invalid numbers',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await userEvent.click(canvas.getByRole('button', { name: 'Track' }));
    await expect(await canvas.findByText('Enter a tracking number.')).toBeVisible();
    await userEvent.type(input, 'CP12345TR{Enter}');
    await expect(await canvas.findByText(/two letters, nine digits and TR/)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'CP123456784TR{Enter}');
    await expect(await canvas.findByText('The check digit does not match: a typing error?')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onTrack).not.toHaveBeenCalled();
  },
};

/** A wrong check digit is told as such (not as a wrong shape), and the number put right is one press away. */
export const WrongCheckDigit: Story = {
  name: 'Wrong check digit',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await userEvent.type(input, 'CP999999999TR{Enter}');
    await expect(await canvas.findByText('The check digit does not match: a typing error?')).toBeVisible();
    await expect(canvas.queryByText(/two letters, nine digits/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use CP999999995TR instead' }));
    await expect(input).toHaveValue('CP999999995TR');
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('button', { name: /^Use / })).toBeNull();
    await expect(args.onTrack).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTrack).toHaveBeenCalledWith('CP999999995TR');
  },
};

/** A wrong number typed after a parcel was shown: the error stands alone, the earlier parcel goes. */
export const InvalidAfterAResult: Story = {
  name: 'Invalid after a result',
  args: { initial: { kind: 'found', parcel } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Parcel CP123456785TR' })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await expect(input).toHaveValue('CP123456785TR');
    await userEvent.clear(input);
    await userEvent.type(input, 'CP12345TR{Enter}');
    await expect(await canvas.findByText(/two letters, nine digits and TR/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Parcel CP123456785TR' })).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), 'CP000000014TR{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We found no parcel with the number CP000000014TR.',
    );
  },
};

export const ServerUnavailable: Story = {
  name: 'Server unavailable',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), 'EE000000990TR{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tracking is not available right now.');
  },
};

export const Delivered: Story = {
  args: {
    initial: {
      kind: 'found',
      parcel: {
        ...parcel,
        status: 'delivered',
        deliveredAt: '2026-11-20T11:02:00Z',
        events: [
          ...parcel.events,
          { type: 'delivered', status: 'delivered', at: '2026-11-20T11:02:00Z', city: 'Ankara' },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered on')).toBeVisible();
    await expect(canvas.getByText('20 November 2026')).toBeVisible();
  },
};

export const OnAPhone: Story = { ...TrackAParcel, globals: { viewport: { value: 'phone' } }, name: 'On a phone' };
export const Dark: Story = {
  ...TrackAParcel,
  tags: ['interaction'],
  parameters: notCaptured(TrackAParcel.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Takip numarası' }), 'CP123456785TR{Enter}');
    const result = await canvas.findByRole('region', { name: 'CP123456785TR numaralı gönderi' });
    await expect(within(result).getByText('21 Kasım 2026')).toBeVisible();
    await waitFor(() => expect(within(result).getAllByText('Dağıtımda').length).toBeGreaterThan(0));
  },
};
