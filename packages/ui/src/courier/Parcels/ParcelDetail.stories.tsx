import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { possibleActions, type Parcel, type ScanAction, type ScanInput, type StaffMember } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyEvents, storyOffices, storyParcel } from '../fixtures';
import { ParcelActionDialog } from '../Scan/ParcelActionDialog';
import { ParcelDetail } from './ParcelDetail';
import { withPhone } from '../../testing/modes';

const staff: StaffMember[] = [
  { id: 'usr_clerk', name: 'Selin Arslan', role: 'clerk', officeId: 'off_ist', driverId: null, avatar: null },
  { id: 'usr_driver', name: 'Emre Şahin', role: 'driver', officeId: 'off_ank', driverId: 'drv_1', avatar: null },
];
const failed = storyParcel(3, { status: 'delivery_failed', attempts: 1, lastFailureReason: 'recipient_absent', driverId: 'drv_1', currentOfficeId: null, paymentMode: 'cod', codAmount: 450, codStatus: 'pending', notes: [{ id: 'n1', userId: 'usr_clerk', at: '2026-11-20T10:00:00Z', text: 'The receiver asked for an evening delivery.' }] });
const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAKCAYAAACNMs+9AAAAFklEQVR42mNkYPhfz0AEYBxVSF+FAP5FDvcfRYWgAAAAAElFTkSuQmCC';
const delivered = storyParcel(5, { status: 'delivered', deliveredAt: '2026-11-20T14:10:00Z', pod: { receivedBy: 'Ayşe Yılmaz', relation: 'self', signature, at: '2026-11-20T14:10:00Z' }, currentOfficeId: null });

/** The detail with its action dialog, as the app wires them. */
function Live({ parcel, onScan, onAddNote, onDelete, canEdit = true }: { parcel: Parcel; onScan: (input: Omit<ScanInput, 'trackingNumber'>) => void; onAddNote: (text: string) => void; onDelete?: () => void; canEdit?: boolean }) {
  const [action, setAction] = useState<ScanAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ParcelDetail
        parcel={parcel}
        events={storyEvents(parcel).slice(0, parcel.status === 'delivery_failed' ? 7 : 6)}
        offices={storyOffices}
        staff={staff}
        trips={{ trp_1: 'TRP-2026-00133' }}
        drivers={{ drv_1: 'Emre Şahin' }}
        actions={possibleActions(parcel.status).filter((a) => a !== 'departed' && a !== 'lost')}
        onAction={setAction}
        backHref="/secure/parcels"
        labelHref={`/secure/parcels/labels?ids=${parcel.id}`}
        editHref={canEdit ? `/secure/parcels/${parcel.id}/edit` : undefined}
        onDelete={onDelete}
        onAddNote={async (text) => onAddNote(text)}
      />
      <ParcelActionDialog
        key={action ?? ''}
        action={action}
        trackingNumber={parcel.trackingNumber}
        options={{ offices: storyOffices, trips: [{ id: 'trp_2', label: 'TRP-2026-00140 · İstanbul → Ankara' }], drivers: [{ id: 'drv_1', label: 'Emre Şahin' }, { id: 'drv_2', label: 'Kerem Yıldırım' }] }}
        onClose={() => {
          setAction(null);
          setError(null);
        }}
        error={error}
        onSubmit={async (input) => {
          onScan(input);
          if (input.reason === 'other') {
            setError('The parcel is not at its destination office');
            throw new Error('refused');
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Courier/Parcels/Detail',
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { parcel: failed, onScan: fn(), onAddNote: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Everything about the parcel: route, parties, weights, price lines, history with who and why, notes. */
export const AfterAFailedAttempt: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(failed.trackingNumber);
    const route = canvas.getByRole('region', { name: 'Route' });
    await expect(within(route).getByText('Out with Emre Şahin')).toBeVisible();
    const history = canvas.getByRole('list', { name: 'History' });
    const steps = within(history).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Delivery attempt failed');
    await expect(steps[0]).toHaveTextContent('Recipient absent');
    await expect(steps[0]).toHaveTextContent('by Emre Şahin');
    await expect(within(history).getAllByText(/TRP-2026-00133/).length).toBeGreaterThan(0);
    const payment = canvas.getByRole('region', { name: 'Payment' });
    await expect(within(payment).getByText('COD fee')).toBeVisible();
    await expect(within(payment).getByText(/To collect/)).toBeVisible();
    await expect(canvas.getByText('The receiver asked for an evening delivery.')).toBeVisible();
  },
};

/** The actions menu offers what the status table allows; out for delivery asks for the driver first. */
export const ActionNeedsItsContext: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await settled(body().findByRole('menu'));
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Out for delivery', 'Start the return']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Out for delivery' }));
    const dialog = await settled(body().findByRole('dialog', { name: `Out for delivery · ${failed.trackingNumber}` }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    await expect(within(dialog).getByText('Choose the driver')).toBeVisible();
    await expect(args.onScan).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Driver/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Kerem Yıldırım' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    await expect(args.onScan).toHaveBeenCalledWith({ action: 'out_for_delivery', driverId: 'drv_2', officeId: undefined, tripId: undefined, reason: undefined, note: undefined, pod: undefined });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A refusal from the server stays in the dialog, which keeps what was entered. */
export const RefusedScanStaysOpen: Story = {
  args: { parcel: storyParcel(8, { status: 'at_office', currentOfficeId: 'off_ist' }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await settled(body().findByRole('menuitem', { name: 'Put on hold' })));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Other' })));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Box is wet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The parcel is not at its destination office');
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Box is wet');
  },
};

/** A delivery needs the name and a signature. */
export const DeliverWithSignature: Story = {
  args: { parcel: storyParcel(9, { status: 'out_for_delivery', driverId: 'drv_1', currentOfficeId: null }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await settled(body().findByRole('menuitem', { name: 'Deliver' })));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await expect(within(dialog).getByText('Write who took the parcel (2 letters or more)')).toBeVisible();
    await expect(within(dialog).getByText('The signature is needed')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Received by/ }), 'Deniz Aydın');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write the name instead' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await expect(args.onScan).toHaveBeenCalledWith(expect.objectContaining({ action: 'delivered', pod: { receivedBy: 'Deniz Aydın', relation: 'self', signature: expect.stringMatching(/^data:image\/png;base64,/) } }));
  },
};

/** Delivered: the proof with the signature; no action is left. */
export const Delivered: Story = {
  args: { parcel: delivered, canEdit: false },
  play: async ({ canvas }) => {
    const pod = canvas.getByRole('region', { name: 'Proof of delivery' });
    await expect(within(pod).getByRole('img', { name: 'Signature of Ayşe Yılmaz' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** A note is sent and the field empties. */
export const AddNote: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Add a note' });
    await userEvent.type(field, 'Called the receiver.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAddNote).toHaveBeenCalledWith('Called the receiver.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Deleting asks first. */
export const DeleteAsksFirst: Story = {
  args: { parcel: storyParcel(12, { status: 'created' }), onDelete: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Delete this parcel?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const Dark: Story = { ...AfterAFailedAttempt, globals: { scheme: 'dark' } };
export const Phone: Story = { ...Delivered, globals: { viewport: { value: 'mobile2' } } };
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Güzergâh' })).toBeVisible();
    await expect(canvas.getAllByText('Teslim edilemedi').length).toBeGreaterThan(0);
  },
};
