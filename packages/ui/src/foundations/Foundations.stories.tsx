import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themeNames } from '../theme/palettes';
import { IconSets } from './IconSets';
import { Palettes } from './Palettes';
import { TokenReference } from './TokenReference';
import { SpacingScale, TypeScale } from './TypeAndSpace';
import { afterShowcase, notCaptured } from '../testing/modes';
import { settled } from '../testing/motion';
import { t, holding } from '../testing/t';

const meta = { title: 'Foundations/Overview', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PalettesStory: Story = {
  name: 'Colour palettes',
  render: () => <Palettes />,
  play: async ({ canvas }) => {
    // Six palettes, each in light and dark; axe checks every fill against its text.
    await expect(canvas.getAllByRole('region')).toHaveLength(themeNames.length * 2);
    await expect(canvas.getByRole('region', { name: 'amber dark' })).toBeVisible();
  },
};

export const TypeScaleStory: Story = {
  name: 'Type scale',
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('fontSize.4xl')).toBeVisible();
  },
};

export const SpacingStory: Story = {
  name: 'Spacing and radii',
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-token]')].map(
      (bar) => bar.getBoundingClientRect().width,
    );
    // The scale only grows.
    await expect([...bars].sort((a, b) => a - b)).toEqual(bars);
  },
};

/** Every name element drawn fits its tile: shown whole, neither cut sideways nor below. */
async function namesShownWhole(grid: HTMLElement) {
  const names = [...grid.querySelectorAll<HTMLElement>('[data-icon-name]')];
  await expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const tile = name.closest<HTMLElement>('[role="row"]')!;
    await expect(name.scrollWidth, name.textContent!).toBeLessThanOrEqual(name.clientWidth);
    await expect(name.getBoundingClientRect().bottom, name.textContent!).toBeLessThanOrEqual(
      tile.getBoundingClientRect().bottom,
    );
  }
}

/** The one icon catalogue, as it opens: the first set, whole, each name in full. */
export const IconSetsStory: StoryObj<typeof IconSets> = {
  name: 'Icon catalogue',
  args: { onCopy: fn() },
  render: (args) => <IconSets {...args} />,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: t('icons.grid', { set: 'heroicons_outline' }) });
    // Every icon the set has, none held back.
    await expect(canvas.getByText(t('icons.count', { count: 327, total: '327' }))).toBeVisible();
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: 'heroicons_outline:academic-cap' })).toBeVisible(),
    );
    await expect(canvas.getByRole('searchbox', { name: t('icons.search') })).toHaveValue('');
    await namesShownWhole(grid);
  },
};

/**
 * Searching narrows the grid to the names that match; the longest names of the material sets wrap
 * whole; choosing an icon copies its name, or its usage in code.
 */
export const IconSetsSearch: StoryObj<typeof IconSets> = {
  name: 'Icon catalogue: search and copy',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { onCopy: fn() },
  render: IconSetsStory.render,
  play: async ({ canvas, args }) => {
    const { onCopy } = args;
    const search = await canvas.findByRole('searchbox', { name: t('icons.search') });
    await canvas.findByRole('grid', { name: t('icons.grid', { set: 'heroicons_outline' }) });
    await userEvent.type(search, 'arrow right start');
    const rows = () => within(canvas.getByRole('grid')).getAllByRole('row');
    await waitFor(() =>
      expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
        'heroicons_outline:arrow-right-start-on-rectangle',
      ]),
    );
    await expect(canvas.getByText(t('icons.count', { count: 1, total: '327' }))).toBeVisible();
    await userEvent.click(rows()[0]!);
    await expect(onCopy).toHaveBeenCalledWith('heroicons_outline:arrow-right-start-on-rectangle');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('icons.copied', { name: 'heroicons_outline:arrow-right-start-on-rectangle' }),
    );

    // Another set: material names are written with underscores; the longest wrap whole.
    await userEvent.click(canvas.getByRole('button', { name: holding(t('icons.set')) }));
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: 'mat_outline' })));
    await userEvent.clear(search);
    await userEvent.type(search, 'signal wifi');
    const grid = await canvas.findByRole('grid', { name: t('icons.grid', { set: 'mat_outline' }) });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(3));
    await expect(
      within(grid).getByRole('row', { name: 'mat_outline:signal_wifi_statusbar_connected_no_internet_4' }),
    ).toBeVisible();
    await namesShownWhole(grid);

    // Or the element that draws it.
    await userEvent.click(canvas.getByRole('radio', { name: t('icons.copyForm.usage') }));
    await userEvent.click(
      within(grid).getByRole('row', { name: 'mat_outline:signal_wifi_statusbar_connected_no_internet_4' }),
    );
    await expect(onCopy).toHaveBeenLastCalledWith(
      '<Icon name="mat_outline:signal_wifi_statusbar_connected_no_internet_4" />',
    );
  },
};

