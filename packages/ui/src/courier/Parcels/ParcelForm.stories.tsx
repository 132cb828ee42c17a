import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { choosable, settled } from '../../testing/motion';
import { asSeenBy, type Customer, type CustomerInput } from '@courier/domain';
import { storyCustomers, storyOffices, storyParcel } from '../fixtures';
import { blankParcel, formValuesOf, ParcelForm } from './ParcelForm';
import { notCaptured, withPhone } from '../../testing/modes';
import { t, startsWith, endsWith, holding } from '../../testing/t';
import { storyFormat, storyNumber } from '../../testing/format';

const now = new Date('2026-11-20T09:00:00Z');
const meta = {
  title: 'Courier/Parcels/Booking form',
  tags: ['autodocs'],
  component: ParcelForm,
  parameters: { chromatic: { modes: withPhone }, layout: 'padded' },
  args: {
    mode: 'create',
    initial: blankParcel('off_ist'),
    offices: storyOffices,
    originLocked: true,
    searchCustomers: async (text: string) =>
      storyCustomers.filter((c) => `${c.name} ${c.companyName ?? ''}`.toLowerCase().includes(text.toLowerCase())),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onDirtyChange: fn(),
    now,
  },
} satisfies Meta<typeof ParcelForm>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

const typeIn = async (canvas: ReturnType<typeof within>, name: string | RegExp, text: string, index = 0) => {
  const field = canvas.getAllByRole('textbox', { name })[index]!;
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
};

/** A new booking as the counter clerk opens it: the own office set, nothing typed, no error shown. */
export const NewBooking: Story = {
  name: 'New booking',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('parcelForm.createTitle'), level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('parcelForm.create') })).toBeEnabled();
    await expect(canvas.queryByText(t('form.errors.required'))).toBeNull();
  },
};

/** Weight and dimensions give the volumetric and chargeable weight, and the price with its lines, as they are typed. */
export const LivePrice: Story = {
  name: 'Live price',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const price = canvas.getByRole('complementary', { name: t('parcelForm.priceTitle') });
    await expect(within(price).getByText(t('parcelForm.priceHint'))).toBeVisible();
    await typeIn(canvas, startsWith(t('parcelDetail.weight')), storyNumber(3.2));
    await typeIn(canvas, startsWith(t('parcelForm.length')), '40');
    await typeIn(canvas, startsWith(t('parcelForm.width')), '30');
    await typeIn(canvas, startsWith(t('parcelForm.height')), '20');
    await expect(canvas.getByText(holding(t('parcelDetail.volumetric'))).parentElement).toHaveTextContent(
      `${t('parcelDetail.volumetric')}: ${storyFormat().kg(4.8)} · ${t('parcelDetail.chargeable')}: ${storyFormat().kg(4.8)}`,
    );
    // Standard: 60 + 4 kg × 12 = 108, VAT 21.60.
    await waitFor(() =>
      expect(within(price).getByRole('row', { name: holding(t('parcelDetail.price.total')) })).toHaveTextContent(
        storyFormat().money(129.6),
      ),
    );
    await userEvent.click(canvas.getByRole('radio', { name: startsWith(t('parcel.service.express')) }));
    // Express: 120 + 4 × 20 = 200, VAT 40.
    await waitFor(() =>
      expect(within(price).getByRole('row', { name: holding(t('parcelDetail.price.total')) })).toHaveTextContent(
        storyFormat().money(240),
      ),
    );
    await userEvent.click(canvas.getByRole('radio', { name: t('parcel.payment.cod') }));
    await typeIn(canvas, startsWith(t('parcelDetail.cod')), '1000');
    // Kept exactly as typed (no snapping to a step).
    await expect(canvas.getByRole('textbox', { name: startsWith(t('parcelDetail.cod')) })).toHaveValue(
      storyNumber(1000, { minimumFractionDigits: 2 }),
    );
    // COD fee 2 % of 1 000 = 20: 220 + VAT 44.
    await waitFor(() =>
      expect(within(price).getByRole('row', { name: holding(t('parcelDetail.price.cod')) })).toHaveTextContent(
        storyFormat().money(20),
      ),
    );
    await expect(within(price).getByRole('row', { name: holding(t('parcelDetail.price.total')) })).toHaveTextContent(
      storyFormat().money(264),
    );
  },
};

