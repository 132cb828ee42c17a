import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RouteInput } from '@courier/domain';
import { expectMarkersInside, waitForReady } from '../../testing/maps';
import { settled } from '../../testing/motion';
import { storyOffices, storyRoutes } from '../fixtures';
import { blankRoute, noRouteFilters, RouteDetail, RouteForm, RouteList, type RouteFilters } from './Routes';
import { holds, useStoryListView, showsListState, type ListState } from './storyList';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, startsWith, endsWith, holding } from '../../testing/t';
import { ariaString } from '../../testing/ariaStrings';
import { storyLocale } from '../../testing/format';

const body = () => within(document.body);

/** Short weekday names in the story's language, Monday first (day 1), as the routes' days. */
const weekday = (day: number) =>
  new Intl.DateTimeFormat(storyLocale(), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 15 + day)),
  );
/** The handle that moves a stop, whichever stop. */
const anyMove = () => new RegExp(`^${holding(t('routes.moveStop', { name: '@' })).source.replace('@', '.+')}$`);
/** A stop of the first sample route as the detail lists it: its place, office, time and minutes. */
const stopLine = (n: number, officeId: string, time: string, offsetMin: number) => {
  const office = storyOffices.find((o) => o.id === officeId)!;
  return `${n}${office.code} ${office.name}${time} · +${t('routes.minutes', { count: offsetMin })}`;
};

function LiveList(props: {
  state?: ListState;
  onFiltersChange: (f: RouteFilters) => void;
  onExportCsv: (ids: string[]) => void;
  onSetActive: (ids: string[], active: boolean) => void;
}) {
  const view = useStoryListView(
    storyRoutes,
    noRouteFilters,
    (r, f) =>
      holds(`${r.code} ${r.name}`, f.q) &&
      (!f.type || r.type === f.type) &&
      (!f.officeId || r.stops.some((s) => s.officeId === f.officeId)) &&
      (!f.active || String(r.active) === f.active),
    props.onFiltersChange,
    { id: 'code', direction: 'asc' },
    props.state,
  );
  return <RouteList {...view} offices={storyOffices} onExportCsv={props.onExportCsv} onSetActive={props.onSetActive} />;
}

const meta = {
  title: 'Courier/Master data/Routes',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn(), onSetActive: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each route with its stops in order and its days; "stops at" narrows to the routes through an office. */
export const List: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('routes.title') });
    await expect(within(table).getByRole('cell', { name: 'IST → BUR → ANK' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: [1, 2, 3, 4, 5].map(weekday).join(', ') })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: t('routes.everyDay') })).toBeVisible();
  },
};

export const FilterAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('routes.title') });
    await userEvent.click(canvas.getByRole('button', { name: endsWith(t('routes.stopsAt')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'BUR · Bursa Branch' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ officeId: 'off_bur' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('checkbox', { name: t('table.selectAll') }));
    await userEvent.click(canvas.getByRole('button', { name: t('records.deactivate') }));
    await expect(args.onSetActive).toHaveBeenCalledWith(['rte_1'], false);
  }),
  name: 'Filter and export',
};

/** The first page on its way: the frame stands, placeholder rows where the routes will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState(() => t('routes.title'), 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('routes.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('routes.title'), 'failed') };

/** The stops in order with the time each is reached (past midnight, the next day), on the map. */
export const Detail: StoryObj<typeof RouteDetail> = {
  render: (args) => <RouteDetail {...args} />,
  args: {
    route: storyRoutes[0]!,
    offices: storyOffices,
    officeHref: (o) => `#${o.id}`,
    tiles: null,
    backHref: '#routes',
    backLabel: 'Routes',
    editHref: '#edit',
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'R-01' })).toBeVisible();
    const stops = within(canvas.getByRole('region', { name: t('routes.stopsCount', { count: 3 }) })).getAllByRole(
      'listitem',
    );
    await expect(stops.map((li) => li.textContent)).toEqual([
      stopLine(1, 'off_ist', '22:00', 0),
      stopLine(2, 'off_bur', t('routes.nextDay', { time: '00:30', count: 1 }), 150),
      stopLine(3, 'off_ank', t('routes.nextDay', { time: '05:00', count: 1 }), 420),
    ]);
    const map = canvas.getByRole('region', { name: t('routes.mapOf', { code: 'R-01' }) });
    await waitForReady(map);
    await expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(4);
    // Both ends of the route, İstanbul at the top left and Ankara, are drawn whole and in view.
    await expectMarkersInside(map);
  },
};

