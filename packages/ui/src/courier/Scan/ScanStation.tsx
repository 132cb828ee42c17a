import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Office, ScanAction } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { loadIconSet } from '../../icons/iconRegistry';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Link } from '../../primitives/Link/Link';
import { Select } from '../../primitives/Select/Select';
import { Switch } from '../../primitives/Switch/Switch';
import { TextField } from '../../primitives/TextField/TextField';
import { CheckDigitSuggestion } from '../Tracking/CheckDigitSuggestion';
import { useCourierFormat } from '../format';
import { CameraScanner } from './CameraScanner';
import { ConnectionBanner, type ScanConnection } from './ConnectionBanner';
import { playFeedback, type ScanOutcome } from './feedback';
import { missingContext, ScanContextFields, type ScanContext, type ScanOptions } from './ScanFields';
import * as styles from './ScanStation.css';

/** One scan of the session, newest first in the list. */
export interface ScanEntry {
  id: string;
  /** What was scanned, as read. */
  code: string;
  trackingNumber: string | null;
  action: ScanAction;
  outcome: ScanOutcome;
  /** What happened, in the user's words (the status machine's reason for a refusal). */
  message: string;
  at: string;
  /** The status table allows taking it back (a load, a hold), and it is the last accepted one. */
  undoable?: boolean;
  undone?: boolean;
  /** A conflict the operator has looked at. */
  resolved?: boolean;
  /** A number read with a wrong check digit: the same number with the digit put right, offered to scan instead. */
  suggestion?: string;
}

export type { ScanConnection };

export interface ScanStationProps {
  /** The actions this role scans. */
  actions: ScanAction[];
  action: ScanAction;
  onActionChange: (action: ScanAction) => void;
  /** Where the scanning happens. */
  officeId: string | null;
  onOfficeChange: (officeId: string | null) => void;
  offices: Office[];
  officeLocked?: boolean;
  context: ScanContext;
  onContextChange: (context: ScanContext) => void;
  options: ScanOptions;
  entries: ScanEntry[];
  /** A code was read (the scanner's Enter, the button or the camera). */
  onScan: (code: string) => void;
  isSending?: boolean;
  onUndo: (entry: ScanEntry) => void;
  sound: boolean;
  onSoundChange: (on: boolean) => void;
  /** The link to the server; without it the station is taken to be online with nothing kept. */
  connection?: ScanConnection;
  /** Send the kept scans now (the operator believes the connection is back). */
  onRetry?: () => void;
  /** The operator has dealt with a conflict. */
  onResolve?: (entry: ScanEntry) => void;
  /** The page of a parcel, where the user's role opens parcels: each parcel to resolve links to it. */
  parcelHref?: (trackingNumber: string) => string;
}

const outcomeTone: Record<ScanOutcome, BadgeTone> = {
  accepted: 'success',
  already: 'info',
  refused: 'warn',
  unknown: 'warn',
  invalid: 'caution',
  queued: 'neutral',
  conflict: 'warn',
};
const outcomeIcon: Record<ScanOutcome, string> = {
  queued: 'heroicons_solid:cloud-arrow-up',
  conflict: 'heroicons_solid:exclamation-circle',
  accepted: 'heroicons_solid:check-circle',
  already: 'heroicons_solid:information-circle',
  refused: 'heroicons_solid:x-circle',
  unknown: 'heroicons_solid:question-mark-circle',
  invalid: 'heroicons_solid:exclamation-triangle',
};

/** A scan as the lists show it: the number, the action and what came of it. */
function EntryText({ entry, href }: { entry: ScanEntry; href?: string }) {
  const { t } = useUiTranslation();
  return (
    <span className={styles.entryMain}>
      {href ? (
        <Link href={href} className={styles.entryCode}>
          {entry.trackingNumber ?? entry.code}
        </Link>
      ) : (
        <span className={styles.entryCode}>{entry.trackingNumber ?? entry.code}</span>
      )}
      <span className={styles.entryMessage}>
        {t(`scan.action.${entry.action}`)} · {entry.message}
      </span>
    </span>
  );
}

/**
 * The scanning station: choose the action and its context once, then scan on and on. A
 * hardware scanner types the code and Enter into the focused field; the camera reads codes
 * where the device has one. Every scan answers at once, in colour, words and sound.
 */
