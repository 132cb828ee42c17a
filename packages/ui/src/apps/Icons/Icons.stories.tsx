import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconCatalogue, type IconSetList } from '../../icons/IconCatalogue';
import { loadIconSet } from '../../icons/iconRegistry';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, holding } from '../../testing/t';

/** A short set, for the states that need no whole one. */
const outline: IconSetList = {
  namespace: 'heroicons_outline',
  name: 'Heroicons Outline',
  list: ['archive-box', 'arrow-left', 'bell', 'chat-bubble-left-right', 'truck'],
};
/** The whole set, as the API answers for it (the same names the library draws). */
const wholeOutline = async (): Promise<{ whole: IconSetList }> => ({
  whole: { ...outline, list: Object.keys((await loadIconSet('heroicons_outline')).icons) },
});
// The set's list spells material names with hyphens; the catalogue shows them as code writes them.
const twotone: IconSetList = {
  namespace: '',
  name: 'Material Twotone',
  list: ['local-shipping', 'inventory-2', 'dashboard'],
};

/** The catalogue as the app keeps it: the set and the query live in the story. */
function LiveCatalogue({
  initial,
  onCopy,
  onSetChange,
  error,
}: {
  initial: IconSetList | undefined;
  onCopy: (name: string) => void;
  onSetChange: (set: string) => void;
  error?: string;
}) {
  const [set, setSet] = useState('heroicons-outline');
  const [query, setQuery] = useState('');
  return (
    <IconCatalogue
      set={set}
      onSetChange={(next) => (onSetChange(next), setSet(next))}
      icons={set === 'material-twotone' ? twotone : initial}
      error={error}
      onRetry={fn()}
      query={query}
      onQueryChange={setQuery}
      onCopy={onCopy}
    />
  );
}

const meta = {
  title: 'Apps/Icons',
  tags: ['autodocs'],
  component: LiveCatalogue,
  args: { initial: outline, onCopy: fn(), onSetChange: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    docs: {
      description: {
        component:
          'The Icons page of the product (its Apps section): the catalogue as the app shows it to staff, its sets listed by the server. Its stories test the page (loading, empty, failed, search, keyboard). To choose an icon for a design, use the catalogue in [Foundations › Overview](?path=/docs/foundations-overview--docs): every icon of every set, searched by name.',
      },
    },
  },
} satisfies Meta<typeof LiveCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Icons app shows the one icon catalogue (Foundations › Overview › Icon catalogue), fed by the
 * API: every icon of the set with its name; choosing one copies its full name.
 */
export const Catalogue: Story = {
  loaders: [wholeOutline],
  render: (args, { loaded }) => <LiveCatalogue {...args} initial={(loaded as { whole: IconSetList }).whole} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: t('icons.grid', { set: 'Heroicons Outline' }) })).toBeVisible();
    await expect(canvas.getByText(t('icons.count', { count: 327, total: '327' }))).toBeVisible();
  },
};

export const CopyAnIcon: Story = {
  tags: ['interaction'],
  ...afterShowcase(Catalogue, async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: t('icons.grid', { set: 'Heroicons Outline' }) });
    await userEvent.click(within(grid).getByRole('row', { name: 'heroicons_outline:academic-cap' }));
    await expect(args.onCopy).toHaveBeenCalledWith('heroicons_outline:academic-cap');
  }),
  name: 'Copy an icon',
};

/** By keyboard: past the copy choice, one tab stop into the grid, arrows between icons, Enter copies. */
export const Keyboard: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('searchbox', { name: t('icons.search') }));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t('icons.copyForm.name') })).toHaveFocus();
    await userEvent.tab();
    const grid = canvas.getByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onCopy).toHaveBeenCalledWith('heroicons_outline:arrow-left');
    // Or the element that draws it, once "Usage in code" is chosen.
    await userEvent.click(canvas.getByRole('radio', { name: t('icons.copyForm.usage') }));
    await userEvent.click(within(grid).getByRole('row', { name: 'heroicons_outline:truck' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('<Icon name="heroicons_outline:truck" />');
  },
};

/** The search matches names with spaces or underscores as the set writes them. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('icons.search') }), 'chat bubble');
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByText(t('icons.count', { count: 1, total: '5' }))).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'zebra');
    await expect(canvas.getByText(t('icons.noMatch'))).toBeVisible();
  },
};

/** Another set: the two-tone names are written without a namespace. */
export const OtherSet: Story = {
  name: 'Other set',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: holding(t('icons.set')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Material Twotone' }));
    await expect(args.onSetChange).toHaveBeenCalledWith('material-twotone');
    await userEvent.click(
      within(canvas.getByRole('grid', { name: t('icons.grid', { set: 'Material Twotone' }) })).getByRole('row', {
        name: 'local_shipping',
      }),
    );
    await expect(args.onCopy).toHaveBeenCalledWith('local_shipping');
  },
};

export const Loading: Story = {
  args: { initial: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('icons.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { initial: { ...outline, list: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('icons.empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { initial: undefined, error: 'The server did not answer (503)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('icons.error'));
  },
};

/** A long name wraps inside its tile, shown whole, never cut. */
export const LongText: Story = {
  name: 'Long text',
  args: { initial: { ...outline, list: ['signal-wifi-statusbar-connected-no-internet-4', ...outline.list] } },
  play: async ({ canvas, canvasElement }) => {
    const tile = canvas.getByRole('row', { name: 'heroicons_outline:signal-wifi-statusbar-connected-no-internet-4' });
    const name = tile.querySelector<HTMLElement>('[data-icon-name]')!;
    await expect(name).toHaveTextContent('signal-wifi-statusbar-connected-no-internet-4');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(tile.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Simgeler' })).toBeVisible();
    await expect(canvas.getByText('5 / 5 simge')).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};
