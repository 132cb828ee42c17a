import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PublicTracking } from '@courier/domain';
import { Link } from '../../primitives/Link/Link';
import { storyLogo } from '../../testing/images';
import { TrackingView, type TrackingState } from './TrackingView';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';
import { storyFormat } from '../../testing/format';
import { t, holding } from '../../testing/t';

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

/** The region that shows a parcel found, named by its number. */
const resultOf = (number: string) => ({ name: t('tracking.result', { number }) });

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
      headerEnd={<Link href="/sign-in">{t('tracking.staffSignIn')}</Link>}
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
    await expect(canvas.getByRole('textbox', { name: t('tracking.label') })).toHaveValue('');
    await expect(canvas.queryByRole('region', resultOf(parcel.trackingNumber))).toBeNull();
  },
};

/** The number was sent and the answer is on its way: the button says so and waits. */
export const Looking: Story = {
  args: { initial: { kind: 'loading', number: parcel.trackingNumber } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: t('tracking.label') })).toHaveValue(parcel.trackingNumber);
    await expect(canvas.getByRole('button', { name: holding(t('tracking.submit')) })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** A parcel on its way: its status, where it comes from and goes, the promised day and its journey. */
export const OnItsWay: Story = {
  name: 'On its way',
  args: { initial: { kind: 'found', parcel } },
  play: async ({ canvas }) => {
    const result = canvas.getByRole('region', resultOf(parcel.trackingNumber));
    await expect(
      within(within(result).getByRole('list', { name: t('tracking.history') })).getAllByRole('listitem'),
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
    await expect(canvas.getByRole('region', resultOf(parcel.trackingNumber))).toBeVisible();
  },
};

/** Tracking could not answer: the page says so in words; the number stays to try again. */
export const Unavailable: Story = {
  args: { initial: { kind: 'failed', number: 'EE000000990TR' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('tracking.failed'));
    await expect(canvas.getByRole('textbox', { name: t('tracking.label') })).toHaveValue('EE000000990TR');
  },
};

/** A number with spaces and small letters is cleaned up, then its journey shows, newest first. */
export const TrackAParcel: Story = {
  name: 'Track a parcel',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t('tracking.label') }), 'cp 123 456 785 tr{Enter}');
    await expect(args.onTrack).toHaveBeenCalledWith('CP123456785TR');
    const result = await canvas.findByRole('region', resultOf(parcel.trackingNumber));
    // The status badge, beside the journey.
    const journey = within(result).getByRole('list', { name: t('tracking.history') });
    const badge = within(result)
      .getAllByText(t('parcel.status.out_for_delivery'))
      .filter((element) => !journey.contains(element));
    await expect(badge).toHaveLength(1);
    await expect(within(result).getByText(t('tracking.from')).nextElementSibling).toHaveTextContent('İstanbul');
    await expect(within(result).getByText(t('tracking.to')).nextElementSibling).toHaveTextContent('Ankara');
    await expect(within(result).getByText(t('tracking.promised')).nextElementSibling).toHaveTextContent(
      storyFormat().longDay(parcel.promisedDate),
    );
    // The journey, the newest step first.
    const steps = within(journey).getAllByRole('listitem');
    await expect(steps).toHaveLength(6);
    await expect(steps[0]).toHaveTextContent(t('parcel.event.out_for_delivery'));
    await expect(steps[5]).toHaveTextContent(t('parcel.event.created'));
  },
};

/** Wrong shape and wrong check digit are caught on the page; nothing is asked of the server. */
export const InvalidNumbers: Story = {
  name: 'Invalid numbers',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: t('tracking.label') });
    await userEvent.click(canvas.getByRole('button', { name: t('tracking.submit') }));
    await expect(await canvas.findByText(t('tracking.errors.required'))).toBeVisible();
    await userEvent.type(input, 'CP12345TR{Enter}');
    await expect(await canvas.findByText(t('tracking.errors.format'))).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'CP123456784TR{Enter}');
    await expect(await canvas.findByText(t('tracking.errors.check_digit'))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onTrack).not.toHaveBeenCalled();
  },
};

/** A wrong check digit is told as such (not as a wrong shape), and the number put right is one press away. */
export const WrongCheckDigit: Story = {
  name: 'Wrong check digit',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: t('tracking.label') });
    await userEvent.type(input, 'CP999999999TR{Enter}');
    await expect(await canvas.findByText(t('tracking.errors.check_digit'))).toBeVisible();
    await expect(canvas.queryByText(t('tracking.errors.format'))).toBeNull();
    const suggestion = t('tracking.suggestion', { number: 'CP999999995TR' });
    await userEvent.click(canvas.getByRole('button', { name: suggestion }));
    await expect(input).toHaveValue('CP999999995TR');
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('button', { name: suggestion })).toBeNull();
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
    await expect(canvas.getByRole('region', resultOf(parcel.trackingNumber))).toBeVisible();
    const input = canvas.getByRole('textbox', { name: t('tracking.label') });
    await expect(input).toHaveValue('CP123456785TR');
    await userEvent.clear(input);
    await userEvent.type(input, 'CP12345TR{Enter}');
    await expect(await canvas.findByText(t('tracking.errors.format'))).toBeVisible();
    await expect(canvas.queryByRole('region', resultOf(parcel.trackingNumber))).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t('tracking.label') }), 'CP000000014TR{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('tracking.notFound', { number: 'CP000000014TR' }),
    );
  },
};

export const ServerUnavailable: Story = {
  name: 'Server unavailable',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t('tracking.label') }), 'EE000000990TR{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('tracking.failed'));
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
    await expect(canvas.getByText(t('tracking.deliveredOn'))).toBeVisible();
    await expect(canvas.getByText(storyFormat().longDay('2026-11-20'))).toBeVisible();
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