/**
 * Sending an empty form marks the fields, lists them in a summary and puts focus on the first;
 * each error clears as its field is mended, and a phone written the local way is taken.
 */
export const Validation: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('parcelForm.create') }));
    await expect((await canvas.findAllByText(t('form.errors.required'))).length).toBeGreaterThan(5);
    await expect(
      canvas.getAllByText(
        t('form.errors.range', { min: storyFormat().count(0.01), max: storyFormat().count(70), unit: 'kg' }),
      ).length,
    ).toBe(1);
    await expect(
      canvas.getAllByText(
        t('form.errors.range', { min: storyFormat().count(1), max: storyFormat().count(150), unit: 'cm' }),
      ).length,
    ).toBe(3);
    const summary = canvas.getByRole('alert');
    const count = () => within(summary).getAllByRole('link').length;
    await expect(within(summary).getByRole('heading')).toHaveTextContent(`${count()} fields need attention`);
    await expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('Sender account: This field is required');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: holding(t('parcelForm.customer')) })).toHaveFocus(),
    );
    const before = count();

    // The receiver's phone as people write it: taken, and written in full.
    const receiver = within(canvas.getByRole('region', { name: t('parcelForm.receiver') }));
    await typeIn(receiver, startsWith(t('parcelForm.phone')), '0532 123 45 67');
    await expect(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.phone')) })).toHaveValue(
      '+905321234567',
    );
    await expect(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.phone')) })).not.toHaveAttribute(
      'aria-invalid',
    );
    await typeIn(receiver, startsWith(t('parcelForm.postalCode')), '6420');
    await expect(canvas.getByText(t('form.errors.postal_code'))).toBeVisible();

    // A chosen office and a typed weight lose their errors, with no browser message in their place.
    await userEvent.click(canvas.getByRole('button', { name: holding(t('parcelForm.destination')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'ANK · Ankara Hub' })));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(t('parcelForm.destination')) })).not.toHaveAttribute(
        'aria-invalid',
      ),
    );
    await typeIn(canvas, startsWith(t('parcelDetail.weight')), '2');
    await expect(
      canvas.queryByText(
        t('form.errors.range', { min: storyFormat().count(0.01), max: storyFormat().count(70), unit: 'kg' }),
      ),
    ).toBeNull();
    await expect(canvas.queryByText(/fill out this field|select an item/i)).toBeNull();
    await waitFor(() => expect(count()).toBe(before - 3));
    await expect(within(summary).getByText('Receiver · Postal code: Five digits')).toBeVisible();
    // The summary follows a field's value as it is typed, the form around it not redrawn.
    await userEvent.clear(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.postalCode')) }));
    await waitFor(() =>
      expect(within(summary).getByText('Receiver · Postal code: This field is required')).toBeVisible(),
    );
    await userEvent.type(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.postalCode')) }), '642');
    await waitFor(() => expect(within(summary).getByText('Receiver · Postal code: Five digits')).toBeVisible());

    // A problem in the summary leads to its field.
    await userEvent.click(within(summary).getByRole('link', { name: startsWith(t('parcelDetail.contents')) }));
    await expect(canvas.getByRole('textbox', { name: startsWith(t('parcelDetail.contents')) })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

/** Picking the sender account fills the sender in. */
export const PickACustomer: Story = {
  name: 'Pick a customer',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: holding(t('parcelForm.customer')) }), 'anad');
    await userEvent.click(await choosable(body().findByRole('option', { name: /Anadolu Tekstil/ })));
    const sender = canvas.getByRole('region', { name: t('parcelForm.sender') });
    await waitFor(() =>
      expect(within(sender).getByRole('textbox', { name: startsWith(t('parcelForm.name')) })).toHaveValue(
        'Anadolu Tekstil A.Ş.',
      ),
    );
    await expect(within(sender).getByRole('textbox', { name: startsWith(t('parcelForm.city')) })).toHaveValue('Bursa');
    await expect(within(sender).getByRole('textbox', { name: startsWith(t('parcelForm.phone')) })).toHaveValue(
      '+902242431870',
    );
    await expect(canvas.getByRole('combobox', { name: holding(t('parcelForm.customer')) })).toHaveValue(
      'Anadolu Tekstil A.Ş.',
    );
  },
};

