import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, useTheme } from '../../theme/ThemeProvider';
import { themeClasses } from '../../theme/themes.css';
import type { SchemePreference, ThemeName } from '../../theme/palettes';
import type { LayoutName } from '../Layout/layouts';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import { SettingsDrawer } from './SettingsDrawer';
import { settled } from '../../testing/motion';
import { afterShowcase, inTurkish, shownOpen, notCaptured, useToolbarUntilChosen } from '../../testing/modes';
import { t, startsWith } from '../../testing/t';

/** The drawer over a page of its own, starting from the theme and scheme it is shown in (the toolbar's until one is chosen here). */
function Live({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const shownIn = useTheme();
  const [open, setOpen] = useState(initiallyOpen);
  const [theme, setTheme] = useToolbarUntilChosen<ThemeName>(shownIn.theme);
  const [scheme, setScheme] = useToolbarUntilChosen<SchemePreference>(shownIn.scheme);
  const [layout, setLayout] = useState<LayoutName>('classy');
  return (
    <ThemeProvider theme={theme} scheme={scheme} target="element">
      {/* What the drawer applied, for the interaction tests to read: not part of the picture. */}
      <output data-testid="applied" className={visuallyHidden}>
        {theme} {scheme} {layout}
      </output>
      <SettingsDrawer
        isOpen={open}
        onOpenChange={setOpen}
        theme={theme}
        scheme={scheme}
        layout={layout}
        onThemeChange={setTheme}
        onSchemeChange={setScheme}
        onLayoutChange={setLayout}
      />
    </ThemeProvider>
  );
}

const meta = {
  title: 'Shell/Panels/SettingsDrawer',
  tags: ['autodocs'],
  component: Live,
  // Tall enough for the whole drawer: the eleventh layout (Empty) in view, not cut off.
  parameters: shownOpen('54rem'),
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Open: six themes, three schemes and eleven layouts, each a group of radios with the current one checked. */
export const Open: Story = {
  play: async ({ globals }) => {
    const drawer = await settled(body().findByRole('dialog', { name: t('shell.settings.title') }));
    await expect(within(drawer).getAllByRole('radio')).toHaveLength(6 + 3 + 11);
    await expect(
      within(drawer).getByRole('radio', {
        name: t(globals.scheme === 'dark' ? 'shell.settings.schemes.dark' : 'shell.settings.schemes.light'),
      }),
    ).toBeChecked();
    // Each layout's miniature is its own: no two draw the same parts at the same places in the same colours.
    const drawings = [...drawer.querySelectorAll<HTMLElement>('[data-sketch]')].map((sketch) => {
      const frame = sketch.getBoundingClientRect();
      return [...sketch.querySelectorAll('*')]
        .map((part) => {
          const box = part.getBoundingClientRect();
          const { backgroundColor, backgroundImage } = getComputedStyle(part);
          const at = [box.left - frame.left, box.top - frame.top, box.width, box.height].map(Math.round);
          return [...at, backgroundColor, backgroundImage].join(' ');
        })
        .join('|');
    });
    await expect(drawings).toHaveLength(11);
    await expect(new Set(drawings).size).toBe(11);
  },
};

/** A choice applies at once, without a Save: the theme, the scheme and the layout. */
export const AppliedLive: Story = {
  tags: ['interaction'],
  ...afterShowcase(Open, async ({ canvas }) => {
    const drawer = body().getByRole('dialog', { name: t('shell.settings.title') });
    await userEvent.click(within(drawer).getByRole('radio', { name: t('shell.settings.themes.teal') }));
    await userEvent.click(within(drawer).getByRole('radio', { name: t('shell.settings.schemes.dark') }));
    await userEvent.click(within(drawer).getByRole('radio', { name: startsWith(t('shell.settings.layouts.thin')) }));
    await expect(canvas.getByTestId('applied')).toHaveTextContent('teal dark thin');
    await waitFor(() =>
      expect(canvas.getByTestId('applied').closest('[data-theme]')!.classList.contains(themeClasses.teal.dark)).toBe(
        true,
      ),
    );
    // Arrow keys move through a group.
    within(drawer)
      .getByRole('radio', { name: t('shell.settings.schemes.dark') })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('applied')).toHaveTextContent('teal auto thin');
  }),
  name: 'Applied live',
};

/** The cog in the top bar opens it; Escape closes it. */
export const OpensFromItsButton: Story = {
  name: 'Opens from its button',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { initiallyOpen: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.settings.title') }));
    await settled(body().findByRole('dialog', { name: t('shell.settings.title') }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const DarkScheme: Story = {
  name: 'Dark scheme',
  globals: { scheme: 'dark' },
  play: async () => {
    const drawer = await settled(body().findByRole('dialog'));
    await expect(within(drawer).getByRole('radio', { name: t('shell.settings.schemes.dark') })).toBeChecked();
  },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async () => {
    const drawer = await settled(body().findByRole('dialog', { name: 'Ayarlar' }));
    await expect(within(drawer).getByRole('radio', { name: 'Camgöbeği' })).toBeInTheDocument();
    await expect(within(drawer).getByRole('radio', { name: /^Şık/ })).toBeInTheDocument();
  },
};
