import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Controller } from 'react-hook-form';
import {
  complaintCategories,
  complaintHandlerRoles,
  complaintInput,
  complaintPriorities,
  complaintTransitions,
  needsResolution,
  openComplaintStatuses,
  type Complaint,
  type ComplaintInput,
  type ComplaintStatus,
  type Customer,
  type Office,
  type ParcelView,
  type ParcelEvent,
  type StaffMember,
} from '@courier/domain';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { Link } from '../../primitives/Link/Link';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import { Select } from '../../primitives/Select/Select';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { Facts } from '../../records/Facts';
import { RecordForm } from '../../records/RecordForm';
import { RecordPage } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import { useCourierFormat } from '../format';
import { customerName } from '../MasterData/Customers';
import type { MasterDataFormProps } from '../MasterData/shared';
import { ParcelStatusBadge } from '../ParcelStatusBadge';
import { ParcelTimeline } from '../Parcels/ParcelDetail';
import { ComplaintStatusBadge, PriorityBadge } from '../StatusBadges';
import { SlaCountdown } from './Complaints';
import { PhoneLink, phoneText } from '../../data/PhoneLink';
import * as pageStyles from './ComplaintDetail.css';

/** A refusal from the caller: its words. */
type Refusal = { message?: string };

/** How many of the parcel's latest scans the page shows before "Show all". */
export const latestEventsShown = 3;

/**
 * Moves between the working states (Start work, Wait for the customer) act at once; settling a
 * complaint (resolving, rejecting, closing) cannot be taken back, so it asks first.
 */
const asksFirst = (to: ComplaintStatus) => !openComplaintStatuses.includes(to);

export interface ComplaintDetailProps {
  complaint: Complaint;
  customer?: Customer;
  parcel?: ParcelView;
  /** The parcel's scan log, oldest first. */
  events: ParcelEvent[];
  offices: Office[];
  staff: StaffMember[];
  now: number;
  backHref: string;
  backLabel: string;
  customerHref?: string;
  parcelHref?: string;
  /** Absent for roles that cannot work complaints. Each rejects with {message}. */
  onAssign?: (assigneeId: string | null) => Promise<unknown>;
  onMove?: (status: ComplaintStatus, resolution?: string) => Promise<unknown>;
  onComment?: (text: string) => Promise<unknown>;
  /** A manager, on a loss complaint whose parcel is not settled: marks the parcel lost. */
  onMarkLost?: () => Promise<unknown>;
}

/**
 * One complaint: its status, SLA and moves at the top with the comment box right under them
 * (the work of the page), then who has it, the customer, the description, and the parcel with
 * its latest scans (the whole history one press away). Issue 64, item 11.
 */