/** The customer the server makes of a dialog's input: numbered, and stamped at the story's moment. */
const made = async (input: CustomerInput): Promise<Customer> => ({
  ...input,
  id: 'cus_601',
  code: 'CUS-000601',
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
});

/**
 * A walk-in sender nobody has booked for (issue 64, item 6): the search finds nothing, "New customer"
 * is reached with the keyboard and opens a dialog with the typed name in it; saved, the customer is
 * the sender account, the sender is filled from it, what was typed before stays, and focus is back
 * on the picker.
 */
export const NewCustomer: Story = {
  name: 'New customer',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { createCustomer: fn(made) },
  play: async ({ canvas, args }) => {
    const receiver = within(canvas.getByRole('region', { name: t('parcelForm.receiver') }));
    await typeIn(receiver, startsWith(t('parcelForm.name')), 'Deniz Aydın');
    await typeIn(canvas, startsWith(t('parcelDetail.weight')), '2');
    const picker = canvas.getByRole('combobox', { name: holding(t('parcelForm.customer')) });
    await userEvent.type(picker, 'Zeynep Arslan');
    const choice = await choosable(
      body().findByRole('option', { name: holding(t('parcelForm.newCustomerFor', { text: 'Zeynep Arslan' })) }),
    );
    await waitFor(() => expect(choice).toHaveTextContent(t('common.noMatch')));
    await expect(body().getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');

    const dialog = await settled(body().findByRole('dialog', { name: t('parcelForm.newCustomer') }));
    const fields = within(dialog);
    await expect(fields.getByRole('textbox', { name: startsWith(t('customers.name')) })).toHaveValue('Zeynep Arslan');
    await expect(fields.getByRole('button', { name: holding(t('records.homeOffice')) })).toHaveTextContent(
      'IST · İstanbul Hub',
    );
    await typeIn(fields, startsWith(t('records.phone')), '0533 444 55 66');
    await typeIn(fields, startsWith(t('records.email')), 'zeynep@example.com');
    await typeIn(fields, startsWith(t('records.line1')), 'Bağdat Cd. 120/4');
    await typeIn(fields, startsWith(t('records.district')), 'Kadıköy');
    await typeIn(fields, startsWith(t('records.city')), 'İstanbul');
    await typeIn(fields, startsWith(t('records.postalCode')), '34728');
    await userEvent.click(fields.getByRole('button', { name: t('common.save') }));

    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.createCustomer).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'individual',
        name: 'Zeynep Arslan',
        phone: '+905334445566',
        homeOfficeId: 'off_ist',
      }),
    );
    const sender = within(canvas.getByRole('region', { name: t('parcelForm.sender') }));
    await waitFor(() =>
      expect(sender.getByRole('textbox', { name: startsWith(t('parcelForm.name')) })).toHaveValue('Zeynep Arslan'),
    );
    await expect(sender.getByRole('textbox', { name: startsWith(t('parcelForm.phone')) })).toHaveValue('+905334445566');
    await expect(sender.getByRole('textbox', { name: startsWith(t('parcelForm.city')) })).toHaveValue('İstanbul');
    await expect(picker).toHaveValue('Zeynep Arslan');
    await waitFor(() => expect(picker).toHaveFocus());
    // What was typed before the dialog is still there.
    await expect(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.name')) })).toHaveValue('Deniz Aydın');
    await expect(canvas.getByRole('textbox', { name: startsWith(t('parcelDetail.weight')) })).toHaveValue('2');
    await expect(sender.queryByText(t('form.errors.required'))).toBeNull();
  },
};

/**
 * A phone typed in the picker goes into the new customer's phone. The server refuses the save (a
 * business whose tax number another customer has): its field error shows on the dialog's field and
 * the dialog stays; cancelled, the booking is as it was.
 */
