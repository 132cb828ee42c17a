import {
  failureReasons,
  holdReasons,
  proofOfDelivery,
  scanRules,
  type Office,
  type ProofOfDelivery,
  type ScanAction,
} from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Select } from '../../primitives/Select/Select';
import { SignaturePad } from '../../primitives/SignaturePad/SignaturePad';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './Scan.css';

/** The context a scan is made in: where, onto which trip, with which driver, why. */
export interface ScanContext {
  officeId: string | null;
  tripId: string | null;
  driverId: string | null;
  reason: string | null;
  note: string;
}
export const emptyScanContext: ScanContext = { officeId: null, tripId: null, driverId: null, reason: null, note: '' };

/** The choices the context is made from (the app loads them: open trips here, drivers on duty). */
export interface ScanOptions {
  offices: Office[];
  trips: { id: string; label: string }[];
  drivers: { id: string; label: string }[];
}

export type ScanField = 'officeId' | 'tripId' | 'driverId' | 'reason';

/** Which context fields an action asks for; unloading names the trip only when the parcel is not on one. */
export function fieldsFor(action: ScanAction): ScanField[] {
  const needs = scanRules[action].needs;
  const fields: ScanField[] = [];
  if (needs.includes('office') || action === 'unloaded') fields.push('officeId');
  if (needs.includes('trip') || action === 'unloaded') fields.push('tripId');
  if (needs.includes('driver')) fields.push('driverId');
  if (needs.includes('reason')) fields.push('reason');
  return fields;
}

/** The context fields an action needs before it can be sent, as refusal codes. */
export function missingContext(action: ScanAction, context: ScanContext): Partial<Record<ScanField, string>> {
  const needs = scanRules[action].needs;
  const missing: Partial<Record<ScanField, string>> = {};
  if (needs.includes('office') && !context.officeId) missing.officeId = 'office_required';
  if (needs.includes('trip') && !context.tripId) missing.tripId = 'trip_required';
  if (needs.includes('driver') && !context.driverId) missing.driverId = 'driver_required';
  if (needs.includes('reason') && !context.reason?.trim()) missing.reason = 'reason_required';
  return missing;
}

export interface ScanContextFieldsProps {
  action: ScanAction;
  value: ScanContext;
  onChange: (value: ScanContext) => void;
  options: ScanOptions;
  /** Refusal codes by field (`office_required`), shown under the fields. */
  errors?: Partial<Record<ScanField, string>>;
  /** A clerk scans at his own office: the office is fixed. */
  officeLocked?: boolean;
  withNote?: boolean;
  /** The office is chosen elsewhere (the scanning station's own field). */
  omitOffice?: boolean;
}

/** The fields one action needs, and only those (DOMAIN.md's status table). */
export function ScanContextFields({
  action,
  value,
  onChange,
  options,
  errors = {},
  officeLocked,
  withNote = true,
  omitOffice = false,
}: ScanContextFieldsProps) {
  const { t } = useUiTranslation();
  const set = (change: Partial<ScanContext>) => onChange({ ...value, ...change });
  const fields = fieldsFor(action).filter((field) => !(omitOffice && field === 'officeId'));
  const needs = scanRules[action].needs;
  const error = (field: ScanField) => (errors[field] ? t(`scan.refusal.${errors[field]}`) : undefined);
  const reasons =
    action === 'delivery_failed'
      ? failureReasons.map((r) => ({ id: r, label: t(`parcel.failureReason.${r}`) }))
      : action === 'held'
        ? holdReasons.map((r) => ({ id: r, label: t(`parcel.holdReason.${r}`) }))
        : null;
  return (
    <div className={styles.fields}>
      {fields.includes('officeId') ? (
        <Select
          label={t('scan.fields.office')}
          items={options.offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }))}
          value={value.officeId}
          onChange={(key) => set({ officeId: key === null ? null : String(key) })}
          placeholder={options.offices.length ? undefined : t('common.loading')}
          isDisabled={officeLocked || !options.offices.length}
          isRequired={needs.includes('office')}
          errorMessage={error('officeId')}
        />
      ) : null}
      {fields.includes('tripId') ? (
        <Select
          label={t('scan.fields.trip')}
          items={options.trips.map((trip) => ({ id: trip.id, label: trip.label }))}
          value={value.tripId}
          onChange={(key) => set({ tripId: key === null ? null : String(key) })}
          isRequired={needs.includes('trip')}
          errorMessage={error('tripId')}
          placeholder={options.trips.length ? undefined : t('scan.noTrips')}
          isDisabled={!options.trips.length}
        />
      ) : null}
      {fields.includes('driverId') ? (
        <Select
          label={t('scan.fields.driver')}
          items={options.drivers.map((d) => ({ id: d.id, label: d.label }))}
          value={value.driverId}
          onChange={(key) => set({ driverId: key === null ? null : String(key) })}
          isRequired
          errorMessage={error('driverId')}
        />
      ) : null}
      {fields.includes('reason') ? (
        reasons ? (
          <Select
            label={t('scan.fields.reason')}
            items={reasons}
            value={value.reason}
            onChange={(key) => set({ reason: key === null ? null : String(key) })}
            isRequired
            errorMessage={error('reason')}
          />
        ) : (
          <TextField
            label={t('scan.fields.reason')}
            value={value.reason ?? ''}
            onChange={(reason) => set({ reason })}
            isRequired
            errorMessage={error('reason')}
          />
        )
      ) : null}
      {withNote ? (
        <TextArea
          label={t('scan.fields.note')}
          value={value.note}
          onChange={(note) => set({ note })}
          maxLength={500}
          minRows={1}
          maxRows={4}
        />
      ) : null}
    </div>
  );
}

export type PodDraft = Pick<ProofOfDelivery, 'receivedBy' | 'relation'> & { signature: string | null };
export const emptyPod: PodDraft = { receivedBy: '', relation: 'self', signature: null };
const relations = ['self', 'family', 'neighbour', 'colleague', 'concierge', 'other'] as const;

/** What is wrong with a proof of delivery, by field. */
export function podProblems(pod: PodDraft): Partial<Record<'receivedBy' | 'signature', string>> {
  const problems: Partial<Record<'receivedBy' | 'signature', string>> = {};
  if (!proofOfDelivery.shape.receivedBy.safeParse(pod.receivedBy).success) problems.receivedBy = 'receivedBy';
  if (!pod.signature) problems.signature = 'signature';
  return problems;
}

/** Who took the parcel, how they relate to the recipient, and their signature. */
export function PodFields({
  value,
  onChange,
  errors = {},
}: {
  value: PodDraft;
  onChange: (value: PodDraft) => void;
  errors?: Partial<Record<'receivedBy' | 'signature', string>>;
}) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.fields}>
      <TextField
        label={t('scan.fields.receivedBy')}
        value={value.receivedBy}
        onChange={(receivedBy) => onChange({ ...value, receivedBy })}
        isRequired
        autoComplete="off"
        errorMessage={errors.receivedBy ? t('scan.pod.receivedBy') : undefined}
      />
      <Select
        label={t('scan.fields.relation')}
        items={relations.map((r) => ({ id: r, label: t(`parcel.relation.${r}`) }))}
        value={value.relation}
        onChange={(key) => onChange({ ...value, relation: String(key) as PodDraft['relation'] })}
      />
      <SignaturePad
        label={t('scan.fields.signature')}
        typedName={value.receivedBy}
        isRequired
        onChange={(signature) => onChange({ ...value, signature })}
        errorMessage={errors.signature ? t('scan.pod.signature') : undefined}
      />
    </div>
  );
}
