import type { Meta, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers, createInPageApi, demoAccounts, demoPassword } from '@courier/mocks';
import { uiNamespace } from '@courier/ui';
import { App } from './App';
import { onUnauthorized } from './api/client';
import { createQueryClient } from './api/queryClient';
import { dropToken, saveToken } from './api/session';
import { setUser } from './auth/auth';
import { initI18n } from './i18n';
import { createRoutes } from './router/routes';
import { configStore, defaultConfig, type AppConfig } from './state/config';

/**
 * The whole app on the mock API, at a path, as a guest or as one of the demo accounts: the
 * guarded flows, played in the browser. A smaller sample keeps each story quick.
 */
const app = createInPageApi({ parcels: 300 });
const { api } = app;
const onSignOutReload = fn();
/** The toolbar's theme and scheme each mounted story was last drawn with, by its render's abort signal. */
const toolbarOf = new WeakMap<AbortSignal, Pick<AppConfig, 'theme' | 'scheme'>>();

interface Args {
  path: string;
  as: (typeof demoAccounts)[number]['role'] | null;
}

function Story({ path }: Args) {
  // One app per mount: a redraw (the toolbar's scheme switched) keeps the page the play went to.
  const [{ queryClient, router }] = useState(() => {
    const queryClient = createQueryClient();
    return { queryClient, router: createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] }) };
  });
  return (
    <div data-testid="app" data-path={path}>
      <App router={router} queryClient={queryClient} i18n={i18next} mock={{ demoAccounts, demoPassword }} />
    </div>
  );
}

const meta = {
  title: 'Shell/Guarded flows',
  component: Story,
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers(app) } },
  args: { path: '/', as: null },
  loaders: [
    async ({ args, globals, abortSignal }) => {
      if (!i18next.isInitialized) await initI18n('en');
      await i18next.changeLanguage(globals.locale === 'tr' ? 'tr' : 'en');
      // The app keeps its own settings: it opens in the toolbar's theme and scheme, and takes them
      // when the toolbar's change. Storybook draws the story again then, with the same abort
      // signal: the rest (the settings the play chose, who is signed in) stays as the play left it.
      const { theme = defaultConfig.theme, scheme = defaultConfig.scheme } = globals as Partial<
        Pick<AppConfig, 'theme' | 'scheme'>
      >;
      const drawn = toolbarOf.get(abortSignal);
      toolbarOf.set(abortSignal, { theme, scheme });
      if (drawn) {
        configStore.set((config) => ({
          ...config,
          ...(theme !== drawn.theme ? { theme } : {}),
          ...(scheme !== drawn.scheme ? { scheme } : {}),
        }));
        return {};
      }
      configStore.set({ ...defaultConfig, theme, scheme });
      onSignOutReload.mockClear();
      const account = demoAccounts.find((a) => a.role === args.as);
      const user = account
        ? (await api.store.table('users').all([{ field: 'email', in: [account.email] }]))[0]
        : undefined;
      if (user) {
        saveToken(await api.tokens.sign(user.id, api.now()), false);
        const { passwordHash: _hash, ...publicUser } = user;
        setUser(publicUser);
      } else {
        dropToken();
        setUser(null);
      }
      return {};
    },
  ],
  beforeEach: () => onUnauthorized(onSignOutReload),
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/**
 * A string of the library as the app shows it, in the language the story is shown in (the app's
 * strings, in the toolbar's language), so that the plays hold in Turkish.
 */
const t = (key: string, options?: Record<string, unknown>) => {
  if (!i18next.exists(key, { ns: uiNamespace, ...options })) throw new Error(`No string "${key}" in the app's strings`);
  return i18next.t(key, { ns: uiNamespace, ...options });
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name that starts with `text`. */
const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** A guest asking for a secure page signs in and arrives on it. */
export const GuestSignsInAndArrives: Story = {
  name: 'Sign in to a secure page',
  args: { path: '/secure/customers' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: t('shell.auth.signIn.title') }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: /clerk@courier\.test/ }));
    await expect(
      await screen().findByRole('heading', { level: 1, name: t('customers.title') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen().getByRole('link', { name: t('nav.customers') })).toHaveAttribute('aria-current', 'page');
  },
};