export const NewCustomerRefused: Story = {
  name: 'New customer refused',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: {
    createCustomer: fn(async () => {
      throw { message: 'Some values are not valid.', fields: { taxNumber: 'taken' } };
    }),
  },
  play: async ({ canvas, args }) => {
    const receiver = within(canvas.getByRole('region', { name: t('parcelForm.receiver') }));
    await typeIn(receiver, startsWith(t('parcelForm.name')), 'Deniz Aydın');
    const picker = canvas.getByRole('combobox', { name: holding(t('parcelForm.customer')) });
    await userEvent.type(picker, '0532 999 88 77');
    await userEvent.click(
      await choosable(
        body().findByRole('option', { name: holding(t('parcelForm.newCustomerFor', { text: '0532 999 88 77' })) }),
      ),
    );

    const dialog = await settled(body().findByRole('dialog', { name: t('parcelForm.newCustomer') }));
    const fields = within(dialog);
    await expect(fields.getByRole('textbox', { name: startsWith(t('records.phone')) })).toHaveValue('+905329998877');
    await expect(fields.getByRole('textbox', { name: startsWith(t('customers.name')) })).toHaveValue('');
    await userEvent.click(fields.getByRole('button', { name: endsWith(t('customers.type')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('customers.types.business') })));
    await typeIn(fields, startsWith(t('customers.contactName')), 'Murat Yıldız');
    await typeIn(fields, startsWith(t('customers.companyName')), 'Yıldız Mobilya Ltd.');
    await typeIn(fields, startsWith(t('customers.taxNumber')), '1234567890');
    await typeIn(fields, startsWith(t('records.email')), 'murat@yildizmobilya.example');
    await typeIn(fields, startsWith(t('records.line1')), 'Sanayi Cd. 8');
    await typeIn(fields, startsWith(t('records.district')), 'Ümraniye');
    await typeIn(fields, startsWith(t('records.city')), 'İstanbul');
    await typeIn(fields, startsWith(t('records.postalCode')), '34775');
    await userEvent.click(fields.getByRole('button', { name: t('common.save') }));

    await expect(await fields.findByText(t('form.errors.taken'))).toBeVisible();
    await expect(fields.getByRole('textbox', { name: startsWith(t('customers.taxNumber')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(fields.getByRole('alert')).toHaveTextContent('Some values are not valid.');
    await expect(args.createCustomer).toHaveBeenCalledTimes(1);

    await userEvent.click(fields.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(picker).toHaveFocus());
    await expect(picker).toHaveValue('0532 999 88 77');
    await expect(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.name')) })).toHaveValue('Deniz Aydın');
    await expect(
      within(canvas.getByRole('region', { name: t('parcelForm.sender') })).getByRole('textbox', {
        name: startsWith(t('parcelForm.name')),
      }),
    ).toHaveValue('');
  },
};

/** A complete booking goes out as the domain's parcel input. */
export const CompleteBooking: Story = {
  name: 'Complete booking',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: holding(t('parcelForm.customer')) }), 'elif');
    await userEvent.click(await choosable(body().findByRole('option', { name: /Elif Çelik/ })));
    const receiver = within(canvas.getByRole('region', { name: t('parcelForm.receiver') }));
    await typeIn(receiver, startsWith(t('parcelForm.name')), 'Deniz Aydın');
    await typeIn(receiver, startsWith(t('parcelForm.phone')), '+905321234567');
    await typeIn(receiver, startsWith(t('parcelForm.line1')), 'Atatürk Blv. 45/3');
    await typeIn(receiver, startsWith(t('parcelForm.district')), 'Çankaya');
    await typeIn(receiver, startsWith(t('parcelForm.city')), 'Ankara');
    await typeIn(receiver, startsWith(t('parcelForm.postalCode')), '06420');
    await userEvent.click(canvas.getByRole('button', { name: holding(t('parcelForm.destination')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'ANK · Ankara Hub' })));
    // Same day is only within one city.
    await expect(canvas.getByRole('radio', { name: startsWith(t('parcel.service.same_day')) })).toBeDisabled();
    await typeIn(canvas, startsWith(t('parcelDetail.weight')), '2');
    await typeIn(canvas, startsWith(t('parcelForm.length')), '30');
    await typeIn(canvas, startsWith(t('parcelForm.width')), '20');
    await typeIn(canvas, startsWith(t('parcelForm.height')), '10');
    await typeIn(canvas, startsWith(t('parcelDetail.contents')), 'Books');
    await userEvent.click(canvas.getByRole('button', { name: t('parcelForm.create') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        customerId: 'cus_2',
        originOfficeId: 'off_ist',
        destinationOfficeId: 'off_ank',
        service: 'standard',
        weightKg: 2,
        dimensionsCm: { length: 30, width: 20, height: 10 },
        paymentMode: 'prepaid',
        codAmount: 0,
        sender: expect.objectContaining({ name: 'Elif Çelik' }),
        receiver: expect.objectContaining({ name: 'Deniz Aydın', phone: '+905321234567' }),
      }),
    );
  },
};

/** The server's field errors (a 422) land on the same fields; a general refusal in the alert. */
export const ServerErrors: Story = {
  name: 'Server errors',
  args: {
    initial: { ...blankParcel('off_ist'), receiver: { ...blankParcel().receiver, phone: '0532' } },
    serverErrors: { 'receiver.phone': 'phone', originOfficeId: 'not_your_office' },
    error: 'Some values are not valid.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some values are not valid.');
    await expect(canvas.getByText(t('form.errors.not_your_office'))).toBeVisible();
    await expect(canvas.getByText(t('form.errors.phone'))).toBeVisible();
  },
};

