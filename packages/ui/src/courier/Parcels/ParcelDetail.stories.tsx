import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  asSeenBy,
  possibleActions,
  type Parcel,
  type ScanAction,
  type ScanInput,
  type StaffMember,
} from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyEvents, storyOffices, storyParcel } from '../fixtures';
import { ParcelActionDialog } from '../Scan/ParcelActionDialog';
import { ParcelDetail } from './ParcelDetail';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';
import { DoDont, Sketch } from '../../docs/DoDont';
import { Button } from '../../primitives/Button/Button';
import { bothExamplesRender } from '../../testing/doDont';
import { ParcelStatusBadge } from '../ParcelStatusBadge';
import { t, startsWith, holding } from '../../testing/t';

const staff: StaffMember[] = [
  { id: 'usr_clerk', name: 'Selin Arslan', role: 'clerk', officeId: 'off_ist', driverId: null, avatar: null },
  { id: 'usr_driver', name: 'Emre Şahin', role: 'driver', officeId: 'off_ank', driverId: 'drv_1', avatar: null },
];
const failed = storyParcel(3, {
  status: 'delivery_failed',
  attempts: 1,
  lastFailureReason: 'recipient_absent',
  driverId: 'drv_1',
  currentOfficeId: null,
  paymentMode: 'cod',
  codAmount: 450,
  codStatus: 'pending',
  notes: [
    { id: 'n1', userId: 'usr_clerk', at: '2026-11-20T10:00:00Z', text: 'The receiver asked for an evening delivery.' },
  ],
});
/** A signature as the pad sends it: a PNG of the strokes on white. */
const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABaCAAAAACjuYTGAAAHrklEQVR42u2a6VcURxDA/XPGA4V4BMXEoEQxHlHi8UCMR1AJKBqPEA+MRzxQxGfwvkBFnwcSDB4oYjRITCCJGlQQNRohKkHFF33KBrXTVXP17MzsTs+uPpSuD7sztT299Zvprq6qnjaklUkbASyABbAAFsACWAALYAEsgAWwABbAAlgAC2ABLIAFsAB+Y4Br89LT0vNqWwtwRaIkS2JFqwBeIemyohUAJ0usJL/1wEnIGZqUlhSKR0ktGuJlwMBLkHJdE7mRFdcNj5cEZlJ2fHTSkVdDe2lqZ2lYfmDAxwExrJTcTtVH9fEAbLozEruY/vIV8ObL5s0PCLgfdFFG9nVk5/FS1zZ5YpQuJgSft1g1b3kAwJuhgx1kuWSU+LsujZqrdZEWbN76cK3vY+6Be9LLxypmdlhQXFm6OhKP+151ZdQZuPajA2HwlR9k4JnQ6cLv4DPqpVvgA3D5uTRknF2PqnPyTYyscWNULNy3q6Qcenj3n6Dy4r1MIWQHfK93CzyaXjwuEwl3q7pxMnG/Oy5nWQ492I93MKjAo2iPXe7Rg8/g4Kk74DqwC5+ypC8khcpEiXvBbVQCvaw/Hn0h+8LgSZF6L+Xhs9Ud8F5YkpDue135Ikwhnsm9TMJVe+RbCV4/zrtBU/VNt8Cx2r3EyDDKHfAMeulQsDKb1abAgHY+U3RZRq8JV/zJVh1eleuz2kpS72z3M3i/fPwTHB92BRypPMuvDdo94LMwzPyBz6ru9JKV6skgetLjiddwApnmBhji3w/Vkzh6MtEN8APFhBEWI/MofPR6wGMUBm01hrNl+q/rtFV0Fj9vpTaDQQ4a/ogDuFyx4LJR3Qy68iz4nMpjFTiqeP10CnSg5ddrmbBmp6t4pptHPXvelZ6udgGsxKbZVuFmPsGiwC7nRj0NMbavYQfPFnnqNJxsT79C6jh5GyQjITiLXi6AN9lEvWOpdhO5E+5w5LDLWT2jWKOnXjn4T5vp0RE4mMsJjMODiQsuwnkJP3AGmmEOIqdRbQYhhyWMO53KdNp6vEHzibpiyvN3ix5tV3PxvuhBL0llNZCSTecHXgj/vdHccB4ErfR7vm6mA+nIhmsov8tZROFE/F4rK+/CoJ7jo58Lx8qeGTW74PLzhpybKto/4gVugAhjiEXDNCXZaeoL/1TljPcEtL1n1OUynmqNqlzlNT6NcmQATPLlTawu2jTxcFLv4wXGBziP2D9hcopjUM+zapql8eoDqZ553NazFTKui14ZTom5DjeKE7jCNgxQ5jCVxdBkmyPg9y2Hf25b/JcPihjdHFBYd5Kj3aDQUk3Zn56OtAqtr/EBj5Xsnp/spXFJjnbqYn6DhtfN+rpVI/qNz/nP1LTYqpNf0aQo/GxXxt6Eo95NI7SH4hS4QMkCbco+SvqOg3q8A+CVtN1Ah+4tzq4aPEL2klWQCkqd5KDlbherNATHXiQXcJoydppN7eRISzlZ5HBQD2T9kh9BX2ZRHtip7QRglNYFiafC4RmzLwd1kYsnLF2yzvLUKLoJ86Yr/hhq2JvkTx61w0KaqQAIwzRGd0pSyFF55FgmqsNhZ4hrDhekFUSaUjgtW9LOSuAfP/XHsM1ZsMdE3bEm7UY2QZPX7glj4DO83qKPPf7dlnU+nGLSQj48wzhbbJcRVcZwlXRKrIxt7s5uezQn+KmTeyCKWOym4uFdycGKx17GkP5Y6fPZdaOt47UWiBW/tZrBFV5VSpBc6z6W0p/aqp7gUFaV45pWoVUSwOYzZ0Ex4JkvACjatfc4B4agdrCF2zOk9Ttw56ePnWe6Cb+mawFOyF+Oq5ZeOqhajjZosKyZ6gsgmbOS8TP0+Ie5fGAssXgK0lf4KOWkakt/MVMAclKXNqiwLn3A2CwedNut//Z5esqJx/B7Hk8CFGXa0EnQXbRDqZYUR10FBQHpghNgZefBO8zq6dXqeifrxVBdMg/Bz408xmZ6Vx7R+r18aTK601XkQm/c/ySOgJW9JWbiqJm6QZCo21WbnEFK5t49wyJVqZfxXTkr4f/2gl6GSXbFKF+7h6qU2YSbWCsYYF4Pv8GQyGIW+JMh9JKvmIp1KMeuoCYntZUr1uMUWN0flqU0zG7dmww/DL9vNaik3dwjmpDtEEl5jNHmDe7i3i51t7OROAXW3wCgt3md/RsAT3HkDL1lUMpLZSH4+smcptYaHetgeva5i3p1UZSPDePA3vGow8H/HuO5rsib/XmVHFu2ukxii7qnnFXlrOTH3MMNhAvY6Vs81/rg7+mPlYBsg9z+IFlAPyO4DS1kl+JEi0AkcAn0Pa0/B2GLd5acuV1bmt4DT0KOk/uQ+2TymxOhvyZwnrMEHiiw0zfxGhO93oyQPq5UHPgtfnMy9aofZE/hza8R2PG7lmuNvIueE3IDDr50Yc7fWixcbhM4vEpgp3J5io6b8AtoFnCUco0yWx0akFt2ftwygWngunpYB5oaxay8qC/Fi131VK34SNxK3kBaKjBO5ofMchUjjX7irhvc+cjA93KiSYsGNspDtxc+itCmR/GbBOxeilTeDNI6gMlumXchaS3A5Cz10IP3k9cH3HD6bZIG/8Cn179Nclo84dYlAlgAC2ABLIAFsAAWwAJYAAdJ/gftbVANh0gyHQAAAABJRU5ErkJggg==';
// Out for delivery on the morning of the 21st (its sixth scan), signed for at 09:10: on the day promised.
const delivered = storyParcel(5, {
  status: 'delivered',
  driverId: 'drv_1',
  deliveredAt: '2026-11-21T06:10:00Z',
  pod: { receivedBy: 'Burak Öztürk', relation: 'self', signature, at: '2026-11-21T06:10:00Z' },
  currentOfficeId: null,
});

