import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyOffices, storyParcel } from '../fixtures';
import { storyLogo } from '../../testing/images';
import { LabelSheet } from './LabelSheet';
import { notCaptured, withPhone, inTurkish, afterShowcase } from '../../testing/modes';
import { storyFormat } from '../../testing/format';
import { t, startsWith } from '../../testing/t';

const parcels = [
  storyParcel(0, { paymentMode: 'cod', codAmount: 450, fragile: true }),
  storyParcel(1),
  storyParcel(2, { paymentMode: 'receiver_pays' }),
];

const meta = {
  title: 'Courier/Labels',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LabelSheet,
  args: {
    parcels,
    offices: storyOffices,
    companyName: 'Courier Express',
    trackingUrl: (n: string) => `https://courier.example/home?number=${n}`,
    backHref: '/secure/parcels',
    onPrint: fn(),
  },
} satisfies Meta<typeof LabelSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One A6 label per parcel: Code 128 and QR of the number, the sort codes, receiver first, COD and fragile marks. */
export const Sheet: Story = {
  play: async ({ canvas }) => {
    const labels = canvas.getAllByRole('article');
    await expect(labels).toHaveLength(3);
    const first = within(labels[0]!);
    const barcode = first.getByRole('img', { name: t('labels.barcode', { tracking: parcels[0]!.trackingNumber }) });
    await expect(barcode.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect((barcode as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    await expect(first.getByRole('img', { name: t('labels.qr') }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(first.getByText('IST')).toBeVisible();
    await expect(first.getByText('ANK')).toBeVisible();
    await expect(first.getByText(t('labels.cod', { amount: storyFormat().money(450) }))).toBeVisible();
    await expect(first.getByText(t('labels.fragile'))).toBeVisible();
    await expect(within(labels[2]!).getByText(startsWith(t('labels.receiverPaysNoAmount')))).toBeVisible();
    // A6 (105 × 148 mm at 96 dpi) where the screen is wide enough; a phone shows it narrower.
    const box = labels[0]!.getBoundingClientRect();
    if (document.documentElement.clientWidth > 440) {
      await expect(Math.round(box.width)).toBe(397);
      await expect(Math.round(box.height)).toBe(559);
    }
  },
};

/** The label prints what the parcel weighs; a light, bulky parcel also says the weight it is charged by, named so. */
export const ChargeableWeight: Story = {
  name: 'Chargeable weight',
  args: {
    parcels: [
      storyParcel(3, {
        weightKg: 1.2,
        dimensionsCm: { length: 60, width: 40, height: 40 },
        volumetricWeightKg: 19.2,
        chargeableWeightKg: 19.2,
      }),
    ],
  },
  play: async ({ canvas }) => {
    const facts = within(canvas.getByRole('article'));
    const weight = facts.getByText(t('labels.weight')).parentElement!;
    const format = storyFormat();
    await expect(weight).toHaveTextContent(
      `${t('labels.weight')}${format.kg(1.2)}${t('labels.chargeable', { weight: format.kg(19.2) })}`,
    );
  },
};

/** A company with its own logo: it stands where the product's mark stood, beside the name, and the label keeps its A6 size. */
export const WithCompanyLogo: Story = {
  name: 'With company logo',
  args: { parcels: [parcels[0]!], companyName: 'Anadolu Kargo', companyLogo: storyLogo },
  play: async ({ canvas }) => {
    const label = canvas.getByRole('article');
    const logo = label.querySelector('header img') as HTMLImageElement;
    await expect(logo).toHaveAttribute('src', storyLogo);
    await expect(logo).toHaveAttribute('alt', '');
    await waitFor(() => expect(logo.naturalWidth).toBe(320));
    await expect(logo.parentElement).toHaveTextContent('Anadolu Kargo');
    await expect(logo.getBoundingClientRect().height).toBeLessThanOrEqual(28);
    if (document.documentElement.clientWidth > 440)
      await expect(Math.round(label.getBoundingClientRect().height)).toBe(559);
  },
};

export const PrintTheSheet: Story = {
  tags: ['interaction'],
  ...afterShowcase(Sheet, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('labels.print') }));
    await expect(args.onPrint).toHaveBeenCalled();
  }),
  name: 'Print the sheet',
};

/** For an office printer: four labels to an A4 page, two by two (each a quarter of the page, to cut). */
export const FourToAnA4: Story = {
  name: 'Four to an A4',
  args: { paper: 'a4', onPaperChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const paper = canvas.getByRole('radiogroup', { name: t('labels.paper') });
    await expect(within(paper).getByRole('radio', { name: t('labels.a4') })).toBeChecked();
    // The print style names the page and lays the labels two by two.
    const print = canvasElement.ownerDocument.querySelector('style[media="print"]')!.textContent!;
    await expect(print).toContain('size: A4');
    await expect(print).toContain('grid-template-columns: 105mm 105mm');
    await userEvent.click(within(paper).getByRole('radio', { name: t('labels.a6') }));
    await expect(args.onPaperChange).toHaveBeenCalledWith('a6');
  },
};

export const Nothing: Story = {
  args: { parcels: [] },
  play: async ({ canvas }) => void (await expect(canvas.getByText(t('labels.none'))).toBeVisible()),
};
export const Dark: Story = {
  ...Sheet,
  tags: ['interaction'],
  parameters: notCaptured(Sheet.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('heading', { name: '3 etiket' })).toBeVisible()),
};
