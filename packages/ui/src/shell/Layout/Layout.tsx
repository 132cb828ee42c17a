import { useEffect, useState, type ReactNode } from 'react';
import type { Navigation } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { mediaUp } from '../../theme/breakpoints';
import { HorizontalNavigation, VerticalNavigation } from '../Navigation/Navigation';
import { SearchOpenedByShortcut, useSearchShortcut } from '../Search/Search';
import * as navStyles from '../Navigation/Navigation.css';
import { layoutSpecs, topBarTone, type LayoutName, type VerticalAppearance } from './layouts';
import { useMedia } from './useMedia';
import { EmptyLayout } from './EmptyLayout';
import { Logo } from './Logo';
import * as styles from './Layout.css';

/** The top bar's widgets; the layout shows those it has room for. */
export interface TopBarWidgets {
  languages?: ReactNode;
  fullscreen?: ReactNode;
  search?: ReactNode;
  shortcuts?: ReactNode;
  messages?: ReactNode;
  notifications?: ReactNode;
  chat?: ReactNode;
  settings?: ReactNode;
  user?: ReactNode;
}

export interface LayoutProps {
  layout: LayoutName;
  navigation: Navigation;
  currentPath: string;
  companyName: string;
  /** The company's logo (its address or image data), in place of the product's mark; none: the mark. */
  companyLogo?: string | null;
  widgets: TopBarWidgets;
  /** The signed-in user, shown at the top of the navigation in classy and futuristic. */
  user?: { name: string; email: string; avatar: string | null };
  loadingBar?: ReactNode;
  /** A strip above the page (the demo's notice), under the top bar's row of the page's column. */
  banner?: ReactNode;
  children: ReactNode;
  /** The year of the footer's copyright (defaults to this year). */
  year?: number;
}

const mobileBar: (keyof TopBarWidgets)[] = ['search', 'messages', 'notifications', 'chat', 'user'];