/** A driver may not open reports: he lands on his own start page, his round. */
export const ForbiddenPageSendsHome: Story = {
  name: 'Page not allowed',
  args: { path: '/secure/reports', as: 'driver' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: t('round.title') }, { timeout: 5000 }),
    ).toBeVisible();
    const nav = screen().getByRole('navigation', { name: t('shell.navigation') });
    await expect(within(nav).queryByRole('link', { name: t('nav.reports') })).toBeNull();
  },
};

/** Sign-in is for guests: a signed-in user goes on to his start page. */
export const SignedInUserSkipsSignIn: Story = {
  name: 'Already signed in',
  args: { path: '/sign-in', as: 'finance' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: t('reports.title') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The secure area opens in classic: fullscreen and the user menu, which carries language and settings. */
export const SecureAreaInClassic: Story = {
  name: 'Settings from the user menu',
  args: { path: '/secure/dashboard', as: 'admin' },
  play: async () => {
    const banner = await screen().findByRole('banner', {}, { timeout: 5000 });
    await expect(within(banner).getByRole('button', { name: t('shell.fullscreen.enter') })).toBeVisible();
    await expect(within(banner).queryByRole('button', { name: startsWith(t('shell.feed.notifications')) })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: `${t('shell.user.menu')}: Aylin Aksoy` }));
    await userEvent.click(await screen().findByRole('menuitem', { name: t('shell.user.settings') }, { timeout: 5000 }));
    const drawer = await screen().findByRole('dialog', { name: t('shell.settings.title') }, { timeout: 5000 });
    await userEvent.click(within(drawer).getByRole('radio', { name: startsWith(t('shell.settings.layouts.classy')) }));
    await waitFor(() => expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'classy'));
    await expect(configStore.get().layout).toBe('classy');
  },
};

/** The notifications' button with its badge: "Notifications, 3 unread", whatever the count. */
const unreadNotifications = () =>
  new RegExp(
    `^${escaped(t('shell.feed.notifications'))}, ${escaped(t('shell.feed.unread', { count: 10 })).replace('10', '\\d+')}$`,
  );

/** The panels call the API and update in place: marking all notifications read empties the badge. */
export const PanelsUpdateInPlace: Story = {
  name: 'Notifications marked read',
  args: { path: '/secure/dashboard?layout=classy', as: 'manager' },
  play: async () => {
    const banner = await screen().findByRole('banner', {}, { timeout: 5000 });
    await userEvent.click(within(banner).getByRole('button', { name: unreadNotifications() }));
    const panel = await screen().findByRole('dialog', { name: t('shell.feed.notifications') }, { timeout: 5000 });
    await userEvent.click(within(panel).getByRole('button', { name: t('shell.feed.markAllRead') }));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: t('shell.feed.notifications') })).toBeInTheDocument(),
    );
    await expect(within(panel).getByRole('button', { name: t('shell.feed.markAllRead') })).toBeDisabled();
  },
};

/** Sign-out signs out at once and counts down. */
export const SignOut: Story = {
  name: 'Sign out',
  args: { path: '/sign-out', as: 'support' },
  // Its countdown runs on: the story pass's captures cover it (visual/capture.ts), the play checks it.
  tags: ['ticking'],
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: t('shell.auth.signOut.title') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      screen().getByText(
        new RegExp([4, 5].map((count) => escaped(t('shell.auth.signOut.redirecting', { count }))).join('|')),
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(localStorage.getItem('courier.accessToken') ?? sessionStorage.getItem('courier.accessToken')).toBeNull(),
    );
  },
};