export function ComplaintDetail(props: ComplaintDetailProps) {
  const { complaint: c, customer, parcel, staff } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [moving, setMoving] = useState<ComplaintStatus | 'lost' | null>(null);
  const [resolution, setResolution] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** A move that acts at once, while it runs. */
  const [working, setWorking] = useState<ComplaintStatus | null>(null);
  const [workRefusal, setWorkRefusal] = useState<string | null>(null);
  /** Said to screen readers once a move went through: the button pressed may be gone with the old status. */
  const [announced, setAnnounced] = useState('');
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const person = (id: string | null) =>
    id ? (staff.find((s) => s.id === id)?.name ?? id) : t('complaints.unassigned');

  const confirm = async () => {
    if (!moving) return;
    if (moving !== 'lost' && needsResolution(moving) && resolution.trim().length < 3)
      return setRefusal(t('complaints.resolutionNeeded'));
    setPending(true);
    setRefusal(null);
    try {
      if (moving === 'lost') await props.onMarkLost!();
      else await props.onMove!(moving, needsResolution(moving) ? resolution.trim() : undefined);
      setMoving(null);
      setResolution('');
    } catch (caught) {
      setRefusal((caught as Refusal).message ?? t('trips.refused'));
    } finally {
      setPending(false);
    }
  };
  const moveNow = async (status: ComplaintStatus) => {
    setWorking(status);
    setWorkRefusal(null);
    try {
      await props.onMove!(status);
      setAnnounced(t('complaints.nowStatus', { status: t(`complaints.statuses.${status}`) }));
      // The next piece of work is the comment; focus would otherwise fall to the page.
      commentBox.current?.focus();
    } catch (caught) {
      setWorkRefusal((caught as Refusal).message ?? t('trips.refused'));
    } finally {
      setWorking(null);
    }
  };
  const move = (status: ComplaintStatus) => {
    setRefusal(null);
    if (asksFirst(status)) setMoving(status);
    else void moveNow(status);
  };
  const next = complaintTransitions[c.status];
  // One main action per state: a complaint with a single way on (open or awaiting the customer:
  // Start work; resolved or rejected: Close) has that move; one being worked has the comment.
  const mainMove = props.onMove && next.length === 1 ? next[0] : undefined;

  return (
    <RecordPage
      backHref={props.backHref}
      backLabel={props.backLabel}
      title={c.code}
      monoTitle
      badges={
        <>
          <ComplaintStatusBadge status={c.status} size="md" />
          <PriorityBadge status={c.priority} size="md" />
          <SlaCountdown complaint={c} now={props.now} />
          <span role="status" className={visuallyHidden}>
            {announced}
          </span>
        </>
      }
      subtitle={c.subject}
      actions={
        <>
          {props.onMove
            ? next.map((status) => (
                <Button
                  key={status}
                  variant={status === mainMove ? 'primary' : status === 'rejected' ? 'ghost' : 'secondary'}
                  isPending={working === status}
                  onPress={() => move(status)}
                >
                  {t(`complaints.moves.${status}`)}
                </Button>
              ))
            : null}
          {props.onMarkLost ? (
            // Not filled: the page has one main action, and the dialog that follows warns.
            <Button variant="secondary" onPress={() => (setRefusal(null), setMoving('lost'))}>
              {t('complaints.markLost')}
            </Button>
          ) : null}
        </>
      }
    >
      {workRefusal ? (
        <div className={styles.wide}>
          <Alert tone="warn">{workRefusal}</Alert>
        </div>
      ) : null}
      <Card as="section" title={t('complaints.thread', { count: c.comments.length })} className={pageStyles.twoOfThree}>
        <div className={styles.stackGap}>
          {props.onComment ? (
            <CommentForm onComment={props.onComment} isMain={!mainMove} textAreaRef={commentBox} />
          ) : null}
          {c.comments.length ? (
            // Newest first, under the box: the last word is next to the reply.
            <ol className={styles.related}>
              {[...c.comments].reverse().map((comment) => (
                <li key={comment.id}>
                  <p className={styles.prewrap}>{comment.text}</p>
                  <span className={styles.muted}>
                    {person(comment.userId)} · {format.moment(comment.at)}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>{t('complaints.noComments')}</p>
          )}
        </div>
      </Card>
      <Card as="section" title={t('complaints.complaint')}>
        <Facts
          items={[
            [t('complaints.category'), t(`complaints.categories.${c.category}`)],
            [t('complaints.opened'), format.moment(c.createdAt)],
            [t('complaints.due'), format.moment(c.dueAt)],
            // With the assignment control at hand, the control itself says who has it.
            ...(props.onAssign ? [] : ([[t('complaints.assignee'), person(c.assigneeId)]] as [string, string][])),
            ...(c.resolution ? ([[t('complaints.resolution'), c.resolution]] as [string, string][]) : []),
          ]}
        />
        {props.onAssign ? <Assign staff={staff} assigneeId={c.assigneeId} onAssign={props.onAssign} /> : null}
      </Card>
      <Card as="section" title={t('complaints.customer')}>
        {customer ? (
          <Facts
            items={[
              [
                t('complaints.customer'),
                props.customerHref ? (
                  <Link key="c" href={props.customerHref}>
                    {customerName(customer)}
                  </Link>
                ) : (
                  customerName(customer)
                ),
              ],
              [
                t('customers.code'),
                <span key="code" className={styles.code}>
                  {customer.code}
                </span>,
              ],
              [t('records.phone'), <PhoneLink key="phone" number={customer.phone} />],
              [
                t('records.email'),
                <a key="email" href={`mailto:${customer.email}`}>
                  {customer.email}
                </a>,
              ],
            ]}
          />
        ) : (
          <p className={styles.muted}>…</p>
        )}
      </Card>
      <Card as="section" title={t('complaints.description')} className={pageStyles.twoOfThree}>
        <p className={styles.prewrap}>{c.description}</p>
      </Card>
      <Card as="section" title={t('complaints.parcel')} className={styles.wide}>
        {parcel ? (
          <div className={styles.stackGap}>
            <p className={styles.headline}>
              {props.parcelHref ? (
                <Link href={props.parcelHref} className={styles.code}>
                  {parcel.trackingNumber}
                </Link>
              ) : (
                <span className={styles.code}>{parcel.trackingNumber}</span>
              )}
              <ParcelStatusBadge status={parcel.status} />
            </p>
            <LatestEvents events={props.events} offices={props.offices} staff={staff} />
          </div>
        ) : (
          <p className={styles.muted}>{t('complaints.noParcel')}</p>
        )}
      </Card>
      <ConfirmationDialog
        isOpen={moving !== null}
        onOpenChange={(open) => !open && setMoving(null)}
        title={
          moving === 'lost'
            ? t('complaints.markLostTitle')
            : moving
              ? t('complaints.moveTitle', { status: t(`complaints.statuses.${moving}`) })
              : ''
        }
        message={
          moving === 'lost'
            ? t('complaints.markLostText', { number: parcel?.trackingNumber ?? '' })
            : moving && needsResolution(moving)
              ? t('complaints.resolutionText')
              : t('complaints.moveText')
        }
        tone={moving === 'lost' || moving === 'rejected' ? 'warn' : 'primary'}
        confirmLabel={
          moving === 'lost' ? t('complaints.markLost') : moving ? t(`complaints.moves.${moving}`) : undefined
        }
        isPending={pending}
        onConfirm={() => void confirm()}
      >
        {moving && moving !== 'lost' && needsResolution(moving) ? (
          <TextArea
            label={t('complaints.resolution')}
            value={resolution}
            onChange={setResolution}
            isRequired
            minRows={3}
          />
        ) : null}
        {refusal ? <Alert tone="warn">{refusal}</Alert> : null}
      </ConfirmationDialog>
    </RecordPage>
  );
}

/** The people a complaint can go to: those who work complaints (not the drivers, not the clerks who open them). */
const handlers = (staff: StaffMember[]) => staff.filter((s) => complaintHandlerRoles.includes(s.role));

function Assign({
  staff,
  assigneeId,
  onAssign,
}: {
  staff: StaffMember[];
  assigneeId: string | null;
  onAssign: (id: string | null) => Promise<unknown>;
}) {
  const { t } = useUiTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Select
      label={t('complaints.assignTo')}
      items={[
        { id: 'none', label: t('complaints.unassigned') },
        ...handlers(staff).map((s) => ({ id: s.id, label: `${s.name} · ${t(`roles.${s.role}`)}` })),
      ]}
      value={assigneeId ?? 'none'}
      onChange={(key) => {
        setError(null);
        onAssign(key === 'none' || key === null ? null : String(key)).catch((caught: Refusal) =>
          setError(caught.message ?? t('trips.refused')),
        );
      }}
      errorMessage={error ?? undefined}
      isInvalid={!!error}
    />
  );
}

/**
 * The parcel's scans, newest first: the latest few, and the whole history on demand (a complaint
 * is about what happened last; twenty scans would push everything else off the page).
 */
function LatestEvents({ events, offices, staff }: { events: ParcelEvent[]; offices: Office[]; staff: StaffMember[] }) {
  const { t } = useUiTranslation();
  const [all, setAll] = useState(false);
  const id = useId();
  const folds = events.length > latestEventsShown;
  return (
    <div className={styles.stackGap}>
      <div id={id}>
        <ParcelTimeline
          events={all || !folds ? events : events.slice(-latestEventsShown)}
          offices={offices}
          staff={staff}
        />
      </div>
      {folds ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.startButton}
          iconEnd={all ? 'heroicons_mini:chevron-up' : 'heroicons_mini:chevron-down'}
          aria-expanded={all}
          aria-controls={id}
          onPress={() => setAll(!all)}
        >
          {all
            ? t('complaints.latestEvents', { count: latestEventsShown })
            : t('complaints.allEvents', { count: events.length })}
        </Button>
      ) : null}
    </div>
  );
}