/** The detail with its action dialog, as the app wires them. */
function Live({
  parcel,
  onScan,
  onAddNote,
  onDelete,
  canEdit = true,
}: {
  parcel: Parcel;
  onScan: (input: Omit<ScanInput, 'trackingNumber'>) => void;
  onAddNote: (text: string) => void;
  onDelete?: () => void;
  canEdit?: boolean;
}) {
  const [action, setAction] = useState<ScanAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ParcelDetail
        parcel={parcel}
        events={storyEvents(parcel).slice(
          0,
          parcel.status === 'delivery_failed' || parcel.status === 'delivered' ? 7 : 6,
        )}
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
        options={{
          offices: storyOffices,
          trips: [{ id: 'trp_2', label: 'TRP-2026-00140 · İstanbul → Ankara' }],
          drivers: [
            { id: 'drv_1', label: 'Emre Şahin' },
            { id: 'drv_2', label: 'Kerem Yıldırım' },
          ],
        }}
        onClose={() => {
          setAction(null);
          setError(null);
        }}
        error={error}
        onSubmit={async (input) => {
          onScan(input);
          if (input.reason === 'other') {
            setError(t('scan.refusal.not_at_destination'));
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
  name: 'After a failed attempt',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(failed.trackingNumber);
    const route = canvas.getByRole('region', { name: t('parcelDetail.route') });
    await expect(within(route).getByText(t('parcelDetail.withDriver', { driver: 'Emre Şahin' }))).toBeVisible();
    const history = canvas.getByRole('list', { name: t('parcelDetail.history') });
    const steps = within(history).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent(t('parcel.event.delivery_failed'));
    await expect(steps[0]).toHaveTextContent(t('parcel.failureReason.recipient_absent'));
    await expect(steps[0]).toHaveTextContent(t('parcelDetail.by', { name: 'Emre Şahin' }));
    await expect(within(history).getAllByText(/TRP-2026-00133/).length).toBeGreaterThan(0);
    const payment = canvas.getByRole('region', { name: t('parcelDetail.payment') });
    await expect(within(payment).getByText(t('parcelDetail.price.cod'))).toBeVisible();
    await expect(within(payment).getByText(holding(t('parcel.codStatus.pending')))).toBeVisible();
    await expect(canvas.getByText('The receiver asked for an evening delivery.')).toBeVisible();
  },
};

/** The actions menu offers what the status table allows; out for delivery asks for the driver first. */
export const ActionNeedsItsContext: Story = {
  name: 'Out for delivery asks for the driver',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('parcelDetail.actions') }));
    const menu = await settled(body().findByRole('menu'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([t('scan.action.out_for_delivery'), t('scan.action.return_started')]);
    const action = t('scan.action.out_for_delivery');
    await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
    const dialog = await settled(body().findByRole('dialog', { name: `${action} · ${failed.trackingNumber}` }));
    await userEvent.click(within(dialog).getByRole('button', { name: action }));
    await expect(within(dialog).getByText(t('scan.refusal.driver_required'))).toBeVisible();
    await expect(args.onScan).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: holding(t('scan.fields.driver')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Kerem Yıldırım' })));
    await userEvent.click(within(dialog).getByRole('button', { name: action }));
    await expect(args.onScan).toHaveBeenCalledWith({
      action: 'out_for_delivery',
      driverId: 'drv_2',
      officeId: undefined,
      tripId: undefined,
      reason: undefined,
      note: undefined,
      pod: undefined,
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A refusal from the server stays in the dialog, which keeps what was entered. */
export const RefusedScanStaysOpen: Story = {
  name: 'Scan refused',
  args: { parcel: storyParcel(8, { status: 'at_office', currentOfficeId: 'off_ist' }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('parcelDetail.actions') }));
    await userEvent.click(await settled(body().findByRole('menuitem', { name: t('scan.action.held') })));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: holding(t('scan.fields.reason')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('parcel.holdReason.other') })));
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('scan.fields.note') }), 'Box is wet');
    await userEvent.click(within(dialog).getByRole('button', { name: t('scan.action.held') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('scan.refusal.not_at_destination'));
    await expect(within(dialog).getByRole('textbox', { name: t('scan.fields.note') })).toHaveValue('Box is wet');
  },
};

