import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RouteInput } from '@courier/domain';
import { expectMarkersInside, waitForReady } from '../../testing/maps';
import { settled } from '../../testing/motion';
import { storyOffices, storyRoutes } from '../fixtures';
import { blankRoute, noRouteFilters, RouteDetail, RouteForm, RouteList, type RouteFilters } from './Routes';
import { holds, useStoryListView, showsListState, type ListState } from './storyList';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const body = () => within(document.body);

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
    const table = canvas.getByRole('table', { name: 'Routes' });
    await expect(within(table).getByRole('cell', { name: 'IST → BUR → ANK' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'Mon, Tue, Wed, Thu, Fri' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'Every day' })).toBeVisible();
  },
};

export const FilterAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Routes' });
    await userEvent.click(canvas.getByRole('button', { name: /Stops at$/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'BUR · Bursa Branch' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ officeId: 'off_bur' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(['rte_1'], false);
  }),
  name: 'Filter and export',
};

/** The first page on its way: the frame stands, placeholder rows where the routes will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState('Routes', 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState('Routes', 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState('Routes', 'failed') };

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
    const stops = within(canvas.getByRole('region', { name: 'Stops (3)' })).getAllByRole('listitem');
    await expect(stops.map((li) => li.textContent)).toEqual([
      '1IST İstanbul Hub22:00 · +0 min',
      '2BUR Bursa Branch00:30 (+1 day) · +150 min',
      '3ANK Ankara Hub05:00 (+1 day) · +420 min',
    ]);
    const map = canvas.getByRole('region', { name: 'Map of route R-01' });
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
    const list = canvas.getByRole('grid', { name: 'Stops' });
    // The row, then its handle (Tab), then Enter starts the move; the arrow keys walk the places.
    await userEvent.click(within(within(list).getAllByRole('row')[1]!).getByText('2'));
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Move BUR');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-roledescription', 'drop indicator'));
    for (let i = 0; i < 5 && document.activeElement?.getAttribute('aria-label') !== 'Insert after ANK'; i++)
      await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName('Insert after ANK');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button', { name: /^Move / })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Move IST', 'Move ANK', 'Move BUR']),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
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
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code/ }), 'R1');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Bursa shuttle');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Distance/ }), '155');
    for (const n of [1, 2]) {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^(?!Move).*Stop ${n}$`) }));
      await userEvent.click(await settled(body().findByRole('option', { name: 'IST · İstanbul Hub' })));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Like R-01', { selector: '[slot="errorMessage"]' })).toBeVisible();
    const days = canvas.getByRole('group', { name: /^Runs on/ });
    await expect(within(days).getByText('This field is required')).toBeVisible();

    const code = canvas.getByRole('textbox', { name: /^Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'R-07');
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Mon' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Each office once');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's "taken" code lands on the code field. */
export const FormServerErrors: StoryObj<typeof RouteForm> = {
  name: 'Form server errors',
  render: (args) => <RouteForm {...args} />,
  args: { ...ReorderStops.args, serverErrors: { code: 'taken' }, error: 'Some fields are not valid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This is already in use')).toBeVisible();
    await expect(canvas.getByText('Reached at 00:30 (+1 day)')).toBeVisible();
    const map = canvas.getByRole('region', { name: 'Map of the stops' });
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
  name: 'List Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Hatlar' });
    await expect(within(table).getAllByRole('cell', { name: 'Ana hat' })).toHaveLength(2);
    await expect(within(table).getByRole('cell', { name: 'Pzt, Sal, Çar, Per, Cum' })).toBeVisible();
  },
};