export const UnknownPath: Story = {
  name: 'Page not found',
  args: { path: '/no/such/page' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: t('page.notFound.title') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Public tracking: no sign-in. */
export const PublicTracking: Story = {
  name: 'Public tracking',
  args: { path: '/home' },
  play: async () => {
    const parcel = (
      await api.store
        .table('parcels')
        .list({ where: [], sort: { key: 'id', order: 'asc', text: false }, page: 1, size: 1 })
    ).items[0]!;
    await userEvent.type(
      await screen().findByRole('textbox', { name: t('tracking.label') }, { timeout: 5000 }),
      `${parcel.trackingNumber}{Enter}`,
    );
    await expect(
      await screen().findByRole(
        'region',
        { name: t('tracking.result', { number: parcel.trackingNumber }) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** The sign-in page in Turkish: a test of the language, captured in the Turkish mode only (as @courier/ui's testing/modes.ts `inTurkish`). */
export const TurkishSignIn: Story = {
  name: 'Turkish sign in',
  tags: ['turkish'],
  args: { path: '/sign-in' },
  parameters: {
    chromatic: {
      modes: {
        light: { disable: true },
        dark: { disable: true },
        tr: { scheme: 'light', locale: 'tr', viewport: 1280 },
      },
    },
  },
  globals: { locale: 'tr' },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Giriş yap' }, { timeout: 5000 })).toBeVisible();
    await expect(await screen().findByRole('button', { name: /Sistem yöneticisi/ }, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * On a customer's page the administrator issues an API key: the in-page API answers it,
 * the key is shown once, the list then holds it without its secret, and he revokes it.
 */
export const CustomerApiKeys: Story = {
  name: 'Customer API keys',
  tags: ['interaction'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { path: '/secure/customers/cus_000001', as: 'admin' },
  play: async () => {
    const keys = within(await screen().findByRole('region', { name: 'API keys' }, { timeout: 5000 }));
    await userEvent.click(keys.getByRole('button', { name: 'Issue a key' }));
    const form = within(await screen().findByRole('dialog', { name: /^A new API key for / }, { timeout: 5000 }));
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Depot scanner');
    await userEvent.click(form.getByRole('checkbox', { name: 'Track parcels' }));
    await userEvent.click(form.getByRole('button', { name: 'Issue key' }));
    const shown = within(await screen().findByRole('dialog', { name: 'The key Depot scanner' }, { timeout: 5000 }));
    const secret = (shown.getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value;
    await expect(secret).toMatch(/^cbk_[\w-]{43}$/);
    await userEvent.click(shown.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen().queryByRole('dialog', { name: 'The key Depot scanner' })).toBeNull());
    await expect(screen().queryByDisplayValue(secret)).toBeNull();
    // Listed without its secret: only its first characters.
    const revoke = await keys.findByRole('button', { name: 'Revoke the key Depot scanner' });
    const row = within(revoke.closest('tr')!);
    await expect(row.getByText(`${secret.slice(0, 10)}…`)).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    await userEvent.click(revoke);
    const question = within(
      await screen().findByRole('alertdialog', { name: 'Revoke the key Depot scanner?' }, { timeout: 5000 }),
    );
    await userEvent.click(question.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(row.getByText('Revoked')).toBeVisible());
    await expect(row.queryByRole('button', { name: /Revoke/ })).toBeNull();
  },
};

/** Keys are the administrator's: a manager's customer page has no keys panel (and the server would refuse him). */
export const CustomerApiKeysAdministratorOnly: Story = {
  name: 'Customer API keys for the administrator only',
  tags: ['interaction'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { path: '/secure/customers/cus_000001', as: 'manager' },
  play: async () => {
    await expect(await screen().findByRole('region', { name: 'Account' }, { timeout: 5000 })).toBeVisible();
    await expect(screen().queryByRole('region', { name: 'API keys' })).toBeNull();
    await expect(screen().queryByRole('region', { name: 'Webhooks' })).toBeNull();
  },
};

/**
 * On a customer's page the administrator adds a webhook endpoint: the in-page API
 * refuses a private address at the field, takes a public one, the secret is shown once, and the
 * endpoint is listed, on, with nothing sent yet (the static demo writes deliveries and sends none).
 */
export const CustomerWebhooks: Story = {
  name: 'Customer webhooks',
  tags: ['interaction'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { path: '/secure/customers/cus_000001', as: 'admin' },
  play: async () => {
    const webhooks = within(await screen().findByRole('region', { name: 'Webhooks' }, { timeout: 5000 }));
    await userEvent.click(webhooks.getByRole('button', { name: 'Add an endpoint' }));
    const form = within(
      await screen().findByRole('dialog', { name: /^A new webhook endpoint for / }, { timeout: 5000 }),
    );
    const address = form.getByRole('textbox', { name: /^Address/ });
    await userEvent.type(address, 'https://192.168.1.20/hooks');
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect((await form.findAllByText(/leads into a private network/))[0]).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://shop.example.com/hooks/courier');
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    const shown = within(
      await screen().findByRole('dialog', { name: "The endpoint's signing secret" }, { timeout: 5000 }),
    );
    const secret = (shown.getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value;
    await expect(secret).toMatch(/^whsec_/);
    await userEvent.click(shown.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    const row = within((await webhooks.findByText('https://shop.example.com/hooks/courier')).closest('tr')!);
    await expect(row.getByText('Enabled')).toBeVisible();
    await expect(screen().queryByDisplayValue(secret)).toBeNull();
  },
};