/** A delivery needs the name and a signature. */
export const DeliverWithSignature: Story = {
  name: 'Deliver with signature',
  args: { parcel: storyParcel(9, { status: 'out_for_delivery', driverId: 'drv_1', currentOfficeId: null }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('parcelDetail.actions') }));
    await userEvent.click(await settled(body().findByRole('menuitem', { name: t('scan.action.delivered') })));
    const dialog = await settled(body().findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('scan.action.delivered') }));
    await expect(within(dialog).getByText(t('scan.pod.receivedBy'))).toBeVisible();
    await expect(within(dialog).getByText(t('scan.pod.signature'))).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: holding(t('scan.fields.receivedBy')) }),
      'Deniz Aydın',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.useName') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('scan.action.delivered') }));
    await expect(args.onScan).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'delivered',
        pod: {
          receivedBy: 'Deniz Aydın',
          relation: 'self',
          signature: expect.stringMatching(/^data:image\/png;base64,/),
        },
      }),
    );
  },
};

/** Delivered: the proof with the signature; no action is left. */
export const Delivered: Story = {
  args: { parcel: delivered, canEdit: false },
  play: async ({ canvas }) => {
    const pod = canvas.getByRole('region', { name: t('parcelDetail.pod') });
    await expect(
      within(pod).getByRole('img', { name: t('parcelDetail.signature', { name: 'Burak Öztürk' }) }),
    ).toBeVisible();
    // The history ends with the delivery, and the numbers read as people write them and dial.
    await expect(
      within(canvas.getByRole('region', { name: t('parcelDetail.history') })).getAllByRole('listitem')[0],
    ).toHaveTextContent(startsWith(t('parcel.status.delivered')));
    await expect(
      within(canvas.getByRole('region', { name: t('parcelDetail.receiver') })).getByRole('link', {
        name: '+90 544 660 29 17',
      }),
    ).toHaveAttribute('href', 'tel:+905446602917');
    await expect(canvas.queryByRole('button', { name: t('parcelDetail.actions') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('parcelDetail.edit') })).toBeNull();
  },
};

