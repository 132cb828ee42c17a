import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { Box } from './Box';
import { themeClasses } from './themes.css';
import { ThemeProvider, useTheme } from './ThemeProvider';
import type { SchemePreference, ThemeName } from './palettes';
import { afterShowcase, useToolbarUntilChosen } from '../testing/modes';
import { t } from '../testing/t';

/** What the readout says of a theme, the scheme chosen and the scheme shown. */
const readout = (theme: string, scheme: string, shown: string) =>
  t('samples.themeProvider.readout', { theme, scheme, shown });

function Readout() {
  const { theme, scheme, resolvedScheme } = useTheme();
  return <output>{t('samples.themeProvider.readout', { theme, scheme, shown: resolvedScheme })}</output>;
}

/** A provider inside the page's, starting from the page's theme and scheme (the toolbar's until one is chosen here). */
function Switcher() {
  const page = useTheme();
  const [theme, setTheme] = useToolbarUntilChosen<ThemeName>(page.theme);
  const [scheme, setScheme] = useToolbarUntilChosen<SchemePreference>(page.scheme);
  return (
    <ThemeProvider theme={theme} scheme={scheme}>
      <Box display="flex" flexDirection="column" gap="md">
        <Box display="flex" gap="sm" flexWrap="wrap">
          <Button onPress={() => setTheme('teal')}>{t('shell.settings.themes.teal')}</Button>
          <Button onPress={() => setScheme('dark')}>{t('shell.settings.schemes.dark')}</Button>
          <Button onPress={() => setScheme('auto')}>{t('shell.settings.schemes.auto')}</Button>
        </Box>
        <Readout />
      </Box>
    </ThemeProvider>
  );
}

const meta = { title: 'Foundations/ThemeProvider', component: Switcher } satisfies Meta<typeof Switcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's theme, the scheme asked for and the scheme in effect, as its subtree reads them. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(readout(globals.theme, globals.scheme, globals.scheme));
  },
};

/** A theme and a scheme chosen apply to the provider's subtree at once, on the same page. */
export const SwitchesWithoutReload: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const marker = Symbol.for('courier-no-reload');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    await userEvent.click(canvas.getByRole('button', { name: t('shell.settings.themes.teal') }));
    await userEvent.click(canvas.getByRole('button', { name: t('shell.settings.schemes.dark') }));
    // Inside Storybook's own provider, this one themes its subtree.
    const themed = canvas.getByRole('status').closest<HTMLElement>('[data-theme]')!;
    await waitFor(() => expect(themed.classList.contains(themeClasses.teal.dark)).toBe(true));
    await expect(themed.classList.contains(themeClasses.default.light)).toBe(false);
    await expect(themed.dataset.scheme).toBe('dark');
    // The page's own theme, set by the outer provider, is untouched.
    await expect(document.documentElement.classList.contains(themeClasses.default.light)).toBe(true);
    // Same page: nothing was reloaded.
    await expect((window as unknown as Record<symbol, boolean>)[marker]).toBe(true);
  }),
  name: 'Switches without reload',
};

/** A stand-in for the operating system's colour-scheme setting that the story can flip. */
function fakeSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  const original = window.matchMedia;
  window.matchMedia = ((media: string) =>
    media.includes('prefers-color-scheme') ? query : original.call(window, media)) as typeof window.matchMedia;
  return {
    set(dark: boolean) {
      query.matches = dark;
      listeners.forEach((fn) => fn());
    },
    restore: () => (window.matchMedia = original),
  };
}

let system: ReturnType<typeof fakeSystemScheme>;

export const AutoFollowsTheSystemLive: Story = {
  name: 'Auto scheme',
  beforeEach: () => {
    system = fakeSystemScheme(false);
    return () => system.restore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.settings.schemes.auto') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(readout('default', 'auto', 'light'));
    system.set(true);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(readout('default', 'auto', 'dark')));
    await expect(
      canvas.getByRole('status').closest<HTMLElement>('[data-theme]')!.classList.contains(themeClasses.default.dark),
    ).toBe(true);
    system.set(false);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(readout('default', 'auto', 'light')));
  },
};

export const ResponsiveBox: Story = {
  name: 'Responsive box',
  render: () => (
    <Box display="flex" flexDirection={{ base: 'column', md: 'row' }} gap={{ base: 'sm', lg: 'xl' }} data-testid="box">
      <Box padding="md" background="surface" borderRadius="lg" boxShadow="md">
        Parcels
      </Box>
      <Box padding="md" background="surface" borderRadius="lg" boxShadow="md">
        Trips
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('box');
    const wide = window.innerWidth >= 960;
    await expect(getComputedStyle(box).flexDirection).toBe(wide ? 'row' : 'column');
  },
};