/** A layout of the shell: navigation, top bar, content and footer, as the chosen layout arranges them. */
export function Layout({
  layout,
  navigation,
  currentPath,
  companyName,
  companyLogo,
  widgets,
  user,
  loadingBar,
  banner,
  children,
  year = new Date().getFullYear(),
}: LayoutProps) {
  const { t } = useUiTranslation();
  const spec = layoutSpecs[layout];
  const wide = useMedia(mediaUp('md'));
  const roomy = useMedia(mediaUp('xl'));
  const [sideOpen, setSideOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dense, setDense] = useState(true);
  const bare = spec.navigation === 'none';
  // The empty layout keeps search in its drawer: Ctrl+K or "/" opens the drawer with search open.
  const [searchByShortcut, setSearchByShortcut] = useState(false);
  useSearchShortcut(() => {
    setSearchByShortcut(true);
    setDrawerOpen(true);
  }, bare && !drawerOpen);
  if (searchByShortcut && !drawerOpen) setSearchByShortcut(false);
  // The empty layout keeps a way out: Alt+M opens the menu and the tools, as its floating button does.
  useEffect(() => {
    if (!bare) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyM') {
        event.preventDefault();
        setDrawerOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bare]);

  const appearance: VerticalAppearance = spec.appearance === 'dense' && !dense ? 'default' : spec.appearance;
  const verticalItems =
    appearance === 'default'
      ? navigation.default
      : appearance === 'futuristic'
        ? navigation.futuristic
        : navigation.compact;
  const userCard =
    user && spec.userInNavigation && appearance !== 'thin' ? (
      <div className={navStyles.userCard}>
        <Avatar name={user.name} src={user.avatar} size="xl" />
        <span className={navStyles.userName}>{user.name}</span>
        <span className={navStyles.userEmail}>{user.email}</span>
      </div>
    ) : null;
  const navHeader = (
    <>
      <div className={navStyles.header}>
        <Logo
          companyName={companyName}
          logo={companyLogo}
          markOnly={appearance === 'compact' || appearance === 'thin' || appearance === 'dense'}
        />
        {spec.appearance === 'dense' ? (
          <IconButton
            icon={dense ? 'heroicons_outline:chevron-double-right' : 'heroicons_outline:chevron-double-left'}
            label={t('shell.denseToggle')}
            size="sm"
            onPress={() => setDense(!dense)}
          />
        ) : null}
      </div>
      {userCard}
    </>
  );

  const side = spec.navigation === 'vertical' && wide && sideOpen;
  const toggle =
    spec.navigation === 'vertical' || !wide ? (
      <IconButton
        icon="heroicons_outline:bars-3"
        label={t('shell.toggleNavigation')}
        onPress={() => (wide ? setSideOpen(!sideOpen) : setDrawerOpen(true))}
        aria-expanded={wide ? sideOpen : drawerOpen}
      />
    ) : null;
  // Classic's bar is the short one: still search, shortcuts and chat, which staff use all day.
  const shown: (keyof TopBarWidgets)[] =
    spec.topBar === 'minimal'
      ? ['search', 'fullscreen', 'shortcuts', 'chat', 'user']
      : ['search', 'languages', 'fullscreen', 'shortcuts', 'messages', 'notifications', 'chat', 'settings', 'user'];
  // Below md the bar keeps what is used all day; language, fullscreen, shortcuts and settings move to the foot of the navigation drawer.
  const inBar = wide ? shown : shown.filter((name) => mobileBar.includes(name));
  const inDrawer = wide ? [] : shown.filter((name) => !mobileBar.includes(name));
  const render = (names: (keyof TopBarWidgets)[]) =>
    names.map((name) =>
      widgets[name] ? (
        <span key={name} style={{ display: 'contents' }}>
          {widgets[name]}
        </span>
      ) : null,
    );
  /** The navigation in a drawer from the left, with the tools the bar cannot show at its foot. */
  const drawer = (tools: (keyof TopBarWidgets)[]) => (
    <Drawer
      isOpen={drawerOpen}
      onOpenChange={setDrawerOpen}
      title={t('shell.navigation')}
      side="left"
      width="min(18rem, 85vw)"
      hideHeader
    >
      <VerticalNavigation
        items={navigation.default}
        currentPath={currentPath}
        appearance="default"
        header={navHeader}
        onNavigate={() => setDrawerOpen(false)}
        footer={
          tools.length ? (
            <div className={styles.drawerTools} role="group" aria-label={t('shell.tools')}>
              {render(tools)}
            </div>
          ) : null
        }
      />
    </Drawer>
  );

  if (bare)
    return (
      <EmptyLayout loadingBar={loadingBar} padded>
        {banner}
        {children}
        <div className={styles.escape}>
          <IconButton
            icon="heroicons_outline:bars-3"
            label={t('shell.openMenu')}
            size="lg"
            aria-expanded={drawerOpen}
            onPress={() => setDrawerOpen(true)}
          />
        </div>
        <SearchOpenedByShortcut.Provider value={searchByShortcut}>
          {drawer([
            'search',
            'languages',
            'fullscreen',
            'shortcuts',
            'messages',
            'notifications',
            'chat',
            'settings',
            'user',
          ])}
        </SearchOpenedByShortcut.Provider>
      </EmptyLayout>
    );
  const horizontal =
    spec.navigation === 'horizontal' && wide ? (
      <HorizontalNavigation items={navigation.horizontal} currentPath={currentPath} />
    ) : null;
  // Modern puts the menu in the bar itself when there is room for it beside the tools (xl and up).
  const inlineNav = layout === 'modern' && roomy;

  const content = (
    <main
      id="main-content"
      tabIndex={-1}
      className={[styles.content, spec.boxed && layout !== 'material' ? styles.boxed : ''].join(' ')}
    >
      {children}
    </main>
  );

  return (
    <div className={styles.root} data-layout={layout}>
      {loadingBar}
      {/* Focus moves without touching the URL, which belongs to the app's router. */}
      <a
        href="#main-content"
        className={styles.skip}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      {side ? (
        <aside className={`${styles.sidebar} ${styles.sidebarWidth[appearance]}`}>
          <VerticalNavigation
            items={verticalItems}
            currentPath={currentPath}
            appearance={appearance}
            header={navHeader}
          />
        </aside>
      ) : null}
      <div className={styles.main}>
        {banner}
        <header className={[styles.topBar, topBarTone(layout) === 'dark' ? styles.topBarDark : ''].join(' ')}>
          {toggle}
          {spec.navigation === 'horizontal' || !side ? (
            <Logo companyName={companyName} logo={companyLogo} markOnly={!wide} />
          ) : null}
          {inlineNav ? <div className={styles.inlineNav}>{horizontal}</div> : null}
          <span className={styles.spacer} />
          {render(inBar)}
        </header>
        {horizontal && !inlineNav ? <div className={styles.navRow}>{horizontal}</div> : null}
        {layout === 'material' ? <div className={styles.materialCard}>{content}</div> : content}
        <footer className={styles.footer}>{t('shell.footer', { year, company: companyName })}</footer>
      </div>
      {!wide ? drawer(inDrawer) : null}
    </div>
  );
}
