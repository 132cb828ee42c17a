import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../../testing/motion';
import { account, body, checkFrame, inDrawer, Shell, tracker } from './Layout.demo';
import type { LayoutName } from './layouts';
import { t, startsWith, holding } from '../../testing/t';

/**
 * What a user does in the layouts: interaction tests, run with the story tests and kept out of the
 * sidebar's default view (the "interaction" tag) and of the captures (their showcase stories in
 * Shell/Layouts are captured in every mode).
 */
const meta = {
  title: 'Shell/Layouts/Interactions',
  component: Shell,
  tags: ['interaction'],
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  args: { layout: 'classy' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the page is marked in the navigation, and choosing another moves the mark and the page. */
const navigates = (layout: LayoutName): Story => ({
  args: { layout },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell.navigation') });
    await userEvent.click(within(nav).getByRole('link', { name: t('nav.customers') }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('nav.customers'));
    await expect(within(nav).getByRole('link', { name: t('nav.customers') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('nav.dashboard') })).not.toHaveAttribute('aria-current');
  },
});

/**
 * On a phone, in the dark (each layout is seen by axe in both schemes): the toggle opens the
 * navigation as an overlay drawer with the tools the bar leaves out, and choosing a page closes it.
 */
const phoneDrawer = (layout: Exclude<LayoutName, 'empty'>): Story => ({
  args: { layout },
  globals: { scheme: 'dark', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await checkFrame(canvas, layout, true);
    const toggle = canvas.getByRole('button', { name: t('shell.toggleNavigation') });
    await userEvent.click(toggle);
    const drawer = await settled(body().findByRole('dialog', { name: t('shell.navigation') }));
    const tools = within(drawer).getByRole('group', { name: t('shell.tools') });
    // Visible once the drawer has slid in.
    for (const name of layout === 'classic' ? [t('shell.fullscreen.enter')] : inDrawer())
      await waitFor(() => expect(within(tools).getByRole('button', { name })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('link', { name: t('nav.trucks') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('nav.trucks'));
  },
});

/** The empty layout's way out, by keyboard, with the loading bar at work; on a phone, in the dark. */
const emptyWayOut = (globals: Story['globals']): Story => ({
  args: { layout: 'empty' },
  globals,
  play: async ({ canvas }) => {
    tracker.setStatus(true, '/api/v1/dashboard');
    await expect(await canvas.findByRole('progressbar', { name: t('shell.loading') })).toBeInTheDocument();
    tracker.setStatus(false, '/api/v1/dashboard');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());

    // The menu and the tools, settings and the user's menu among them.
    await userEvent.keyboard('{Alt>}m{/Alt}');
    const drawer = await settled(within(document.body).findByRole('dialog', { name: t('shell.navigation') }));
    await expect(within(drawer).getByRole('link', { name: holding(t('nav.dashboard')) })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: t('shell.settings.open') })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: /Aylin Aksoy/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: t('shell.openMenu') })).toBeVisible();
  },
});

export const ClassyNavigates = { ...navigates('classy'), name: 'Classy navigates' };
export const ClassicNavigates = { ...navigates('classic'), name: 'Classic navigates' };
export const CompactNavigates = { ...navigates('compact'), name: 'Compact navigates' };
export const DenseNavigates = { ...navigates('dense'), name: 'Dense navigates' };
export const FuturisticNavigates = { ...navigates('futuristic'), name: 'Futuristic navigates' };
export const ThinNavigates = { ...navigates('thin'), name: 'Thin navigates' };
export const CenteredNavigates = { ...navigates('centered'), name: 'Centered navigates' };
export const EnterpriseNavigates = { ...navigates('enterprise'), name: 'Enterprise navigates' };
export const MaterialNavigates = { ...navigates('material'), name: 'Material navigates' };
export const ModernNavigates = { ...navigates('modern'), name: 'Modern navigates' };
export const ClassyOnAPhone = { ...phoneDrawer('classy'), name: 'Classy on a phone' };
export const ClassicOnAPhone = { ...phoneDrawer('classic'), name: 'Classic on a phone' };
export const CompactOnAPhone = { ...phoneDrawer('compact'), name: 'Compact on a phone' };
export const DenseOnAPhone = { ...phoneDrawer('dense'), name: 'Dense on a phone' };
export const FuturisticOnAPhone = { ...phoneDrawer('futuristic'), name: 'Futuristic on a phone' };
export const ThinOnAPhone = { ...phoneDrawer('thin'), name: 'Thin on a phone' };
export const CenteredOnAPhone = { ...phoneDrawer('centered'), name: 'Centered on a phone' };
export const EnterpriseOnAPhone = { ...phoneDrawer('enterprise'), name: 'Enterprise on a phone' };
export const MaterialOnAPhone = { ...phoneDrawer('material'), name: 'Material on a phone' };
export const ModernOnAPhone = { ...phoneDrawer('modern'), name: 'Modern on a phone' };
export const EmptyWayOut = { ...emptyWayOut({}), name: 'Empty way out' };
export const EmptyWayOutOnAPhone = {
  ...emptyWayOut({ scheme: 'dark', viewport: { value: 'phone' } }),
  name: 'Empty way out on a phone',
};

