/**
 * The shell as the layouts' stories show it (every widget wired to state) and the checks that the
 * showcase stories and the interaction tests share.
 */
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { startsWith, storyLanguage, t } from '../../testing/t';
import { featureOfPath, featureTitleKey, type FeedItem, type Shortcut, type UserStatus } from '@courier/domain';
import { useUiTranslation, type Language } from '../../i18n';
import { useCourierFormat } from '../../courier/format';
import { StatCard } from '../../primitives/StatCard/StatCard';
import type { SchemePreference, ThemeName } from '../../theme/palettes';
import { contrastOf } from '../../theme/contrast';
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
import {
  storyChats,
  storyMessages,
  storyNavigation,
  storyNotifications,
  storyNow,
  storyShortcuts,
  storyUser,
} from '../fixtures';
import { DemoBanner } from '../DemoBanner/DemoBanner';
import { Layout } from './Layout';
import type { LayoutName } from './layouts';

export const tracker = new LoadingTracker();
const company = 'Courier Express';

/** The page's heading, named as its menu entry names it (the app's pages head themselves the same way). */
function PageTitle({ path }: { path: string }) {
  const { t } = useUiTranslation();
  const feature = featureOfPath(path);
  return <h1 style={{ margin: '0 0 1.5rem' }}>{feature ? t(featureTitleKey(feature)) : path}</h1>;
}

/** Every widget wired to state, the way the app wires them to its data hooks. */
export function Shell({
  layout: initialLayout,
  path: initialPath = '/secure/dashboard',
  demoNotice,
  companyLogo,
  avatar = null,
}: {
  layout: LayoutName;
  path?: string;
  /** The demo's notice above the page, as the app shows it on a demo (exposed: reachable from other machines). */
  demoNotice?: 'demo' | 'exposed';
  /** The company's logo, in place of the product's mark. */
  companyLogo?: string;
  /** The signed-in user's photo; none: his initials. */
  avatar?: string | null;
}) {
  const format = useCourierFormat();
  const { t: translate, i18n } = useUiTranslation();
  const [noticeShown, setNoticeShown] = useState(Boolean(demoNotice));
  const [layout, setLayout] = useState(initialLayout);
  const [path, setPath] = useState(initialPath);
  const [language, setLanguage] = useState<Language>(i18n.language === 'tr' ? 'tr' : 'en');
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
        companyLogo={companyLogo}
        user={{ ...storyUser, avatar }}
        loadingBar={<LoadingBar tracker={tracker} />}
        banner={
          noticeShown ? <DemoBanner exposed={demoNotice === 'exposed'} onDismiss={() => setNoticeShown(false)} /> : null
        }
        widgets={{
          search: <Search appearance="bar" onSearch={async () => []} onOpenResult={(r) => setPath(r.link)} />,
          languages: <LanguageMenu language={language} onChange={setLanguage} />,
          fullscreen: <FullscreenToggle onError={() => {}} />,
          shortcuts: (
            <ShortcutsPanel
              shortcuts={shortcuts}
              onCreate={(s) =>
                setShortcuts((all) => [...all, { ...s, description: s.description ?? null, id: `s${all.length + 1}` }])
              }
              onUpdate={(id, s) =>
                setShortcuts((all) =>
                  all.map((x) => (x.id === id ? { ...s, description: s.description ?? null, id } : x)),
                )
              }
              onDelete={(id) => setShortcuts((all) => all.filter((x) => x.id !== id))}
            />
          ),
          messages: <FeedPanel kind="messages" items={messages} {...feed(setMessages)} />,
          notifications: <FeedPanel kind="notifications" items={notifications} {...feed(setNotifications)} />,
          chat: (
            <QuickChat
              chats={storyChats}
              selectedChatId={chat}
              onSelectChat={setChat}
              onSend={() => {}}
              now={storyNow}
            />
          ),
          settings: (
            <SettingsDrawer
              theme={theme}
              scheme={scheme}
              layout={layout}
              onThemeChange={setTheme}
              onSchemeChange={setScheme}
              onLayoutChange={setLayout}
            />
          ),
          user: <UserMenu user={{ ...storyUser, avatar, status }} onStatusChange={setStatus} onSignOut={() => {}} />,
        }}
      >
        <PageTitle path={path} />
        <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
          <StatCard
            label={translate('shell.sample.parcelsToday')}
            value={format.count(1284)}
            icon="heroicons_outline:cube"
            delta={format.signedPercent(8.2)}
            deltaTone="good"
            deltaDirection="up"
          />
          <StatCard
            label={translate('shell.sample.deliveredOnTime')}
            value={format.percent(96.4)}
            icon="heroicons_outline:check-badge"
            tone="success"
          />
          <StatCard
            label={translate('live.trucks')}
            value={format.count(37)}
            icon="heroicons_outline:truck"
            tone="info"
          />
          <StatCard
            label={translate('dashboard.openComplaints')}
            value={format.count(14)}
            icon="heroicons_outline:chat-bubble-left-right"
            tone="caution"
          />
        </div>
      </Layout>
    </RouterProvider>
  );
}

