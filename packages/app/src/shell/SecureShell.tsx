import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import {
  ErrorPage,
  FeedPanel,
  FullscreenToggle,
  isLayoutName,
  LanguageMenu,
  layoutSpecs,
  DemoBanner,
  Layout,
  LoadingBar,
  QuickChat,
  Search,
  SettingsButton,
  SettingsDrawer,
  ShortcutsPanel,
  toast,
  UserMenu,
  type SearchResult,
} from '@courier/ui';
import { loadingTracker } from '../api/client';
import { connectLive } from '../api/live';
import {
  search,
  shellQueries,
  useChatActions,
  useFeedActions,
  useShortcutActions,
  useStatusChange,
} from '../api/shell';
import { featureTitleKey, mayOpenPath, type FeedItem } from '@courier/domain';
import { useAuth } from '../auth/auth';
import { useSampleText } from '../i18n/sampleText';
import { resolveLayout, takeRefusal } from '../router/access';
import type { RouteHandle } from '../router/routes';
import { appDefaultLayout, configStore, updateConfig } from '../state/config';
import { useStore } from '../state/useStore';
import { useCompany } from '../api/company';

const noticeHidden = 'courier.demoNoticeHidden';
/** The demo's notice above every page, until it is hidden for the rest of the visit (the tab's session). */
function DemoNotice() {
  const instance = useQuery(shellQueries.instance).data;
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(noticeHidden) === 'yes');
  if (!instance?.demo || hidden) return null;
  return (
    <DemoBanner
      exposed={instance.exposed}
      onDismiss={() => {
        sessionStorage.setItem(noticeHidden, 'yes');
        setHidden(true);
      }}
    />
  );
}