/** A note is sent and the field empties. */
export const AddNote: Story = {
  name: 'Add note',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: t('parcelDetail.addNote') });
    await userEvent.type(field, 'Called the receiver.');
    await userEvent.click(canvas.getByRole('button', { name: t('parcelDetail.saveNote') }));
    await expect(args.onAddNote).toHaveBeenCalledWith('Called the receiver.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Deleting asks first. */
export const DeleteAsksFirst: Story = {
  name: 'Delete asks first',
  args: { parcel: storyParcel(12, { status: 'created' }), onDelete: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('parcelDetail.delete') }));
    const dialog = await settled(body().findByRole('alertdialog', { name: t('parcelDetail.deleteTitle') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('parcelDetail.delete') }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/**
 * Another office's parcel, opened by its tracking number for a question at the counter: the page
 * says so, shows no amounts (the server sent none) and offers nothing to do but a complaint.
 */
export const AnotherOffice: Story = {
  name: 'Another office',
  render: () => {
    const parcel = asSeenBy(failed, { price: false, codAmount: false, declaredValue: false });
    return (
      <ParcelDetail
        parcel={parcel}
        events={storyEvents(failed).slice(0, 7)}
        offices={storyOffices}
        staff={staff}
        trips={{ trp_1: 'TRP-2026-00133' }}
        drivers={{ drv_1: 'Emre Şahin' }}
        actions={[]}
        onAction={() => undefined}
        backHref="/secure/parcels"
        complaintHref={`/secure/complaints/new?tracking=${parcel.trackingNumber}`}
        otherOffice
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('parcelDetail.otherOffice'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('parcelDetail.actions') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('parcelDetail.printLabel') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('parcelDetail.edit') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('complaints.openOne') })).toBeVisible();
    const payment = canvas.getByRole('region', { name: t('parcelDetail.payment') });
    await expect(within(payment).queryByText(/₺/)).toBeNull();
    await expect(within(payment).getByText(startsWith(`${t('parcelDetail.moneyHidden')} · `))).toBeVisible();
    await expect(within(payment).getByText(t('parcelDetail.priceHidden'))).toBeVisible();
    const parcel = canvas.getByRole('region', { name: t('parcelDetail.package') });
    await expect(within(parcel).getByText(t('parcelDetail.moneyHidden'))).toBeVisible();
  },
};

export const Dark: Story = {
  ...AfterAFailedAttempt,
  tags: ['interaction'],
  parameters: notCaptured(AfterAFailedAttempt.parameters),
  globals: { scheme: 'dark' },
};
export const Phone: Story = { ...Delivered, globals: { viewport: { value: 'phone' } } };
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Güzergâh' })).toBeVisible();
    await expect(canvas.getAllByText('Teslim edilemedi').length).toBeGreaterThan(0);
  },
};

