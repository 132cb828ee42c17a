import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyLayout,
  isLayoutName,
  LoadingBar,
  Logo,
  RouteAnnouncer,
  Spinner,
  ToastRegion,
  UiProvider,
  type Language,
} from '@courier/ui';
import { loadingTracker } from '../api/client';
import { configStore, updateConfig } from '../state/config';
import { useStore } from '../state/useStore';
import { NavContext, type Nav } from './nav';

interface FrameProps {
  pathname: string;
  nav: Nav;
  useHref?: (href: string) => string;
  /** The first page shown is already a page change (the visit began on a public page). */
  pageChanged?: boolean;
  children: ReactNode;
}

/**
 * Around every page, whichever router drives it (the signed-in app's, router/Root.tsx, or the
 * public first page's, public/PublicApp.tsx): theme, scheme, language, the router for the
 * library's links, toasts, page changes announced.
 */
export function Frame({ pathname, nav, useHref, pageChanged, children }: FrameProps) {
  const config = useStore(configStore);
  const { i18n } = useTranslation();
  const asked = nav.params.get('layout');
  // A `layout` query parameter is saved into the config (core spec section 2).
  useEffect(() => {
    if (isLayoutName(asked) && asked !== configStore.get().layout) updateConfig({ layout: asked });
  }, [asked]);
  const language: Language = i18n.language === 'tr' ? 'tr' : 'en';
  return (
    <UiProvider
      theme={config.theme}
      scheme={config.scheme}
      language={language}
      navigate={(path) => void nav.navigate(path)}
      useHref={useHref}
    >
      <NavContext.Provider value={nav}>{children}</NavContext.Provider>
      <ToastRegion />
      <RouteAnnouncer pathname={pathname} announceFirst={pageChanged} />
    </UiProvider>
  );
}

/** A page in the empty layout (no menu, no header), with the bar that shows the API's calls. */
export function EmptyPage({ children }: { children: ReactNode }) {
  return <EmptyLayout loadingBar={<LoadingBar tracker={loadingTracker} />}>{children}</EmptyLayout>;
}

/**
 * The first page is still loading its code or its data: the company's mark where the page's HTML
 * showed it before any script ran (index.html), the spinner under it.
 */
export function Booting() {
  const config = configStore.get();
  return (
    <UiProvider theme={config.theme} scheme={config.scheme}>
      <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
        <div style={{ position: 'relative', display: 'flex' }}>
          <span aria-hidden style={{ display: 'flex' }}>
            <Logo companyName="" markOnly />
          </span>
          <span
            style={{ position: 'absolute', top: 'calc(100% + 1.5rem)', left: '50%', transform: 'translateX(-50%)' }}
          >
            <Spinner size="lg" />
          </span>
        </div>
      </div>
    </UiProvider>
  );
}
