import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NavigationItem } from '@courier/domain';
import type { VerticalAppearance } from '../Layout/layouts';
import { storyNavigation, storyNavigationTree } from '../fixtures';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import { HorizontalNavigation, VerticalNavigation } from './Navigation';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';

/** The navigation with a router of its own: following a link moves the highlight. */
function Live({
  items,
  appearance,
  start,
  horizontal = false,
}: {
  items: NavigationItem[];
  appearance?: VerticalAppearance;
  start: string;
  horizontal?: boolean;
}) {
  const [path, setPath] = useState(start);
  return (
    <RouterProvider navigate={setPath}>
      {/* The path the router was sent to, for the interaction tests to read: not part of the picture. */}
      <output data-testid="path" className={visuallyHidden}>
        {path}
      </output>
      {horizontal ? (
        <div style={{ minHeight: 320 }}>
          <HorizontalNavigation items={items} currentPath={path} />
        </div>
      ) : (
        <div
          style={{
            height: 640,
            width: appearance === 'compact' ? 112 : appearance === 'thin' || appearance === 'dense' ? 64 : 280,
          }}
        >
          <VerticalNavigation items={items} currentPath={path} appearance={appearance} />
        </div>
      )}
    </RouterProvider>
  );
}

const meta = {
  title: 'Shell/Navigation',
  tags: ['autodocs'],
  component: Live,
  args: { items: storyNavigation.default, start: '/secure/parcels-history' },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** The courier's eleven entries and the apps; the group holding the open page starts expanded and the page is marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell.navigation') });
    await expect(within(nav).getByRole('button', { name: t('nav.parcels') })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: t('nav.parcelsHistory') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: t('nav.trips') })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: t('nav.liveTracking') })).toBeNull();
    // The sample areas' apps, after the modules under their group's title.
    await expect(within(nav).getByText(t('nav.apps'))).toBeVisible();
    await expect(within(nav).getByRole('link', { name: t('nav.tasks') })).toHaveAttribute('href', '/apps/tasks');
  },
};

export const FollowALink: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell.navigation') });
    await userEvent.click(within(nav).getByRole('link', { name: t('nav.customers') }));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/secure/customers');
    await expect(within(nav).getByRole('link', { name: t('nav.customers') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('nav.parcelsHistory') })).not.toHaveAttribute('aria-current');
  }),
  name: 'Follow a link',
};

/** Tab reaches every entry; Enter and Space open and close a group and follow a link. */
export const ByKeyboard: Story = {
  name: 'By keyboard',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell.navigation') });
    const trips = within(nav).getByRole('button', { name: t('nav.trips') });
    trips.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trips).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: t('nav.liveTracking') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/secure/live-tracking');
    trips.focus();
    await userEvent.keyboard(' ');
    await expect(trips).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Groups with titles, a divider and badges. */
export const GroupsDividersAndBadges: Story = {
  name: 'Groups dividers and badges',
  args: { items: storyNavigationTree, start: '/secure/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Operations')).toBeVisible();
    await expect(canvas.getByText('Network')).toBeVisible();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: `${t('nav.scanning')} 12` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('nav.dashboard') })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: t('nav.parcels') }));
    await userEvent.click(canvas.getByRole('link', { name: t('nav.parcelsList') }));
    await expect(canvas.getByRole('link', { name: t('nav.parcelsList') })).toHaveAttribute('aria-current', 'page');
  },
};

/** Icons with the title under them, no nesting (the compact tree): every page of the menu, Parcels history, Live tracking and the apps too. */
export const Compact: Story = {
  args: { items: storyNavigation.compact, appearance: 'compact', start: '/secure/trips' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(30);
    await expect(canvas.getByRole('link', { name: t('nav.tasks') })).toHaveAttribute('href', '/apps/tasks');
    await expect(canvas.getByRole('link', { name: t('nav.parcelsHistory') })).toHaveAttribute(
      'href',
      '/secure/parcels-history',
    );
    await expect(canvas.getByRole('link', { name: t('nav.liveTracking') })).toHaveAttribute(
      'href',
      '/secure/live-tracking',
    );
    await expect(canvas.getByRole('link', { name: t('nav.trips') })).toHaveAttribute('aria-current', 'page');
  },
};

/** Icons only: each link is named by its page, which shows in a tooltip on focus or hover. */
export const Thin: Story = {
  args: { items: storyNavigation.compact, appearance: 'thin', start: '/secure/dashboard' },
  play: async ({ canvas }) => {
    const routes = canvas.getByRole('link', { name: t('nav.routes') });
    await expect(routes).not.toHaveTextContent(t('nav.routes'));
  },
};

/** Reaching a thin link by keyboard shows its name in a tooltip. A test: the tooltip is not captured (it is placed as it renders). */
export const ThinTooltipOnFocus: Story = {
  tags: ['interaction'],
  ...afterShowcase(Thin, async ({ canvas }) => {
    canvas.getByRole('link', { name: t('nav.routes') }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent(t('nav.routes')));
  }),
  name: 'Thin tooltip on focus',
};

export const Futuristic: Story = {
  args: { items: storyNavigation.futuristic, appearance: 'futuristic', start: '/secure/reports' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('nav.reports') })).toHaveAttribute('aria-current', 'page');
  },
};

/** Dashboard through Offices; Parcels opens a menu of its pages, and More the modules the bar has no room for. */
export const Horizontal: Story = {
  args: { items: storyNavigation.horizontal, horizontal: true, start: '/secure/parcels-history' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell.navigation') });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(9);
    const parcels = within(nav).getByRole('button', { name: t('nav.parcels') });
    await expect(parcels).toHaveAttribute('data-active', 'true');
    await userEvent.click(parcels);
    const menu = await settled(body().findByRole('menu', { name: t('nav.parcels') }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('nav.parcelsList') }));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/secure/parcels');
    await userEvent.click(within(nav).getByRole('link', { name: t('nav.routes') }));
    await expect(within(nav).getByRole('link', { name: t('nav.routes') })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: t('nav.more') }));
    const more = await settled(body().findByRole('menu', { name: t('nav.more') }));
    await expect(
      within(more)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['trips', 'liveTracking', 'drivers', 'trucks', 'complaints', 'staff'].map((key) => t(`nav.${key}`)));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(nav).getByRole('button', { name: t('nav.apps') }));
    const apps = await settled(body().findByRole('menu', { name: t('nav.apps') }));
    await expect(
      within(apps)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(
      [
        'tasks',
        'scrumboard',
        'notes',
        'mailbox',
        'activities',
        'chat',
        'contacts',
        'inventory',
        'helpCenter',
        'academy',
        'fileManager',
        'projectDashboard',
        'analyticsDashboard',
        'financeDashboard',
        'cryptoDashboard',
        'icons',
      ].map((key) => t(`nav.${key}`)),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(nav).getByRole('button', { name: t('nav.more') }));
    const moreAgain = await settled(body().findByRole('menu', { name: t('nav.more') }));
    await userEvent.click(within(moreAgain).getByRole('menuitem', { name: t('nav.liveTracking') }));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/secure/live-tracking');
    await expect(within(nav).getByRole('button', { name: t('nav.more') })).toHaveAttribute('data-active', 'true');
  },
};

export const Dark: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gönderi geçmişi' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Şubeler' })).toBeVisible();
  },
};