export const IconSetsDark: StoryObj<typeof IconSets> = {
  ...IconSetsStory,
  name: 'Icon catalogue (dark)',
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
};

/** The library's own icons are in the catalogue too, under `courier:`. */
export const IconSetsCourier: Story = {
  name: 'Icon catalogue: the courier set',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: () => <IconSets initialSet="courier" onCopy={fn()} />,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: t('icons.grid', { set: 'courier' }) });
    await expect(within(grid).getByRole('row', { name: 'courier:parcels-history' })).toBeVisible();
    await expect(canvas.getByText(t('icons.count', { count: 4, total: '4' }))).toBeVisible();
  },
};

/** The token reference follows the toolbar's palette and scheme. */
export const TokensStory: StoryObj<typeof TokenReference> = {
  name: 'Token reference',
  args: { theme: 'default', scheme: 'light', onCopy: fn() },
  render: (args, { globals }) => (
    <TokenReference {...args} theme={globals.theme} scheme={globals.scheme === 'dark' ? 'dark' : 'light'} />
  ),
  play: async ({ canvas }) => {
    const colours = canvas.getByRole('table', { name: 'Colour' });
    // The body text on the surface meets AA at least; its row says so.
    const text = within(colours).getByRole('rowheader', { name: 'vars.color.text' }).closest('tr')!;
    await expect(text).toHaveTextContent(/: 1 · AA/);
    // A role's on colour is measured on its fill, where it is read.
    await expect(
      within(colours).getByRole('rowheader', { name: 'vars.color.primary.on' }).closest('tr'),
    ).toHaveTextContent(/: 1 · AA.* on base/);
    await expect(canvas.getByRole('rowheader', { name: "vars.space['2xl']" })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'vars.color.neutral[50]' })).toBeVisible();
    // Each token's CSS variable is named by its path, the same in every build.
    await expect(text).toHaveTextContent('var(--courier-color-text)');
    // Every group of the contract, and the breakpoints beside them, each saying when to use it.
    for (const group of ['Font family', 'Line height', 'Elevation', 'Motion', 'Layer', 'Size', 'Breakpoint'])
      await expect(canvas.getByRole('table', { name: group })).toHaveAccessibleDescription(/\w/);
    const shadow = canvas.getByRole('rowheader', { name: 'vars.shadow.md' }).closest('tr')!;
    await expect(shadow).toHaveTextContent(/var\(--courier-shadow-md\).*Menus and popovers/);
    await expect(canvas.getByRole('rowheader', { name: "mediaUp('md')" }).closest('tr')).toHaveTextContent(
      '@media screen and (min-width: 960px)',
    );
  },
};

/** A token's copy button copies its path and says so. */
export const TokensCopyStory: StoryObj<typeof TokenReference> = {
  tags: ['interaction'],
  ...afterShowcase(TokensStory, async ({ canvas, args }) => {
    const colours = canvas.getByRole('table', { name: 'Colour' });
    const text = within(colours).getByRole('rowheader', { name: 'vars.color.text' }).closest('tr')!;
    await userEvent.click(within(text).getByRole('button', { name: 'Copy vars.color.text' }));
    await expect(args.onCopy).toHaveBeenCalledWith('vars.color.text');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied vars.color.text');
    // Or its CSS variable, for a style outside vanilla-extract.
    await userEvent.click(within(text).getByRole('button', { name: 'Copy CSS variable of vars.color.text' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('var(--courier-color-text)');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied var(--courier-color-text)');
    // A breakpoint is a media query.
    await userEvent.click(canvas.getByRole('button', { name: "Copy CSS media query of mediaUp('lg')" }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('@media screen and (min-width: 1280px)');
  }),
  name: 'Token reference: copy',
};