/** Once received, only the receiver and the reference can change. */
export const EditInTheNetwork: Story = {
  name: 'Edit in the network',
  args: {
    mode: 'edit',
    initial: storyParcel(2, { status: 'in_transit' }),
    editable: 'receiver-only',
    customerLabel: 'Ege Zeytin Ltd.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('parcelForm.editTitle') })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: t('parcelForm.sender') })).getByRole('textbox', {
        name: startsWith(t('parcelForm.name')),
      }),
    ).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: startsWith(t('parcelDetail.weight')) })).toBeDisabled();
    await expect(
      within(canvas.getByRole('region', { name: t('parcelForm.receiver') })).getByRole('textbox', {
        name: startsWith(t('parcelForm.name')),
      }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('parcelForm.save') })).toBeEnabled();
  },
};

/**
 * A clerk corrects the receiver of a parcel another office booked, standing at his office now: its
 * amounts are not his to see, so the form shows neither them nor the price, and saves the receiver.
 */
export const EditWithAmountsHidden: Story = {
  name: 'Edit with amounts hidden',
  args: {
    mode: 'edit',
    initial: formValuesOf(
      asSeenBy(storyParcel(3, { status: 'at_office', paymentMode: 'cod', codAmount: 450, codStatus: 'pending' }), {
        price: false,
        codAmount: false,
        declaredValue: false,
      }),
    ),
    editable: 'receiver-only',
    moneyHidden: true,
    originLocked: false,
    customerLabel: 'Ege Zeytin Ltd.',
  },
  play: async ({ canvas, args }) => {
    const payment = canvas.getByRole('region', { name: t('parcelDetail.payment') });
    await expect(within(payment).getByText(t('parcelForm.moneyHidden'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: startsWith(t('parcelDetail.cod')) })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: startsWith(t('parcelDetail.declared')) })).toBeNull();
    await expect(canvas.getByText(t('parcelDetail.priceHidden'))).toBeVisible();
    await expect(canvas.queryByText(/₺/)).toBeNull();
    const receiver = within(canvas.getByRole('region', { name: t('parcelForm.receiver') }));
    await userEvent.clear(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.name')) }));
    await userEvent.type(receiver.getByRole('textbox', { name: startsWith(t('parcelForm.name')) }), 'Ayşe Kaya');
    await userEvent.click(canvas.getByRole('button', { name: t('parcelForm.save') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ receiver: expect.objectContaining({ name: 'Ayşe Kaya' }) }),
      ),
    );
  },
};

export const Dark: Story = {
  ...ServerErrors,
  tags: ['interaction'],
  parameters: notCaptured(ServerErrors.parameters),
  globals: { scheme: 'dark' },
};
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('button', { name: t('parcelForm.create') })).toBeVisible()),
};
export const Turkish: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gönderiyi oluştur' }));
    await expect((await canvas.findAllByText('Bu alan zorunludur')).length).toBeGreaterThan(5);
  },
};