function CommentForm({
  onComment,
  isMain,
  textAreaRef,
}: {
  onComment: (text: string) => Promise<unknown>;
  /** The page's main action (a complaint being worked): the button is the filled one. */
  isMain: boolean;
  textAreaRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useUiTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onComment(text.trim());
      setText('');
    } catch (caught) {
      setError((caught as Refusal).message ?? t('trips.refused'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.stackGap}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('complaints.addComment')}
    >
      <TextArea
        label={t('complaints.comment')}
        value={text}
        onChange={setText}
        minRows={3}
        maxLength={2000}
        textAreaRef={textAreaRef}
        errorMessage={error ?? undefined}
        isInvalid={!!error}
      />
      <Button
        type="submit"
        variant={isMain ? 'primary' : 'secondary'}
        isPending={busy}
        isDisabled={!text.trim()}
        className={styles.startButton}
      >
        {t('complaints.addComment')}
      </Button>
    </form>
  );
}

/** A new complaint: about a parcel and its customer when it comes from one, medium priority. */
export const blankComplaint = (from: { customerId?: string; parcelId?: string } = {}): ComplaintInput => ({
  parcelId: from.parcelId ?? null,
  customerId: from.customerId ?? '',
  category: 'delay',
  priority: 'medium',
  subject: '',
  description: '',
  assigneeId: null,
});

