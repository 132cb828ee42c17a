import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkScan, checkTrackingNumber, scanRules, type Parcel, type ScanAction } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyOffices, storyParcel } from '../fixtures';
import { emptyScanContext, type ScanContext } from './ScanFields';
import { ScanStation, type ScanEntry } from './ScanStation';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';
import { DoDont, Sketch } from '../../docs/DoDont';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { bothExamplesRender } from '../../testing/doDont';
import { storyFormat } from '../../testing/format';
import { t, startsWith, holding } from '../../testing/t';

const booked = storyParcel(0, { status: 'created', currentOfficeId: 'off_ist', originOfficeId: 'off_ist' });
const moving = storyParcel(1, { status: 'in_transit', currentOfficeId: null });
const waiting = storyParcel(2, { status: 'at_office', currentOfficeId: 'off_ist', originOfficeId: 'off_ist' });

/** A parcel's status in the story's language, as the station's messages name it. */
const statusText = (status: Parcel['status']) => t(`parcel.status.${status}`);

/**
 * The station with a pretend server that runs the domain's status machine. `offline` starts it
 * without a connection: scans are kept, and "Try now" sends them in order, as the app does.
 */
function Live({
  onScan,
  offline: startOffline = false,
  officesLoading = false,
  session = [],
}: {
  onScan: (code: string) => void;
  offline?: boolean;
  officesLoading?: boolean;
  /** The scans made before the story opens, newest first. */
  session?: ScanEntry[];
}) {
  const [offline, setOffline] = useState(startOffline);
  const [parcels, setParcels] = useState(
    new Map<string, Parcel>([booked, moving, waiting].map((p) => [p.trackingNumber, p])),
  );
  const [action, setAction] = useState<ScanAction>('received');
  const [officeId, setOfficeId] = useState<string | null>(officesLoading ? null : 'off_ist');
  const offices = officesLoading ? [] : storyOffices;
  const [context, setContext] = useState<ScanContext>(emptyScanContext);
  const [entries, setEntries] = useState<ScanEntry[]>(session);
  const [sound, setSound] = useState(false);
  const add = (entry: Omit<ScanEntry, 'id' | 'at' | 'action'>) =>
    setEntries((all) => [
      { ...entry, id: String(all.length), at: '2026-11-20T09:30:00Z', action },
      ...all.map((e) => ({ ...e, undoable: false })),
    ]);
  /** What the pretend server answers to a scan of a known parcel. */
  const run = (known: Map<string, Parcel>, trackingNumber: string, scanAction: ScanAction) => {
    const parcel = known.get(trackingNumber)!;
    const check = checkScan(parcel, { action: scanAction, officeId, tripId: context.tripId, reason: context.reason });
    if (check.ok) known.set(trackingNumber, { ...parcel, status: check.statusAfter, currentOfficeId: officeId });
    return check.ok
      ? { ok: true as const, status: check.statusAfter }
      : { ok: false as const, already: parcel.status === scanRules[scanAction].to, status: parcel.status };
  };
  const queued = entries.filter((e) => e.outcome === 'queued');
  /** The connection is back: the kept scans go in the order they were made. */
  const retry = () => {
    setOffline(false);
    const known = new Map(parcels);
    const sent = new Map(
      [...queued].reverse().map((entry) => {
        const answer = run(known, entry.trackingNumber!, entry.action);
        const outcome: ScanEntry = answer.ok
          ? {
              ...entry,
              outcome: 'accepted',
              message: t('scanStation.messages.sent', { status: statusText(answer.status) }),
            }
          : answer.already
            ? {
                ...entry,
                outcome: 'already',
                message: t('scanStation.messages.sentAlready', { status: statusText(answer.status) }),
              }
            : { ...entry, outcome: 'conflict', message: t('scan.refusal.invalid_transition') };
        return [entry.id, outcome];
      }),
    );
    setParcels(known);
    setEntries((all) => all.map((e) => sent.get(e.id) ?? e));
  };
  return (
    <ScanStation
      actions={['received', 'loaded', 'unloaded', 'held', 'released']}
      action={action}
      onActionChange={setAction}
      officeId={officeId}
      onOfficeChange={setOfficeId}
      offices={offices}
      context={context}
      onContextChange={setContext}
      options={{ offices, trips: [{ id: 'trp_1', label: 'TRP-2026-00140 · IST → ANK' }], drivers: [] }}
      entries={entries}
      sound={sound}
      onSoundChange={setSound}
      onUndo={(entry) => setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, undone: true } : e)))}
      connection={{ offline, waiting: queued.length }}
      onRetry={retry}
      onResolve={(entry) => setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, resolved: true } : e)))}
      parcelHref={(trackingNumber) => `/secure/parcels/tracking/${trackingNumber}`}
      onScan={(code) => {
        onScan(code);
        const number = checkTrackingNumber(code);
        if (!number.ok)
          return add({
            code,
            trackingNumber: null,
            outcome: 'invalid',
            ...(number.reason === 'check_digit'
              ? { message: t('tracking.errors.check_digit'), suggestion: number.suggestion }
              : { message: t('scanStation.messages.invalid') }),
          });
        if (offline)
          return add({
            code,
            trackingNumber: number.value,
            outcome: 'queued',
            message: t('scanStation.messages.queued'),
          });
        if (!parcels.has(number.value))
          return add({
            code,
            trackingNumber: number.value,
            outcome: 'unknown',
            message: t('scanStation.messages.unknown'),
          });
        const known = new Map(parcels);
        const answer = run(known, number.value, action);
        if (!answer.ok)
          return add({
            code,
            trackingNumber: number.value,
            outcome: answer.already ? 'already' : 'refused',
            message: answer.already
              ? t('scanStation.messages.already', { status: statusText(answer.status) })
              : t('scan.refusal.invalid_transition'),
          });
        setParcels(known);
        add({
          code,
          trackingNumber: number.value,
          outcome: 'accepted',
          message: t('scanStation.messages.accepted', { status: statusText(answer.status) }),
          undoable: action === 'held' || action === 'loaded',
        });
      }}
    />
  );
}

