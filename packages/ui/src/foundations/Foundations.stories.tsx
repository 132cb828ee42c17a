import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themeNames } from '../theme/palettes';
import { IconSets } from './IconSets';
import { Palettes } from './Palettes';
import { TokenReference } from './TokenReference';
import { SpacingScale, TypeScale } from './TypeAndSpace';
import { afterShowcase, notCaptured } from '../testing/modes';
import { settled } from '../testing/motion';

const meta = { title: 'Foundations/Overview', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PalettesStory: Story = {
  name: 'Palettes',
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

/** Every icon of every set, as it opens: the first set, unfiltered. */
export const IconSetsStory: Story = {
  name: 'Icon sets',
  render: () => <IconSets />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('heroicons_outline:academic-cap')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Search icons' })).toHaveValue('');
  },
};

/** Searching the sets and switching to another: the material two-tone names have no namespace. */
export const IconSetsSearch: Story = {
  name: 'Icon sets: search and switch',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: () => <IconSets />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('heroicons_outline:academic-cap')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search icons' }), 'truck');
    await waitFor(() => expect(canvas.getByText('heroicons_outline:truck')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent(/Showing \d+ of \d+/);
    await userEvent.click(canvas.getByRole('button', { name: /Icon set/ }));
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: /mat_twotone/ })));
    const search = canvas.getByRole('textbox', { name: 'Search icons' });
    await userEvent.clear(search);
    await userEvent.type(search, 'local-ship');
    await waitFor(() => expect(canvas.getByText('local-shipping')).toBeVisible());
    await expect(canvas.queryByText(/^mat_twotone:/)).toBeNull();
  },
};

export const IconSetsDark: Story = {
  ...IconSetsStory,
  name: 'Icon sets (dark)',
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
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
  }),
  name: 'Token reference: copy',
};