/**
 * Classic, the layout the secure area opens in, offers search, shortcuts and chat in its short bar;
 * Ctrl+K and "/" open search from anywhere on the page, and "/" typed in the search stays text.
 */
export const ClassicSearchByShortcut: Story = {
  name: 'Classic search by shortcut',
  args: { layout: 'classic' },
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('banner'));
    for (const name of [
      t('shell.search.open'),
      t('shell.shortcuts.title'),
      startsWith(t('shell.chat.toggle')),
      t('shell.fullscreen.enter'),
      account(),
    ])
      await expect(banner.getByRole('button', { name })).toBeVisible();
    await expect(banner.queryByRole('button', { name: startsWith(t('shell.feed.notifications')) })).toBeNull();
    // From the page: Ctrl+K opens the bar with the focus in the field.
    canvas.getByRole('main').focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const field = await canvas.findByRole('combobox', { name: t('shell.search.label') });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('a/b');
    await expect(field).toHaveValue('a/b');
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(canvas.queryByRole('combobox', { name: t('shell.search.label') })).toBeNull());
    // "/" from a link of the navigation opens it too.
    within(canvas.getByRole('navigation', { name: t('shell.navigation') }))
      .getByRole('link', { name: t('nav.customers') })
      .focus();
    await userEvent.keyboard('/');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('shell.search.label') })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: t('shell.search.label') })).toHaveValue('');
  },
};

/** The empty layout keeps search in its drawer: "/" opens the drawer with the search field ready. */
export const EmptySearchByShortcut: Story = {
  name: 'Empty search by shortcut',
  args: { layout: 'empty' },
  play: async () => {
    // The shortcut is heard once the layout has drawn and listens: on a loaded machine a key pressed
    // at the very start can come before that, so it is pressed again until the drawer opens.
    const drawer = await settled(
      waitFor(async () => {
        const open = body().queryByRole('dialog', { name: t('shell.navigation') });
        if (open) return open;
        await userEvent.keyboard('/');
        throw new Error('The drawer has not opened yet');
      }),
    );
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: t('shell.search.label') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

/** The side navigation of vertical layouts folds away and back with the toggle. */
export const SideNavigationToggles: Story = {
  name: 'Side navigation toggles',
  args: { layout: 'classic' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: t('shell.toggleNavigation') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: t('shell.navigation') })).toBeVisible();
  },
};

/** Dense switches between the dense rail and the default navigation. */
export const DenseToggle: Story = {
  name: 'Dense toggle',
  args: { layout: 'dense' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell.navigation') });
    await expect(within(nav).getByRole('link', { name: t('nav.customers') })).not.toHaveTextContent(t('nav.customers'));
    await userEvent.click(canvas.getByRole('button', { name: t('shell.denseToggle') }));
    await expect(
      within(canvas.getByRole('navigation')).getByRole('link', { name: t('nav.customers') }),
    ).toHaveTextContent(t('nav.customers'));
    await userEvent.click(canvas.getByRole('button', { name: t('shell.denseToggle') }));
    await expect(
      within(canvas.getByRole('navigation')).getByRole('link', { name: t('nav.customers') }),
    ).not.toHaveTextContent(t('nav.customers'));
  },
};

/** The settings drawer changes the layout on the spot. */
export const SettingsChangeTheLayout: Story = {
  name: 'Settings change the layout',
  args: { layout: 'classy' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.settings.open') }));
    const drawer = await settled(body().findByRole('dialog', { name: t('shell.settings.title') }));
    await userEvent.click(
      within(drawer).getByRole('radio', { name: startsWith(t('shell.settings.layouts.enterprise')) }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('banner').closest('[data-layout]')).toHaveAttribute('data-layout', 'enterprise'),
    );
  },
};

/** A keyboard user skips the navigation straight to the page. */
export const SkipToContent: Story = {
  name: 'Skip to content',
  args: { layout: 'classy' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('shell.skipToContent') });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Turkish: Story = {
  args: { layout: 'classy' },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Müşteriler' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menüyü aç/kapat' })).toBeVisible();
  },
};