const meta = {
  title: 'Courier/Scanning station',
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { onScan: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

const scan = async (canvas: ReturnType<typeof within>, code: string) => {
  const field = canvas.getByRole('textbox', { name: t('scanStation.code') });
  await userEvent.type(field, `${code}{Enter}`);
  await expect(field).toHaveValue('');
  await expect(field).toHaveFocus();
};

/** The line under the banner: how many scans are done (and taken back), and how many to look at. */
const counts = (done: number, problems: number, undone = 0) => {
  const format = storyFormat();
  return [
    t('scanStation.count.done', { count: done, n: format.count(done) }),
    ...(undone ? [t('scanStation.count.undone', { count: undone, n: format.count(undone) })] : []),
    t('scanStation.count.problems', { count: problems, n: format.count(problems) }),
  ].join(' · ');
};

/** Five scans into a session at the counter, one of each outcome, the newest first, in the story's language. */
const fiveScans = (): ScanEntry[] =>
  (
    [
      ['CP123', null, 'invalid', t('scanStation.messages.invalid')],
      ['CP000000014TR', 'CP000000014TR', 'unknown', t('scanStation.messages.unknown')],
      [moving.trackingNumber, moving.trackingNumber, 'refused', t('scan.refusal.invalid_transition')],
      [
        booked.trackingNumber,
        booked.trackingNumber,
        'already',
        t('scanStation.messages.already', { status: statusText('at_office') }),
      ],
      [
        booked.trackingNumber,
        booked.trackingNumber,
        'accepted',
        t('scanStation.messages.accepted', { status: statusText('at_office') }),
      ],
    ] as const
  ).map(([code, trackingNumber, outcome, message], i) => ({
    id: String(4 - i),
    code,
    trackingNumber,
    outcome,
    message,
    action: 'received',
    at: `2026-11-20T09:${String(34 - i).padStart(2, '0')}:00Z`,
  }));

/**
 * A session under way, as the docs page shows it: one scan of each outcome in the list, the
 * latest (not a tracking number) in the banner; Every outcome makes the same scans one by one.
 */
export const SessionUnderWay: Story = {
  name: 'Session under way',
  render: (args) => <Live {...args} session={fiveScans()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '' })).toHaveAttribute('data-outcome', 'invalid');
    const list = canvas.getByRole('list', { name: t('scanStation.session') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(counts(1, 3))).toBeVisible();
  },
};

