import { useState, type ReactNode } from 'react';
import {
  failureReasons,
  holdReasons,
  type Office,
  type Parcel,
  type ParcelEvent,
  type ParcelView,
  type ScanAction,
  type StaffMember,
} from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { Link } from '../../primitives/Link/Link';
import { Menu } from '../../primitives/Menu/Menu';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { Timeline, type TimelineEntry } from '../../primitives/Timeline/Timeline';
import { useCourierFormat } from '../format';
import { ParcelStatusBadge, statusTone } from '../ParcelStatusBadge';
import { Facts } from '../../records/Facts';
import * as recordStyles from '../../records/Record.css';
import * as styles from './ParcelDetail.css';
import { PhoneLink } from '../../data/PhoneLink';

export interface ParcelDetailProps {
  /** The parcel as the reader sees it: money his role does not see is null. */
  parcel: ParcelView;
  /** Its scan log, oldest first. */
  events: ParcelEvent[];
  offices: Office[];
  staff: StaffMember[];
  /** Names of the trip and driver it is with, when the user may see them. */
  trips?: Record<string, string>;
  drivers?: Record<string, string>;
  /** Actions the status machine allows now and the user's role may take. */
  actions: ScanAction[];
  onAction: (action: ScanAction) => void;
  backHref: string;
  /** Where its label is printed; absent where the reader may not print it (another office's parcel). */
  labelHref?: string;
  editHref?: string;
  onDelete?: () => void;
  onAddNote?: (text: string) => Promise<unknown>;
  /** Where a complaint about this parcel is opened; absent for roles that cannot. */
  complaintHref?: string;
  /** Another office's parcel, opened by its tracking number: the page says so (the opening is recorded). */
  otherOffice?: boolean;
}

const eventIcon: Partial<Record<ParcelEvent['type'], string>> = {
  created: 'heroicons_mini:document-plus',
  received: 'heroicons_mini:building-office-2',
  loaded: 'heroicons_mini:archive-box-arrow-down',
  departed: 'heroicons_mini:truck',
  unloaded: 'heroicons_mini:inbox-arrow-down',
  out_for_delivery: 'heroicons_mini:map-pin',
  delivered: 'heroicons_mini:check',
  delivery_failed: 'heroicons_mini:x-mark',
  held: 'heroicons_mini:pause',
  released: 'heroicons_mini:play',
  return_started: 'heroicons_mini:arrow-uturn-left',
  returned: 'heroicons_mini:arrow-uturn-left',
  cancelled: 'heroicons_mini:no-symbol',
  lost: 'heroicons_mini:question-mark-circle',
};