export interface ComplaintFormProps extends Omit<MasterDataFormProps<ComplaintInput>, 'mode'> {
  staff: StaffMember[];
  /** What the complaint is about, when it was opened from a parcel or a customer. */
  about?: { customer?: string; parcel?: string };
  /** Finds customer accounts; given when the complaint comes from nowhere, to pick its customer. */
  searchCustomers?: (text: string, signal: AbortSignal) => Promise<Customer[]>;
}

/** Opening a complaint: category, priority (it sets the SLA), subject and description, and who takes it. */
export function ComplaintForm(props: ComplaintFormProps) {
  const { t } = useUiTranslation();
  const { form, text, select, area, submit, message } = useSchemaForm<ComplaintInput>({
    schema: complaintInput,
    defaultValues: props.initial,
    prepare: (v) => ({ ...v, assigneeId: v.assigneeId || null, parcelId: v.parcelId || null }),
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
  });
  return (
    <RecordForm
      title={t('complaints.new')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={t('complaints.open')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      <Card as="section" title={t('complaints.about')}>
        <div className={styles.stackGap}>
          {props.about?.parcel ? <p>{t('complaints.aboutParcel', { number: props.about.parcel })}</p> : null}
          {props.about?.customer ? <p>{t('complaints.aboutCustomer', { name: props.about.customer })}</p> : null}
          {props.searchCustomers ? (
            <Controller
              control={form.control}
              name="customerId"
              render={({ field }) => (
                <ComboBox
                  label={t('complaints.customer')}
                  placeholder={t('parcelForm.customerPlaceholder')}
                  icon="heroicons_outline:magnifying-glass"
                  isRequired
                  loadOptions={async (query, signal) =>
                    (await props.searchCustomers!(query, signal)).map((c) => ({
                      id: c.id,
                      label: customerName(c),
                      description: `${c.code} · ${phoneText(c.phone)}`,
                    }))
                  }
                  value={field.value || null}
                  onChange={(key) => field.onChange(key === null ? '' : String(key))}
                  errorMessage={message('customerId')}
                />
              )}
            />
          ) : null}
        </div>
      </Card>
      <Card as="section" title={t('complaints.complaint')}>
        <div className={styles.formGrid}>
          {select(
            'category',
            t('complaints.category'),
            complaintCategories.map((c) => ({ id: c, label: t(`complaints.categories.${c}`) })),
          )}
          {select(
            'priority',
            t('complaints.priority'),
            complaintPriorities.map((p) => ({ id: p, label: t(`complaints.priorities.${p}`) })),
            { description: t('complaints.priorityHint') },
          )}
          {select(
            'assigneeId',
            t('complaints.assignee'),
            handlers(props.staff).map((s) => ({ id: s.id, label: `${s.name} · ${t(`roles.${s.role}`)}` })),
            { required: false },
          )}
          {text('subject', t('complaints.subject'), { className: styles.wide })}
          {area('description', t('complaints.description'), { required: true, className: styles.wide })}
        </div>
      </Card>
    </RecordForm>
  );
}