export function ScanStation(props: ScanStationProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { action, entries, options } = props;
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const missing = missingContext(action, { ...props.context, officeId: props.officeId });
  const ready = Object.keys(missing).length === 0;
  // A field says what it lacks only once the user has been at it: the page opens quietly (the
  // scan field's hint says what is needed), and a new action starts quiet again.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (...fields: string[]) => setTouched((seen) => new Set([...seen, ...fields]));
  const shown = Object.fromEntries(Object.entries(missing).filter(([field]) => touched.has(field)));
  const last = entries[0];
  const accepted = entries.filter((e) => e.outcome === 'accepted' && !e.undone).length;
  const undone = entries.filter((e) => e.undone).length;
  const problems = entries.filter(
    (e) => e.outcome !== 'accepted' && e.outcome !== 'already' && e.outcome !== 'queued' && !e.resolved,
  ).length;
  const conflicts = entries.filter((e) => e.outcome === 'conflict' && !e.resolved);
  const connection = props.connection ?? { offline: false, waiting: 0 };

  // Every icon the station may show is loaded while the network is there: it goes on scanning without.
  useEffect(() => {
    for (const set of ['heroicons_solid', 'heroicons_outline'] as const) void loadIconSet(set).catch(() => undefined);
  }, []);

  // Each new result is heard as well as seen.
  const heard = useRef(last?.id);
  useEffect(() => {
    if (!last || last.id === heard.current) return;
    heard.current = last.id;
    if (props.sound) playFeedback(last.outcome);
  }, [last, props.sound]);

  const scan = (value: string) => {
    const text = value.trim();
    if (!text || !ready) return;
    props.onScan(text);
    setCode('');
    input.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    scan(code);
  };

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('scanStation.title')}</h1>
      <div className={styles.layout}>
        <Card as="section" title={t('scanStation.setup')} className={styles.setup}>
          <div className={styles.fields}>
            <Select
              label={t('scanStation.office')}
              items={props.offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }))}
              value={props.officeId}
              onChange={(key) => {
                touch('officeId');
                props.onOfficeChange(key === null ? null : String(key));
              }}
              // While the offices load the picker says so and waits (a list with nothing in it does not open).
              placeholder={props.offices.length ? undefined : t('common.loading')}
              isDisabled={props.officeLocked || !props.offices.length}
              isRequired
              errorMessage={shown.officeId ? t(`scan.refusal.${shown.officeId}`) : undefined}
            />
            <Select
              label={t('scanStation.action')}
              items={props.actions.map((a) => ({ id: a, label: t(`scan.action.${a}`) }))}
              value={action}
              onChange={(key) => {
                if (key === null) return;
                setTouched(new Set());
                props.onActionChange(String(key) as ScanAction);
              }}
            />
            <ScanContextFields
              action={action}
              value={props.context}
              onChange={(next) => {
                touch(
                  ...(Object.keys(next) as (keyof ScanContext)[]).filter(
                    (field) => next[field] !== props.context[field],
                  ),
                );
                props.onContextChange(next);
              }}
              options={options}
              errors={Object.fromEntries(Object.entries(shown).filter(([field]) => field !== 'officeId'))}
              omitOffice
              withNote={false}
            />
            <Switch isSelected={props.sound} onChange={props.onSoundChange}>
              {t('scanStation.sound')}
            </Switch>
          </div>
        </Card>
        <div className={styles.main}>
          <ConnectionBanner connection={connection} onRetry={props.onRetry} />
          <Card as="section" title={t('scanStation.scan')}>
            <form className={styles.scanForm} onSubmit={submit}>
              <TextField
                label={t('scanStation.code')}
                description={ready ? t('scanStation.codeHint') : t('scanStation.notReady')}
                value={code}
                onChange={setCode}
                inputRef={input}
                autoFocus
                autoComplete="off"
                isDisabled={!ready}
                icon="heroicons_outline:qr-code"
                className={styles.codeField}
              />
              <Button type="submit" size="lg" isDisabled={!ready || !code.trim()} isPending={props.isSending}>
                {t('scanStation.submit')}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                icon="heroicons_outline:camera"
                onPress={() => setCamera(!camera)}
                isDisabled={!ready}
              >
                {camera ? t('scanStation.camera.stop') : t('scanStation.camera.start')}
              </Button>
            </form>
            {camera && ready ? <CameraScanner onDetect={scan} onClose={() => setCamera(false)} /> : null}
            {/* The banner tells the latest scan as it now stands: once taken back, it says so. */}
            <div
              className={styles.feedback}
              data-outcome={last?.undone ? 'undone' : (last?.outcome ?? 'none')}
              role="status"
              aria-live="assertive"
              aria-atomic="true"
            >
              {last?.undone ? (
                <>
                  <Icon name="heroicons_solid:arrow-uturn-left" size={32} />
                  <span className={styles.feedbackText}>
                    <strong>{t('scanStation.undone')}</strong>
                    <span className={styles.feedbackCode}>{last.trackingNumber ?? last.code}</span>
                    <span>{t('scanStation.undoneNote')}</span>
                  </span>
                </>
              ) : last ? (
                <>
                  <Icon name={outcomeIcon[last.outcome]} size={32} />
                  <span className={styles.feedbackText}>
                    <strong>{t(`scanStation.outcome.${last.outcome}`)}</strong>
                    <span className={styles.feedbackCode}>{last.trackingNumber ?? last.code}</span>
                    <span>{last.message}</span>
                  </span>
                </>
              ) : (
                <span className={styles.feedbackText}>{t('scanStation.waiting')}</span>
              )}
            </div>
            {last?.outcome === 'invalid' && last.suggestion ? (
              <CheckDigitSuggestion
                number={last.suggestion}
                onUse={(number) => {
                  setCode(number);
                  input.current?.focus();
                }}
              />
            ) : null}
            <p className={styles.counts}>
              {[
                t('scanStation.count.done', { count: accepted, n: format.count(accepted) }),
                ...(undone ? [t('scanStation.count.undone', { count: undone, n: format.count(undone) })] : []),
                t('scanStation.count.problems', { count: problems, n: format.count(problems) }),
              ].join(' · ')}
            </p>
          </Card>
          {conflicts.length ? (
            <Card as="section" title={`${t('scanStation.conflicts.title')} (${format.count(conflicts.length)})`}>
              <p className={styles.conflictHint}>{t('scanStation.conflicts.hint')}</p>
              <ul className={styles.entries} aria-label={t('scanStation.conflicts.title')}>
                {conflicts.map((entry) => (
                  <li key={entry.id} className={styles.conflict}>
                    <EntryText
                      entry={entry}
                      href={entry.trackingNumber ? props.parcelHref?.(entry.trackingNumber) : undefined}
                    />
                    <time className={styles.entryTime} dateTime={entry.at}>
                      {format.clock(entry.at)}
                    </time>
                    {props.onResolve ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        icon="heroicons_outline:check"
                        onPress={() => props.onResolve!(entry)}
                        aria-label={`${t('scanStation.conflicts.resolve')}: ${entry.trackingNumber ?? entry.code}`}
                      >
                        {t('scanStation.conflicts.resolve')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <Card as="section" title={t('scanStation.session')}>
            {entries.length ? (
              <ol className={styles.entries} aria-label={t('scanStation.session')}>
                {entries.map((entry, index) => (
                  <li key={entry.id} className={styles.entry} data-undone={entry.undone || undefined}>
                    <span className={styles.entryIndex} aria-hidden="true">
                      {entries.length - index}
                    </span>
                    <EntryText entry={entry} />
                    <Badge tone={entry.undone || entry.resolved ? 'neutral' : outcomeTone[entry.outcome]} size="sm">
                      {entry.undone
                        ? t('scanStation.undone')
                        : entry.resolved
                          ? t('scanStation.conflicts.resolved')
                          : t(`scanStation.outcome.${entry.outcome}`)}
                    </Badge>
                    <time className={styles.entryTime} dateTime={entry.at}>
                      {format.clock(entry.at)}
                    </time>
                    {entry.undoable && !entry.undone ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        icon="heroicons_outline:arrow-uturn-left"
                        onPress={() => props.onUndo(entry)}
                        aria-label={`${t('scanStation.undo')}: ${entry.trackingNumber ?? entry.code}`}
                      >
                        {t('scanStation.undo')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.empty}>{t('scanStation.empty')}</p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
