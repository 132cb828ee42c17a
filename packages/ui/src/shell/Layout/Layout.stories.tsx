import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FeedItem, Shortcut, UserStatus } from '@courier/domain';
import type { Language } from '../../i18n';
import { StatCard } from '../../primitives/StatCard/StatCard';
import { withPhone } from '../../testing/modes';
import type { SchemePreference, ThemeName } from '../../theme/palettes';
import { FeedPanel } from '../FeedPanel/FeedPanel';
import { LoadingBar } from '../LoadingBar/LoadingBar';
import { LoadingTracker } from '../LoadingBar/loadingTracker';
import { QuickChat } from '../QuickChat/QuickChat';
import { Search } from '../Search/Search';
import { SettingsDrawer } from '../SettingsDrawer/SettingsDrawer';
import { ShortcutsPanel } from '../ShortcutsPanel/ShortcutsPanel';
import { FullscreenToggle } from '../TopBar/FullscreenToggle';
import { LanguageMenu } from '../TopBar/LanguageMenu';
import { UserMenu } from '../UserMenu/UserMenu';
import { storyChats, storyMessages, storyNavigation, storyNotifications, storyNow, storyShortcuts, storyUser } from '../fixtures';
import { Layout } from './Layout';
import type { LayoutName } from './layouts';
import { settled } from '../../testing/motion';

const tracker = new LoadingTracker();
const company = 'Courier Express';

/** Every widget wired to state, the way the app wires them to its data hooks. */
function Shell({ layout: initialLayout, path: initialPath = '/secure/dashboard' }: { layout: LayoutName; path?: string }) {
  const [layout, setLayout] = useState(initialLayout);
  const [path, setPath] = useState(initialPath);
  const [language, setLanguage] = useState<Language>('en');
  const [theme, setTheme] = useState<ThemeName>('default');
  const [scheme, setScheme] = useState<SchemePreference>('light');
  const [status, setStatus] = useState<UserStatus>('online');
  const [messages, setMessages] = useState<FeedItem[]>(storyMessages);
  const [notifications, setNotifications] = useState<FeedItem[]>(storyNotifications);
  const [shortcuts, setShortcuts] = useState<Shortcut[]>(storyShortcuts);
  const [chat, setChat] = useState<string | null>(null);
  const feed = (set: typeof setMessages) => ({
    onToggleRead: (item: FeedItem) => set((all) => all.map((i) => (i.id === item.id ? { ...i, read: !i.read } : i))),
    onRemove: (item: FeedItem) => set((all) => all.filter((i) => i.id !== item.id)),
    onMarkAllRead: () => set((all) => all.map((i) => ({ ...i, read: true }))),
  });
  return (
    <RouterProvider navigate={setPath}>
      <Layout
        layout={layout}
        navigation={storyNavigation}
        currentPath={path}
        companyName={company}
        user={storyUser}
        loadingBar={<LoadingBar tracker={tracker} />}
        widgets={{
          search: <Search appearance="bar" onSearch={async () => []} onOpenResult={(r) => setPath(r.link)} />,
          languages: <LanguageMenu language={language} onChange={setLanguage} />,
          fullscreen: <FullscreenToggle onError={() => {}} />,
          shortcuts: <ShortcutsPanel shortcuts={shortcuts} onCreate={(s) => setShortcuts((all) => [...all, { ...s, description: s.description ?? null, id: `s${all.length + 1}` }])} onUpdate={(id, s) => setShortcuts((all) => all.map((x) => (x.id === id ? { ...s, description: s.description ?? null, id } : x)))} onDelete={(id) => setShortcuts((all) => all.filter((x) => x.id !== id))} />,
          messages: <FeedPanel kind="messages" items={messages} {...feed(setMessages)} />,
          notifications: <FeedPanel kind="notifications" items={notifications} {...feed(setNotifications)} />,
          chat: <QuickChat chats={storyChats} selectedChatId={chat} onSelectChat={setChat} onSend={() => {}} now={storyNow} />,
          settings: <SettingsDrawer theme={theme} scheme={scheme} layout={layout} onThemeChange={setTheme} onSchemeChange={setScheme} onLayoutChange={setLayout} />,
          user: <UserMenu user={{ ...storyUser, status }} onStatusChange={setStatus} onSignOut={() => {}} />,
        }}
      >
        <h1 style={{ margin: '0 0 1.5rem' }}>{path === '/secure/dashboard' ? 'Dashboard' : path}</h1>
        <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
          <StatCard label="Parcels today" value="1,284" icon="heroicons_outline:cube" delta="+8.2 %" deltaTone="good" deltaDirection="up" />
          <StatCard label="Delivered on time" value="96.4 %" icon="heroicons_outline:check-badge" tone="success" />
          <StatCard label="Trucks on the road" value="37" icon="heroicons_outline:truck" tone="info" />
          <StatCard label="Open complaints" value="14" icon="heroicons_outline:chat-bubble-left-right" tone="caution" />
        </div>
      </Layout>
    </RouterProvider>
  );
}