/** Label and value pairs of a card. */
/** One parcel: everything about it, its history, and what can be done with it now. */
export function ParcelDetail(props: ParcelDetailProps) {
  const { parcel: p, events, offices, staff, trips = {}, drivers = {}, actions } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const officeName = (id: string | null) =>
    id ? (offices.find((o) => o.id === id)?.name ?? id) : t('parcelDetail.nowhere');
  const person = (id: string) => staff.find((s) => s.id === id)?.name ?? id;
  // An amount the reader's role does not see comes as null.
  const shownMoney = (amount: number | null) =>
    amount === null ? t('parcelDetail.moneyHidden') : format.money(amount);
  const now = p.deliveredAt
    ? t('parcelDetail.delivered', { date: format.moment(p.deliveredAt) })
    : p.currentOfficeId
      ? t('parcelDetail.atOffice', { office: officeName(p.currentOfficeId) })
      : p.tripId
        ? t('parcelDetail.onTrip', { trip: trips[p.tripId] ?? p.tripId })
        : p.driverId
          ? t('parcelDetail.withDriver', { driver: drivers[p.driverId] ?? p.driverId })
          : t('parcelDetail.nowhere');

  const party = (which: 'sender' | 'receiver') => {
    const x = p[which];
    return (
      <Card as="section" title={t(`parcelDetail.${which}`)}>
        <Facts
          items={[
            [t(`parcels.columns.${which}`), x.name],
            [t('parcelDetail.phone'), <PhoneLink key="phone" number={x.phone} />],
            ...(x.email ? ([[t('parcelDetail.email'), x.email]] as [string, ReactNode][]) : []),
            [
              t('parcelDetail.address'),
              `${x.address.line1}, ${x.address.district}, ${x.address.postalCode} ${x.address.city}`,
            ],
          ]}
        />
      </Card>
    );
  };

  const submitNote = async () => {
    if (!note.trim() || !props.onAddNote) return;
    setSaving(true);
    try {
      await props.onAddNote(note.trim());
      setNote('');
    } catch {
      // The caller tells what went wrong; the note stays in the field.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={recordStyles.root}>
      <Link href={props.backHref} className={recordStyles.back}>
        ← {t('parcelDetail.back')}
      </Link>
      <header className={recordStyles.header}>
        <div className={recordStyles.headline}>
          <h1 className={styles.tracking}>{p.trackingNumber}</h1>
          <ParcelStatusBadge status={p.status} />
          <span className={styles.service}>{t(`parcel.service.${p.service}`)}</span>
          {p.isReturn ? <span className={styles.service}>{t('parcelDetail.return')}</span> : null}
          {props.otherOffice ? <p className={styles.otherOffice}>{t('parcelDetail.otherOffice')}</p> : null}
        </div>
        <div className={recordStyles.buttons}>
          {actions.length ? (
            <Menu
              trigger={
                <Button icon="heroicons_outline:bolt" iconEnd="heroicons_mini:chevron-down">
                  {t('parcelDetail.actions')}
                </Button>
              }
              items={actions.map((action) => ({
                id: action,
                label: t(`scan.action.${action}`),
                isDanger: action === 'cancelled' || action === 'lost',
              }))}
              onAction={(id) => props.onAction(id as ScanAction)}
            />
          ) : null}
          {props.labelHref ? (
            <ButtonLink variant="secondary" href={props.labelHref} icon="heroicons_outline:printer">
              {t('parcelDetail.printLabel')}
            </ButtonLink>
          ) : null}
          {props.complaintHref ? (
            <ButtonLink variant="secondary" href={props.complaintHref} icon="heroicons_outline:chat-bubble-left-right">
              {t('complaints.openOne')}
            </ButtonLink>
          ) : null}
          {props.editHref ? (
            <ButtonLink variant="secondary" href={props.editHref} icon="heroicons_outline:pencil-square">
              {t('parcelDetail.edit')}
            </ButtonLink>
          ) : null}
          {props.onDelete ? (
            <Button variant="ghost" icon="heroicons_outline:trash" onPress={() => setConfirmDelete(true)}>
              {t('parcelDetail.delete')}
            </Button>
          ) : null}
        </div>
      </header>

      <div className={recordStyles.grid}>
        {party('sender')}
        {party('receiver')}
        <Card as="section" title={t('parcelDetail.route')}>
          <Facts
            items={[
              [t('parcelDetail.from'), officeName(p.originOfficeId)],
              [t('parcelDetail.to'), officeName(p.destinationOfficeId)],
              [t('parcelDetail.now'), now],
              [t('parcelDetail.promised'), format.day(p.promisedDate)],
              [t('parcelDetail.attempts'), String(p.attempts)],
              ...(p.reference ? ([[t('parcelDetail.reference'), p.reference]] as [string, ReactNode][]) : []),
            ]}
          />
        </Card>
        <Card as="section" title={t('parcelDetail.package')}>
          <Facts
            items={[
              [t('parcelDetail.pieces'), String(p.pieces)],
              [t('parcelDetail.weight'), format.kg(p.weightKg)],
              [
                t('parcelDetail.dimensions'),
                `${p.dimensionsCm.length} × ${p.dimensionsCm.width} × ${p.dimensionsCm.height} cm`,
              ],
              [t('parcelDetail.volumetric'), format.kg(p.volumetricWeightKg)],
              [t('parcelDetail.chargeable'), format.kg(p.chargeableWeightKg)],
              [t('parcelDetail.contents'), p.contents],
              [t('parcelDetail.fragile'), p.fragile ? t('parcelDetail.yes') : t('parcelDetail.no')],
              [t('parcelDetail.declared'), shownMoney(p.declaredValue)],
            ]}
          />
        </Card>
        <Card as="section" title={t('parcelDetail.payment')}>
          <Facts
            items={[
              [t('parcelDetail.mode'), t(`parcel.payment.${p.paymentMode}`)],
              ...(p.paymentMode === 'cod'
                ? ([
                    [t('parcelDetail.cod'), `${shownMoney(p.codAmount)} · ${t(`parcel.codStatus.${p.codStatus}`)}`],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
          {p.price ? <PriceTable price={p.price} /> : <p className={styles.muted}>{t('parcelDetail.priceHidden')}</p>}
        </Card>
        {p.pod ? (
          <Card as="section" title={t('parcelDetail.pod')}>
            <Facts
              items={[
                [t('parcelDetail.receivedBy'), p.pod.receivedBy],
                [t('parcelDetail.relation'), t(`parcel.relation.${p.pod.relation}`)],
                [t('parcelDetail.signedAt'), format.moment(p.pod.at)],
              ]}
            />
            <img
              className={styles.signature}
              src={p.pod.signature}
              alt={t('parcelDetail.signature', { name: p.pod.receivedBy })}
            />
          </Card>
        ) : null}
        <Card as="section" title={t('parcelDetail.history')} className={recordStyles.wide}>
          <ParcelTimeline events={events} offices={offices} staff={staff} trips={trips} drivers={drivers} />
        </Card>
        <Card as="section" title={t('parcelDetail.notes')} className={recordStyles.wide}>
          {p.notes.length ? (
            <ul className={styles.notes}>
              {p.notes.map((n) => (
                <li key={n.id}>
                  <p className={styles.noteText}>{n.text}</p>
                  <span className={styles.noteMeta}>
                    {person(n.userId)} · {format.moment(n.at)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('parcelDetail.noNotes')}</p>
          )}
          {props.onAddNote ? (
            <form
              className={styles.noteForm}
              onSubmit={(event) => {
                event.preventDefault();
                void submitNote();
              }}
            >
              <TextArea
                label={t('parcelDetail.addNote')}
                value={note}
                onChange={setNote}
                maxLength={1000}
                minRows={2}
                maxRows={6}
              />
              <Button type="submit" variant="secondary" isDisabled={!note.trim()} isPending={saving}>
                {t('parcelDetail.saveNote')}
              </Button>
            </form>
          ) : null}
        </Card>
      </div>
      {props.onDelete ? (
        <ConfirmationDialog
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('parcelDetail.deleteTitle')}
          message={t('parcelDetail.deleteText')}
          confirmLabel={t('parcelDetail.delete')}
          onConfirm={() => props.onDelete?.()}
        />
      ) : null}
    </div>
  );
}

/** The price, line by line. */
export function PriceTable({ price }: { price: Parcel['price'] }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const lines = (['base', 'weight', 'cod', 'insurance', 'vat'] as const).filter(
    (key) => key === 'base' || key === 'vat' || price[key] > 0,
  );
  return (
    <table className={styles.price}>
      <tbody>
        {lines.map((key) => (
          <tr key={key}>
            <th scope="row">{t(`parcelDetail.price.${key}`)}</th>
            <td>{format.money(price[key])}</td>
          </tr>
        ))}
        <tr className={styles.total}>
          <th scope="row">{t('parcelDetail.price.total')}</th>
          <td>{format.money(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export interface ParcelTimelineProps {
  /** The scan log, oldest first; shown newest first. */
  events: ParcelEvent[];
  offices: Office[];
  staff: StaffMember[];
  trips?: Record<string, string>;
  drivers?: Record<string, string>;
}

/** A parcel's history: each scan with where, on which trip or with which driver, by whom and why. */
export function ParcelTimeline({ events, offices, staff, trips = {}, drivers = {} }: ParcelTimelineProps) {
  const { t } = useUiTranslation();
  const officeName = (id: string) => offices.find((o) => o.id === id)?.name ?? id;
  const person = (id: string) => staff.find((s) => s.id === id)?.name ?? id;
  const reasonText = (reason: string | null) => {
    if (!reason) return null;
    if ((failureReasons as readonly string[]).includes(reason)) return t(`parcel.failureReason.${reason}`);
    if ((holdReasons as readonly string[]).includes(reason)) return t(`parcel.holdReason.${reason}`);
    return reason;
  };
  const history: TimelineEntry[] = [...events].reverse().map((e, i) => ({
    id: e.id,
    title: t(`parcel.event.${e.type}`),
    at: e.at,
    icon: eventIcon[e.type],
    tone:
      i === 0
        ? statusTone[e.statusAfter] === 'accent' || statusTone[e.statusAfter] === 'neutral'
          ? 'primary'
          : (statusTone[e.statusAfter] as TimelineEntry['tone'])
        : 'neutral',
    meta: [
      e.officeId ? officeName(e.officeId) : null,
      e.tripId && trips[e.tripId] ? t('parcelDetail.trip', { trip: trips[e.tripId] }) : null,
      e.driverId && drivers[e.driverId] ? t('parcelDetail.driver', { driver: drivers[e.driverId] }) : null,
      t('parcelDetail.by', { name: person(e.userId) }),
    ]
      .filter(Boolean)
      .join(' · '),
    description: [reasonText(e.reason), e.note].filter(Boolean).join(' — ') || undefined,
  }));

  return <Timeline items={history} aria-label={t('parcelDetail.history')} />;
}
