import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkTrackingNumber, type EventType, type ParcelStatus, type PublicTracking } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { Timeline, type TimelineEntry } from '../../primitives/Timeline/Timeline';
import { TextField } from '../../primitives/TextField/TextField';
import { Logo } from '../../shell/Layout/Logo';
import { useCourierFormat } from '../format';
import { ParcelStatusBadge, statusTone } from '../ParcelStatusBadge';
import { CheckDigitSuggestion } from './CheckDigitSuggestion';
import * as styles from './TrackingView.css';

export type TrackingState =
  | { kind: 'idle' }
  | { kind: 'loading'; number: string }
  | { kind: 'found'; parcel: PublicTracking }
  | { kind: 'not-found'; number: string }
  | { kind: 'failed'; number: string };

export interface TrackingViewProps {
  companyName: string;
  /** The company's logo, in place of the product's mark. */
  companyLogo?: string | null;
  state: TrackingState;
  /** A valid, normalised S10 number (the view checks the format and the check digit first). */
  onTrack: (trackingNumber: string) => void;
  defaultNumber?: string;
  /** Top right: the language menu and the staff sign-in link. */
  headerEnd?: ReactNode;
}

const eventIcon: Partial<Record<EventType, string>> = {
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
};

/**
 * The public tracking page: a number in, the parcel's status and journey out. It shows only what
 * the public call gives (cities and times, no names, addresses or money) and works on a phone.
 */
export function TrackingView({
  companyName,
  companyLogo,
  state,
  onTrack,
  defaultNumber = '',
  headerEnd,
}: TrackingViewProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [text, setText] = useState(defaultNumber);
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuggestion(null);
    if (!text.trim()) return setError(t('tracking.errors.required'));
    const check = checkTrackingNumber(text);
    if (!check.ok) {
      if (check.reason === 'check_digit') setSuggestion(check.suggestion);
      return setError(t(`tracking.errors.${check.reason}`));
    }
    setError(null);
    setText(check.value);
    onTrack(check.value);
  };
  const day = format.longDay;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo companyName={companyName} logo={companyLogo} />
        <span className={styles.headerEnd}>{headerEnd}</span>
      </header>
      <div className={styles.main}>
        <h1 className={styles.title}>{t('tracking.title')}</h1>
        <p className={styles.intro}>{t('tracking.intro')}</p>
        <form className={styles.form} onSubmit={submit} noValidate role="search">
          <TextField
            label={t('tracking.label')}
            placeholder={t('tracking.placeholder')}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(null);
              setSuggestion(null);
            }}
            inputRef={input}
            errorMessage={error ?? undefined}
            autoComplete="off"
            icon="heroicons_outline:magnifying-glass"
            className={styles.field}
          />
          <Button type="submit" size="lg" isPending={state.kind === 'loading'} className={styles.submit}>
            {t('tracking.submit')}
          </Button>
          {suggestion ? (
            <CheckDigitSuggestion
              number={suggestion}
              onUse={(number) => {
                setText(number);
                setError(null);
                setSuggestion(null);
                input.current?.focus();
              }}
            />
          ) : null}
        </form>
        {/* A number refused here replaces the answer about the one before: it is not left under the error. */}
        <div aria-live="polite" hidden={!!error}>
          {state.kind === 'found' ? <Result parcel={state.parcel} day={day} /> : null}
          {state.kind === 'not-found' ? (
            <EmptyState
              icon="heroicons_outline:magnifying-glass"
              title={t('tracking.notFound', { number: state.number })}
              isError
            />
          ) : null}
          {state.kind === 'failed' ? (
            <EmptyState icon="heroicons_outline:exclamation-triangle" title={t('tracking.failed')} isError />
          ) : null}
        </div>
        <p className={styles.privacy}>{t('tracking.privacy')}</p>
      </div>
    </div>
  );
}

/** The newest step takes the colour of its status (a plain one stays primary, so it stands out). */
const latestTone = (status: ParcelStatus): TimelineEntry['tone'] => {
  const tone = statusTone[status];
  return tone === 'neutral' || tone === 'accent' ? 'primary' : tone;
};

function Result({ parcel, day }: { parcel: PublicTracking; day: (iso: string) => string }) {
  const { t } = useUiTranslation();
  // Newest first: the latest news is what the customer came for.
  const items: TimelineEntry[] = [...parcel.events].reverse().map((event, i) => ({
    id: `${i}-${event.at}`,
    title: t(`parcel.event.${event.type}`),
    at: event.at,
    meta: event.city ?? undefined,
    icon: eventIcon[event.type],
    tone: i === 0 ? latestTone(event.status) : 'neutral',
  }));
  return (
    <Card
      as="section"
      title={t('tracking.result', { number: parcel.trackingNumber })}
      actions={<ParcelStatusBadge status={parcel.status} />}
      className={styles.result}
    >
      <dl className={styles.facts}>
        <div>
          <dt>{t('tracking.from')}</dt>
          <dd>{parcel.originCity}</dd>
        </div>
        <div>
          <dt>{t('tracking.to')}</dt>
          <dd>{parcel.destinationCity}</dd>
        </div>
        <div>
          <dt>{t('tracking.service')}</dt>
          <dd>{t(`parcel.service.${parcel.service}`, { defaultValue: parcel.service })}</dd>
        </div>
        <div>
          <dt>{parcel.deliveredAt ? t('tracking.deliveredOn') : t('tracking.promised')}</dt>
          <dd>{day(parcel.deliveredAt ?? parcel.promisedDate)}</dd>
        </div>
      </dl>
      <h3 className={styles.historyTitle}>{t('tracking.history')}</h3>
      <Timeline items={items} aria-label={t('tracking.history')} />
    </Card>
  );
}