const editing: RouteInput = { ...storyRoutes[0]!, stops: storyRoutes[0]!.stops.map((s) => ({ ...s })) };

/**
 * The stops are reordered from the keyboard (Enter on the handle, arrow keys, Enter): BUR moves
 * to the end, the times stay in their places, and the saved route has the new order.
 */
export const ReorderStops: StoryObj<typeof RouteForm> = {
  name: 'Reorder stops',
  render: (args) => <RouteForm {...args} />,
  args: {
    mode: 'edit',
    initial: editing,
    offices: storyOffices,
    tiles: null,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('grid', { name: t('routes.stops') });
    // The row, then its handle (Tab), then Enter starts the move; the arrow keys walk the places.
    await userEvent.click(within(within(list).getAllByRole('row')[1]!).getByText('2'));
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(t('routes.moveStop', { name: 'BUR' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute(
        'aria-roledescription',
        ariaString('@react-aria/dnd', 'dropIndicator'),
      ),
    );
    const afterAnk = ariaString('@react-aria/dnd', 'insertAfter', { itemText: 'ANK' });
    for (let i = 0; i < 5 && document.activeElement?.getAttribute('aria-label') !== afterAnk; i++)
      await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(afterAnk);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button', { name: anyMove() })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['IST', 'ANK', 'BUR'].map((name) => t('routes.moveStop', { name }))),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          stops: [
            { officeId: 'off_ist', offsetMin: 0 },
            { officeId: 'off_ank', offsetMin: 150 },
            { officeId: 'off_bur', offsetMin: 420 },
          ],
        }),
      ),
    );
  },
};

/**
 * A wrong code and no day are said at their fields; once the fields are right, the same office
 * twice is said at the stops. Nothing is sent.
 */
export const FormValidation: StoryObj<typeof RouteForm> = {
  name: 'Form validation',
  render: (args) => <RouteForm {...args} />,
  args: {
    mode: 'create',
    initial: { ...blankRoute(), days: [] },
    offices: storyOffices,
    tiles: null,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('offices.code')) }), 'R1');
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('offices.name')) }), 'Bursa shuttle');
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('routes.distance')) }), '155');
    for (const n of [1, 2]) {
      await userEvent.click(
        canvas.getByRole('button', {
          name: (name, element) =>
            element.getAttribute('aria-haspopup') === 'listbox' && name.endsWith(t('routes.stopOffice', { n })),
        }),
      );
      await userEvent.click(await settled(body().findByRole('option', { name: 'IST · İstanbul Hub' })));
    }
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(await canvas.findByText(t('routes.codeHint'), { selector: '[slot="errorMessage"]' })).toBeVisible();
    const days = canvas.getByRole('group', { name: startsWith(t('routes.days')) });
    await expect(within(days).getByText(t('form.errors.required'))).toBeVisible();

    const code = canvas.getByRole('textbox', { name: startsWith(t('offices.code')) });
    await userEvent.clear(code);
    await userEvent.type(code, 'R-07');
    await userEvent.click(within(days).getByRole('checkbox', { name: weekday(1) }));
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('form.errors.duplicate_stop'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's "taken" code lands on the code field. */
export const FormServerErrors: StoryObj<typeof RouteForm> = {
  name: 'Form server errors',
  render: (args) => <RouteForm {...args} />,
  args: { ...ReorderStops.args, serverErrors: { code: 'taken' }, error: 'Some fields are not valid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('form.errors.taken'))).toBeVisible();
    await expect(
      canvas.getByText(t('routes.reachedAt', { time: t('routes.nextDay', { time: '00:30', count: 1 }) })),
    ).toBeVisible();
    const map = canvas.getByRole('region', { name: t('routes.mapPreview') });
    await waitForReady(map);
  },
};

export const DetailDark: StoryObj<typeof RouteDetail> = {
  ...Detail,
  tags: ['interaction'],
  parameters: notCaptured(Detail.parameters),
  globals: { scheme: 'dark' },
  name: 'Detail dark',
};
export const ListTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Hatlar' });
    await expect(within(table).getAllByRole('cell', { name: 'Ana hat' })).toHaveLength(2);
    await expect(within(table).getByRole('cell', { name: 'Pzt, Sal, Çar, Per, Cum' })).toBeVisible();
  },
};