export const body = () => within(document.body);

const year = String(new Date().getFullYear());
/** The bar's buttons, named in the story's language (read when a play runs, not when the file loads). */
const open = () => t('shell.search.open');
/** The user menu's button. */
export const account = () => `${t('shell.user.menu')}: Aylin Aksoy`;
const feedButton = (kind: 'messages' | 'notifications') => startsWith(t(`shell.feed.${kind}`));
const fullBar = () => [
  open(),
  `${t('shell.language')}: ${t(`shell.languages.${storyLanguage()}`)}`,
  t('shell.fullscreen.enter'),
  t('shell.shortcuts.title'),
  feedButton('messages'),
  feedButton('notifications'),
  startsWith(t('shell.chat.toggle')),
  t('shell.settings.open'),
  account(),
];
/** On phones the bar keeps these; the rest sit at the foot of the navigation drawer. */
const phoneBar = () => [
  open(),
  feedButton('messages'),
  feedButton('notifications'),
  startsWith(t('shell.chat.toggle')),
  account(),
];
export const inDrawer = () => [
  `${t('shell.language')}: ${t(`shell.languages.${storyLanguage()}`)}`,
  t('shell.fullscreen.enter'),
  t('shell.shortcuts.title'),
  t('shell.settings.open'),
];

/** What every layout but empty has: the logo, the footer and the top bar its spec gives it. */
export async function checkFrame(canvas: ReturnType<typeof within>, layout: LayoutName, phone = false) {
  await expect(canvas.getByRole('contentinfo')).toHaveTextContent(t('shell.footer', { year, company }));
  // The logo: the mark and the name, or on the narrow rails the mark named for screen readers.
  await expect(
    [...canvas.queryAllByText(company), ...canvas.queryAllByRole('img', { name: company })].length,
  ).toBeGreaterThan(0);
  await expect(canvas.getByRole('main')).toHaveTextContent(t('shell.sample.parcelsToday'));
  const bar: HTMLElement = canvas.getByRole('banner');
  const banner = within(bar);
  if (layout === 'classic') {
    await expect(banner.getByRole('button', { name: account() })).toBeVisible();
    await expect(banner.queryByRole('button', { name: startsWith(t('shell.language')) })).toBeNull();
    await expect(banner.queryByRole('button', { name: feedButton('notifications') })).toBeNull();
    if (!phone) await expect(banner.getByRole('button', { name: t('shell.fullscreen.enter') })).toBeVisible();
  } else {
    for (const name of phone ? phoneBar() : fullBar())
      await expect(banner.getByRole('button', { name })).toBeInTheDocument();
    // Nothing spills out of the bar.
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  }
  // As drawn: the bar's icons keep 3:1 against what they sit on, its text 4.5:1 (in the scheme the story is in).
  const barGround = getComputedStyle(bar).backgroundColor;
  /** The colour an element is read on: its own fill or the nearest painted one around it, up to the bar. */
  const groundOf = (element: HTMLElement) => {
    for (let at: HTMLElement | null = element; at && at !== bar; at = at.parentElement) {
      const fill = getComputedStyle(at).backgroundColor;
      if (!/^rgba\(\d+, \d+, \d+, 0\)$|^transparent$/.test(fill)) return fill;
    }
    return barGround;
  };
  const contrast = (element: HTMLElement) => contrastOf(getComputedStyle(element).color, groundOf(element), barGround);
  for (const button of banner.getAllByRole('button').filter((b) => b.querySelector('svg') && b.checkVisibility()))
    await expect(contrast(button), button.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(3);
  for (const text of [...bar.querySelectorAll<HTMLElement>('span, strong, a')].filter(
    (t) => t.childElementCount === 0 && t.textContent?.trim() && t.checkVisibility(),
  ))
    await expect(contrast(text), text.textContent!).toBeGreaterThanOrEqual(4.5);
}