/** Each outcome in colour and words: done, already done, refused, unknown, not a tracking number. */
export const EveryOutcome: Story = {
  name: 'Every outcome',
  play: async ({ canvas, args }) => {
    const feedback = canvas.getByRole('status', { name: '' });
    await scan(canvas, booked.trackingNumber.toLowerCase());
    await expect(args.onScan).toHaveBeenLastCalledWith(booked.trackingNumber.toLowerCase());
    await waitFor(() => expect(feedback).toHaveAttribute('data-outcome', 'accepted'));
    await expect(feedback).toHaveTextContent(
      `${t('scanStation.outcome.accepted')}${booked.trackingNumber}${t('scanStation.messages.accepted', { status: statusText('at_office') })}`,
    );
    await scan(canvas, booked.trackingNumber);
    await waitFor(() => expect(feedback).toHaveAttribute('data-outcome', 'already'));
    await scan(canvas, moving.trackingNumber);
    await waitFor(() => expect(feedback).toHaveAttribute('data-outcome', 'refused'));
    await expect(feedback).toHaveTextContent(t('scan.refusal.invalid_transition'));
    await scan(canvas, 'CP000000014TR');
    await waitFor(() => expect(feedback).toHaveAttribute('data-outcome', 'unknown'));
    await scan(canvas, 'CP123');
    await waitFor(() => expect(feedback).toHaveAttribute('data-outcome', 'invalid'));
    const list = canvas.getByRole('list', { name: t('scanStation.session') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(counts(1, 3))).toBeVisible();
  },
};

/** A wrong check digit says so, and offers the number put right: pressing it puts it in the field, ready to scan. */
export const WrongCheckDigit: Story = {
  name: 'Wrong check digit',
  play: async ({ canvas }) => {
    const feedback = canvas.getByRole('status', { name: '' });
    const wrong = `${booked.trackingNumber.slice(0, 10)}${(Number(booked.trackingNumber[10]) + 1) % 10}TR`;
    await scan(canvas, wrong);
    await waitFor(() => expect(feedback).toHaveAttribute('data-outcome', 'invalid'));
    await expect(feedback).toHaveTextContent(t('tracking.errors.check_digit'));
    const suggestion = t('tracking.suggestion', { number: booked.trackingNumber });
    await userEvent.click(canvas.getByRole('button', { name: suggestion }));
    const field = canvas.getByRole('textbox', { name: t('scanStation.code') });
    await expect(field).toHaveValue(booked.trackingNumber);
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(feedback).toHaveAttribute('data-outcome', 'accepted'));
    await expect(canvas.queryByRole('button', { name: suggestion })).toBeNull();
  },
};

/** While the offices load, the office picker says so and waits, rather than opening on nothing. */
export const OfficesLoading: Story = {
  name: 'Offices loading',
  args: { officesLoading: true },
  play: async ({ canvas }) => {
    const picker = canvas.getByRole('button', {
      name: startsWith(`${t('common.loading')} ${t('scanStation.office')}`),
    });
    await expect(picker).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('scanStation.code') })).toBeDisabled();
  },
};

/** An action that needs a reason blocks scanning until it is chosen. */
export const ContextFirst: Story = {
  name: 'Context first',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: startsWith(t('scan.action.received')) }));
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: t('scan.action.held') })));
    await expect(canvas.getByRole('textbox', { name: t('scanStation.code') })).toBeDisabled();
    await expect(canvas.getByText(t('scanStation.notReady'))).toBeVisible();
    // Nothing was chosen wrong yet: no field shows an error before the user has been at it.
    await expect(canvas.queryByText(t('scan.refusal.reason_required'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: holding(t('scan.fields.reason')) }));
    await userEvent.click(
      await settled(within(document.body).findByRole('option', { name: t('parcel.holdReason.damaged') })),
    );
    await expect(canvas.getByRole('textbox', { name: t('scanStation.code') })).toBeEnabled();
  },
};