/** Where the parcel is, in the company's words. */
export const DoDontWhereNow: StoryObj = {
  name: 'Do and don’t: where it is, in words',
  render: () => (
    <DoDont
      do={{
        caption: 'Say where the parcel is now in words ("With driver Emre Şahin", "At Ankara Hub")',
        example: (
          <Sketch title="CP123456785TR">
            <ParcelStatusBadge status="at_office" />
            <span>{t('parcelDetail.atOffice', { office: 'Ankara Hub' })}</span>
          </Sketch>
        ),
      }}
      dont={{
        caption: 'Show raw codes (`at_office`, `recipient_absent`): every status and reason has its words',
        example: (
          <Sketch title="CP123456785TR">
            <code>at_office</code>
            <code>off_ank</code>
          </Sketch>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByText(t('parcelDetail.atOffice', { office: 'Ankara Hub' }))).toBeVisible();
    await expect(bad.getByText('at_office')).toBeVisible();
  },
};

/** The actions on offer are those the status allows. */
export const DoDontAllowedActions: StoryObj = {
  name: 'Do and don’t: only the actions the status allows',
  render: () => (
    <DoDont
      do={{
        caption: 'Offer the actions the parcel’s status allows: a delivered parcel prints its proof, opens a complaint',
        example: (
          <Sketch title="CP123456785TR" actions={<Button variant="secondary">{t('complaints.openOne')}</Button>}>
            <ParcelStatusBadge status="delivered" />
          </Sketch>
        ),
      }}
      dont={{
        caption: 'Offer an action the status does not allow: a delivered parcel is not loaded on a truck',
        example: (
          <Sketch title="CP123456785TR" actions={<Button variant="secondary">{t('scan.action.loaded')}</Button>}>
            <ParcelStatusBadge status="delivered" />
          </Sketch>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: t('complaints.openOne') })).toBeVisible();
    await expect(bad.getByRole('button', { name: t('scan.action.loaded') })).toBeVisible();
  },
};

/** A refused action keeps its dialog and what was typed; deleting asks first. */
export const DoDontRefusedAction: StoryObj = {
  name: 'Do and don’t: a refusal keeps the dialog open',
  render: () => (
    <DoDont
      do={{
        caption: 'Keep the action dialog open on a refusal, with the server’s reason and what was typed',
        example: (
          <Sketch
            title={t('scan.action.held')}
            actions={
              <>
                <Button variant="secondary">{t('common.cancel')}</Button>
                <Button>{t('scan.action.held')}</Button>
              </>
            }
          >
            <span>{`${t('scan.fields.reason')}: ${t('parcel.holdReason.damaged')}`}</span>
            <span role="alert">{t('scan.refusal.in_status', { status: t('parcel.status.on_hold') })}</span>
          </Sketch>
        ),
      }}
      dont={{
        caption: 'Close the action dialog on a refusal: the operator would lose what they typed',
        example: (
          <Sketch title="CP123456785TR">
            <span role="alert">{t('scanStation.outcome.refused')}</span>
          </Sketch>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('alert')).toHaveTextContent(
      t('scan.refusal.in_status', { status: t('parcel.status.on_hold') }),
    );
    await expect(bad.getByRole('alert')).toHaveTextContent(t('scanStation.outcome.refused'));
  },
};
