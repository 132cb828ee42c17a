import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isLayoutName, RouteAnnouncer, Spinner, ToastRegion, UiProvider, type Language } from '@courier/ui';
import { configStore, updateConfig } from '../state/config';
import { useStore } from '../state/store';

/** Around every page: theme, scheme, language, the router for the library's links, toasts, scroll restoration, page changes announced. */
export function Root() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useStore(configStore);
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('layout');
  // A `layout` query parameter is saved into the config (core spec section 2).
  useEffect(() => {
    if (isLayoutName(asked) && asked !== configStore.get().layout) updateConfig({ layout: asked });
  }, [asked]);
  const language: Language = i18n.language === 'tr' ? 'tr' : 'en';
  return (
    <UiProvider theme={config.theme} scheme={config.scheme} language={language} navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
      <ToastRegion />
      <RouteAnnouncer pathname={pathname} />
      <ScrollRestoration />
    </UiProvider>
  );
}

/** The first page is still loading its data. */
export function Booting() {
  const config = configStore.get();
  return (
    <UiProvider theme={config.theme} scheme={config.scheme}>
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner size="lg" />
      </div>
    </UiProvider>
  );
}