/** The last accepted hold can be taken back. */
export const UndoTheLast: Story = {
  name: 'Undo the last',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: startsWith(t('scan.action.received')) }));
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: t('scan.action.held') })));
    await userEvent.click(canvas.getByRole('button', { name: holding(t('scan.fields.reason')) }));
    await userEvent.click(
      await settled(within(document.body).findByRole('option', { name: t('parcel.holdReason.damaged') })),
    );
    await scan(canvas, waiting.trackingNumber);
    await expect(canvas.getByText(counts(1, 0))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${t('scanStation.undo')}: ${waiting.trackingNumber}` }));
    await expect(
      within(canvas.getByRole('list', { name: t('scanStation.session') })).getByText(t('scanStation.undone')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: startsWith(t('scanStation.undo')) })).toBeNull();
    // The banner no longer says done: it tells the scan was taken back, and the count follows.
    const banner = canvas.getByRole('status', { name: '' });
    await expect(banner).toHaveAttribute('data-outcome', 'undone');
    await expect(banner).toHaveTextContent(
      `${t('scanStation.undone')}${waiting.trackingNumber}${t('scanStation.undoneNote')}`,
    );
    await expect(canvas.getByText(counts(0, 0, 1))).toBeVisible();
  },
};

/** The camera reports what it can: here no camera is allowed, so it says so. */
export const CameraRefused: Story = {
  name: 'Camera refused',
  beforeEach: () => {
    const original = navigator.mediaDevices?.getUserMedia;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    return () =>
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: original ? { getUserMedia: original } : undefined,
      });
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('scanStation.camera.start') }));
    await expect(await canvas.findByText(t('scanStation.camera.denied'))).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: t('scanStation.camera.stop') })[0]!);
    await expect(canvas.queryByText(t('scanStation.camera.denied'))).toBeNull();
  },
};

/**
 * Without a connection the station keeps scanning: each scan is kept on the device and counted;
 * when the connection returns they are sent in order, and a scan the server refuses then (the
 * parcel had moved on) is listed to resolve.
 */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status', { name: t('scanStation.offline.label') });
    await expect(banner).toHaveTextContent(t('scanStation.offline.title'));
    await scan(canvas, booked.trackingNumber);
    await scan(canvas, moving.trackingNumber);
    await expect(canvas.getByRole('status', { name: '' })).toHaveAttribute('data-outcome', 'queued');
    await expect(banner).toHaveTextContent(t('scanStation.offline.waiting', { count: 2 }));
    const session = canvas.getByRole('list', { name: t('scanStation.session') });
    await expect(within(session).getAllByText(t('scanStation.outcome.queued'))).toHaveLength(2);
    await expect(canvas.getByText(counts(0, 0))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('scanStation.offline.retry') }));
    await expect(canvas.queryByText(t('scanStation.offline.title'))).toBeNull();
    await expect(
      within(session).getByText(holding(t('scanStation.messages.sent', { status: statusText('at_office') }))),
    ).toBeVisible();
    const conflicts = canvas.getByRole('list', { name: t('scanStation.conflicts.title') });
    // Each parcel to resolve opens its page, its number on one line.
    const link = within(conflicts).getByRole('link', { name: moving.trackingNumber });
    await expect(link).toHaveAttribute('href', `/secure/parcels/tracking/${moving.trackingNumber}`);
    await expect(getComputedStyle(link).whiteSpace).toBe('nowrap');
    await expect(canvas.getByText(counts(1, 1))).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: `${t('scanStation.conflicts.resolve')}: ${moving.trackingNumber}` }),
    );
    await expect(canvas.queryByRole('list', { name: t('scanStation.conflicts.title') })).toBeNull();
    await expect(within(session).getByText(t('scanStation.conflicts.resolve'))).toBeVisible();
    await expect(canvas.getByText(counts(1, 0))).toBeVisible();
  },
};

/** Two scans made without a connection, kept on the device and waiting to be sent, as the docs page shows it; Offline makes them one by one and sends them. */
const keptScans = (): ScanEntry[] =>
  [moving, booked].map((parcel, i) => ({
    id: String(1 - i),
    code: parcel.trackingNumber,
    trackingNumber: parcel.trackingNumber,
    outcome: 'queued',
    message: t('scanStation.messages.queued'),
    action: 'received',
    at: `2026-11-20T09:${String(31 - i).padStart(2, '0')}:00Z`,
  }));

export const OfflineScansKept: Story = {
  name: 'Offline scans kept',
  args: { offline: true },
  render: (args) => <Live {...args} session={keptScans()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('scanStation.offline.label') })).toHaveTextContent(
      t('scanStation.offline.waiting', { count: 2 }),
    );
    const session = canvas.getByRole('list', { name: t('scanStation.session') });
    await expect(within(session).getAllByText(t('scanStation.outcome.queued'))).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: t('scanStation.offline.retry') })).toBeEnabled();
  },
};

export const OfflineTurkish: Story = {
  args: { offline: true },
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Takip numarası' }), `${booked.trackingNumber}{Enter}`);
    await expect(await canvas.findByText(/1 okutma bu cihazda saklanıyor/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Şimdi dene' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...EveryOutcome,
  tags: ['interaction'],
  parameters: notCaptured(EveryOutcome.parameters),
  globals: { scheme: 'dark' },
};
export const Phone: Story = { ...UndoTheLast, globals: { viewport: { value: 'phone' } } };
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Takip numarası' }), 'XX{Enter}');
    await waitFor(() => expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Takip numarası değil'));
  },
};

/** A drawing of the station's banner: the outcome in a word, the number large, what happened. */
const bannerSketch = (
  tone: 'success' | 'warn' | 'caution',
  word: string | null,
  number: string,
  text: string,
  large = true,
) => (
  <Sketch>
    {word ? (
      <Badge tone={tone} withDot>
        {word}
      </Badge>
    ) : (
      <span
        aria-hidden="true"
        style={{ height: '0.5rem', borderRadius: 4, background: 'currentColor', opacity: 0.4 }}
      />
    )}
    <span style={{ fontFamily: 'monospace', fontSize: large ? '1.5rem' : '0.75rem', fontWeight: large ? 700 : 400 }}>
      {number}
    </span>
    <span style={{ fontSize: large ? undefined : '0.75rem' }}>{text}</span>
  </Sketch>
);

/** The banner is read from arm's length, in words as well as colour. */
export const DoDontBanner: StoryObj = {
  name: 'Do and don’t: a banner read from arm’s length',
  render: () => (
    <DoDont
      do={{
        caption: 'Keep the banner’s words short and the tracking number large: it is read from arm’s length',
        example: bannerSketch(
          'success',
          t('scanStation.outcome.accepted'),
          booked.trackingNumber,
          t('scanStation.messages.accepted', { status: statusText('at_office') }),
        ),
      }}
      dont={{
        caption: 'Rely on colour alone, or small print: every outcome has its word and its icon',
        example: bannerSketch(
          'success',
          null,
          booked.trackingNumber,
          'The scan was processed and the status of the parcel has been updated accordingly.',
          false,
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByText(t('scanStation.outcome.accepted'))).toBeVisible();
    await expect(bad.queryByText(t('scanStation.outcome.accepted'))).toBeNull();
  },
};

/** A refusal says why, and stays listed until someone resolves it. */
export const DoDontRefusal: StoryObj = {
  name: 'Do and don’t: say why a scan was refused',
  render: () => (
    <DoDont
      do={{
        caption: 'Say why a scan was refused ("The parcel is not at this office"), not only that it was',
        example: bannerSketch(
          'warn',
          t('scanStation.outcome.refused'),
          moving.trackingNumber,
          t('scan.refusal.wrong_office'),
        ),
      }}
      dont={{
        caption: 'Drop a scan the server refused later: it stays listed until someone resolves it',
        example: bannerSketch('warn', t('scanStation.outcome.refused'), moving.trackingNumber, 'Error'),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByText(t('scan.refusal.wrong_office'))).toBeVisible();
    await expect(bad.getByText('Error')).toBeVisible();
  },
};

/** Scanning goes on, offline too, with no click between two scans. */
export const DoDontKeepScanning: StoryObj = {
  name: 'Do and don’t: keep scanning',
  render: () => (
    <DoDont
      do={{
        caption: 'Keep scanning offline and say how many scans wait',
        example: (
          <Sketch>
            <Badge tone="caution" withDot>
              {`${t('scanStation.offline.title')} · ${t('scanStation.outcome.queued')}: 3`}
            </Badge>
            <TextField label={t('scanStation.code')} placeholder={t('scanStation.submit')} />
          </Sketch>
        ),
      }}
      dont={{
        caption: 'Ask for a click between two scans',
        example: (
          <Sketch actions={<Button>{t('scanStation.scan')}</Button>}>
            <TextField label={t('scanStation.code')} isDisabled />
          </Sketch>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('textbox', { name: t('scanStation.code') })).toBeEnabled();
    await expect(bad.getByRole('textbox', { name: t('scanStation.code') })).toBeDisabled();
  },
};