/** The secure area's frame: the chosen layout with every top-bar widget wired to the API. */
export function SecureShell() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const config = useStore(configStore);
  const routeLayout = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.layout)
    .filter(Boolean)
    .at(-1);
  const asked = params.get('layout');
  const layout = resolveLayout({
    routeLayout,
    chosen: config.layout,
    queryLayout: isLayoutName(asked) ? asked : null,
    appDefault: appDefaultLayout,
  });

  // Loaded before the area shows (the route's loader); these read the cache and follow its updates.
  const user = useQuery(shellQueries.user).data!;
  const navigation = useQuery(shellQueries.navigation).data!;
  const messages = useQuery(shellQueries.messages).data ?? [];
  const notifications = useQuery(shellQueries.notifications).data ?? [];
  // Shortcuts and links are offered only where the role may go (the role table), not to bounce off.
  const role = useAuth().user!.role;
  // The sample company's texts come in the user's language.
  const say = useSampleText();
  const shortcuts = (useQuery(shellQueries.shortcuts).data ?? [])
    .filter((s) => mayOpenPath(role, s.link))
    .map((s) => ({ ...s, label: say(s.label), description: s.description === null ? null : say(s.description) }));
  const openable = (items: FeedItem[]) =>
    items.map((item) => ({
      ...item,
      title: say(item.title),
      description: say(item.description),
      link: item.link && !mayOpenPath(role, item.link) ? null : item.link,
    }));
  const chats = useQuery(shellQueries.chats).data ?? [];
  const messageActions = useFeedActions('messages');
  const notificationActions = useFeedActions('notifications');
  const shortcutActions = useShortcutActions();
  const chatActions = useChatActions();
  const changeStatus = useStatusChange();
  const [chatId, setChatId] = useState<string | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  // A message that comes into the conversation open in the panel is read there (the writer sees it seen).
  const openChat = chatOpen ? chats.find((c) => c.id === chatId) : undefined;
  useEffect(() => {
    if (openChat) chatActions.markRead(openChat);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when what is open, or its unread count, changes
  }, [openChat?.id, openChat?.unreadCount]);
  // One event stream for the tab while someone is signed in: what others change shows here.
  const queryClient = useQueryClient();
  useEffect(() => connectLive(queryClient).stop, [queryClient]);
  // A page the role may not open sends the user here: say so, rather than land without a word.
  useEffect(() => {
    const refused = takeRefusal();
    if (refused)
      toast.caution(
        t('access.refused', {
          ns: 'ui',
          page: t(featureTitleKey(refused), { ns: 'ui' }),
          role: t(`roles.${role}`, { ns: 'ui' }),
        }),
      );
  }, [location.pathname, role, t]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A top bar without messages and notifications (classic) offers them in the user menu, opening at the side.
  const [feedOpen, setFeedOpen] = useState<'messages' | 'notifications' | null>(null);
  const language = i18n.language === 'tr' ? 'tr' : 'en';
  const changeLanguage = (next: typeof language) => void i18n.changeLanguage(next);
  // The language the person chose in My account, on any device, once signed in.
  const chosen = user.language;
  useEffect(() => {
    if (chosen && chosen !== i18n.language) void i18n.changeLanguage(chosen);
  }, [chosen, i18n]);

  const open = (result: SearchResult) => void navigate(result.link);
  // A choice in the drawer replaces a `layout` query parameter, which would otherwise outrank it.
  const chooseLayout = (chosen: typeof layout) => {
    updateConfig({ layout: chosen });
    if (params.has('layout')) {
      const next = new URLSearchParams(params);
      next.delete('layout');
      setParams(next, { replace: true });
    }
  };
  return (
    <Layout
      layout={layout}
      navigation={navigation}
      currentPath={location.pathname}
      companyName={company.name}
      companyLogo={company.logo}
      user={user}
      loadingBar={<LoadingBar tracker={loadingTracker} />}
      banner={<DemoNotice />}
      widgets={{
        search: <Search appearance="bar" onSearch={search} onOpenResult={open} />,
        languages: <LanguageMenu language={language} onChange={changeLanguage} />,
        fullscreen: <FullscreenToggle />,
        shortcuts: <ShortcutsPanel shortcuts={shortcuts} {...shortcutActions} />,
        messages: <FeedPanel kind="messages" items={openable(messages)} {...messageActions} />,
        notifications: <FeedPanel kind="notifications" items={openable(notifications)} {...notificationActions} />,
        chat: (
          <QuickChat
            chats={chats}
            selectedChatId={chatId}
            onSelectChat={(id) => {
              setChatId(id);
              const chat = chats.find((c) => c.id === id);
              if (chat) chatActions.markRead(chat);
            }}
            onSend={chatActions.send}
            onOpenChange={setChatOpen}
          />
        ),
        settings: <SettingsButton onPress={() => setSettingsOpen(true)} />,
        // Classic's bar has only fullscreen and this menu, so it also carries the language and the settings.
        user: (
          <UserMenu
            user={user}
            onStatusChange={(status) => changeStatus(user, status)}
            onSignOut={() => void navigate('/sign-out')}
            language={{ current: language, onChange: changeLanguage }}
            links={[
              {
                id: 'account',
                label: t('account.open', { ns: 'ui' }),
                icon: 'heroicons_outline:user-circle',
                href: '/secure/account',
              },
            ]}
            onOpenSettings={() => setSettingsOpen(true)}
            feeds={
              layoutSpecs[layout].topBar === 'minimal'
                ? {
                    messages: messages.filter((m) => !m.read).length,
                    notifications: notifications.filter((n) => !n.read).length,
                    onOpen: setFeedOpen,
                  }
                : undefined
            }
          />
        ),
      }}
    >
      <Outlet />
      {(['messages', 'notifications'] as const).map((kind) => (
        <FeedPanel
          key={kind}
          presentation="drawer"
          kind={kind}
          items={openable(kind === 'messages' ? messages : notifications)}
          {...(kind === 'messages' ? messageActions : notificationActions)}
          isOpen={feedOpen === kind}
          onOpenChange={(open) => setFeedOpen(open ? kind : null)}
        />
      ))}
      <SettingsDrawer
        withTrigger={false}
        isOpen={settingsOpen}
        onOpenChange={setSettingsOpen}
        theme={config.theme}
        scheme={config.scheme}
        layout={layout}
        onThemeChange={(theme) => updateConfig({ theme })}
        onSchemeChange={(scheme) => updateConfig({ scheme })}
        onLayoutChange={chooseLayout}
      />
    </Layout>
  );
}

/** When the shell's data cannot be loaded (not a 401: that signs out), say so and offer a retry. */
export function SecureError() {
  const revalidator = useRevalidator();
  return <ErrorPage onRetry={() => void revalidator.revalidate()} />;
}