const meta = {
  title: 'Shell/Layouts',
  component: Shell,
  parameters: { layout: 'fullscreen', chromatic: { modes: withPhone } },
  args: { layout: 'classy' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

const year = String(new Date().getFullYear());
const fullBar = ['Open search', 'Language: English', 'Enter fullscreen', 'Shortcuts', /^Messages/, /^Notifications/, /^Team chat/, 'Settings', 'Account: Aylin Aksoy'];
/** On phones the bar keeps these; the rest sit at the foot of the navigation drawer. */
const phoneBar = ['Open search', /^Messages/, /^Notifications/, /^Team chat/, 'Account: Aylin Aksoy'];
const inDrawer = ['Language: English', 'Enter fullscreen', 'Shortcuts', 'Settings'];

/** What every layout but empty has: the logo, the footer and the top bar its spec gives it. */
async function checkFrame(canvas: ReturnType<typeof within>, layout: LayoutName, phone = false) {
  await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${year} ${company}`);
  // The logo: the mark and the name, or on the narrow rails the mark named for screen readers.
  await expect([...canvas.queryAllByText(company), ...canvas.queryAllByRole('img', { name: company })].length).toBeGreaterThan(0);
  await expect(canvas.getByRole('main')).toHaveTextContent('Parcels today');
  const banner = within(canvas.getByRole('banner'));
  if (layout === 'classic') {
    await expect(banner.getByRole('button', { name: 'Account: Aylin Aksoy' })).toBeVisible();
    await expect(banner.queryByRole('button', { name: /^Language/ })).toBeNull();
    await expect(banner.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    if (!phone) await expect(banner.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible();
  } else {
    for (const name of phone ? phoneBar : fullBar) await expect(banner.getByRole('button', { name })).toBeInTheDocument();
    // Nothing spills out of the bar.
    const bar = canvas.getByRole('banner');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  }
}

/** Desktop: the navigation is beside or above the content, and the page is marked in it. */
const desktop = (layout: LayoutName, scheme: 'light' | 'dark' = 'light'): Story => ({
  args: { layout },
  globals: { scheme },
  play: async ({ canvas }) => {
    await checkFrame(canvas, layout);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Customers' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/secure/customers');
    await expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Below md: no navigation on the page; the toggle opens it as an overlay drawer, and choosing a page closes it. */
const mobile = (layout: LayoutName, scheme: 'light' | 'dark' = 'light'): Story => ({
  args: { layout },
  globals: { scheme, viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    await checkFrame(canvas, layout, true);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const drawer = await settled(body().findByRole('dialog', { name: 'Main navigation' }));
    const tools = within(drawer).getByRole('group', { name: 'Tools' });
    // Visible once the drawer has slid in.
    for (const name of layout === 'classic' ? ['Enter fullscreen'] : inDrawer) await waitFor(() => expect(within(tools).getByRole('button', { name })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('link', { name: 'Trucks' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/secure/trucks');
  },
});

export const Classy = desktop('classy');
export const ClassyDark = desktop('classy', 'dark');
export const ClassyMobile = mobile('classy');
export const ClassyMobileDark = mobile('classy', 'dark');
export const Classic = desktop('classic');
export const ClassicDark = desktop('classic', 'dark');
export const ClassicMobile = mobile('classic');
export const ClassicMobileDark = mobile('classic', 'dark');
export const Compact = desktop('compact');
export const CompactDark = desktop('compact', 'dark');
export const CompactMobile = mobile('compact');
export const CompactMobileDark = mobile('compact', 'dark');
export const Dense = desktop('dense');
export const DenseDark = desktop('dense', 'dark');
export const DenseMobile = mobile('dense');
export const DenseMobileDark = mobile('dense', 'dark');
export const Futuristic = desktop('futuristic');
export const FuturisticDark = desktop('futuristic', 'dark');
export const FuturisticMobile = mobile('futuristic');
export const FuturisticMobileDark = mobile('futuristic', 'dark');
export const Thin = desktop('thin');
export const ThinDark = desktop('thin', 'dark');
export const ThinMobile = mobile('thin');
export const ThinMobileDark = mobile('thin', 'dark');
export const Centered = desktop('centered');
export const CenteredDark = desktop('centered', 'dark');
export const CenteredMobile = mobile('centered');
export const CenteredMobileDark = mobile('centered', 'dark');
export const Enterprise = desktop('enterprise');
export const EnterpriseDark = desktop('enterprise', 'dark');
export const EnterpriseMobile = mobile('enterprise');
export const EnterpriseMobileDark = mobile('enterprise', 'dark');
export const Material = desktop('material');
export const MaterialDark = desktop('material', 'dark');
export const MaterialMobile = mobile('material');
export const MaterialMobileDark = mobile('material', 'dark');
export const Modern = desktop('modern');
export const ModernDark = desktop('modern', 'dark');
export const ModernMobile = mobile('modern');
export const ModernMobileDark = mobile('modern', 'dark');

/**
 * Empty: the loading bar and the content with its margins; a floating button (or Alt+M) opens
 * the menu with every tool, so the layout never traps its user.
 */
const empty = (scheme: 'light' | 'dark', viewport?: string): Story => ({
  args: { layout: 'empty' },
  globals: { scheme, ...(viewport ? { viewport: { value: viewport } } : {}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Parcels today');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
    tracker.setStatus(true, '/api/v1/dashboard');
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    tracker.setStatus(false, '/api/v1/dashboard');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());

    // The way out, by keyboard: the menu and the tools, settings and the user's menu among them.
    await userEvent.keyboard('{Alt>}m{/Alt}');
    const drawer = await settled(within(document.body).findByRole('dialog', { name: 'Main navigation' }));
    await expect(within(drawer).getByRole('link', { name: /Dashboard/ })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: /Aylin Aksoy/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Menu and tools (Alt+M)' })).toBeVisible();
  },
});
export const Empty = empty('light');
export const EmptyDark = empty('dark');
export const EmptyMobile = empty('light', 'mobile2');
export const EmptyMobileDark = empty('dark', 'mobile2');

/** The side navigation of vertical layouts folds away and back with the toggle. */
export const SideNavigationToggles: Story = {
  args: { layout: 'classic' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** Dense switches between the dense rail and the default navigation. */
export const DenseToggle: Story = {
  args: { layout: 'dense' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Customers' })).not.toHaveTextContent('Customers');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle dense navigation' }));
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'Customers' })).toHaveTextContent('Customers');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle dense navigation' }));
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'Customers' })).not.toHaveTextContent('Customers');
  },
};

/** The settings drawer changes the layout on the spot. */
export const SettingsChangeTheLayout: Story = {
  args: { layout: 'classy' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const drawer = await settled(body().findByRole('dialog', { name: 'Settings' }));
    await userEvent.click(within(drawer).getByRole('radio', { name: /^Enterprise/ }));
    await waitFor(() => expect(canvas.getByRole('banner').closest('[data-layout]')).toHaveAttribute('data-layout', 'enterprise'));
  },
};

/** A keyboard user skips the navigation straight to the page. */
export const SkipToContent: Story = {
  args: { layout: 'classy' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
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
