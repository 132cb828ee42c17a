import { Fragment, type ReactNode } from 'react';
import { vars } from '../theme/contract.css';

/** The sections of the Storybook, in the sidebar's order, each with where it starts. */
const sections = [
  {
    title: 'Foundations',
    path: 'foundations-overview--docs',
    text: 'Colour, type, spacing, elevation, motion and icons: the tokens every component is made of.',
  },
  {
    title: 'Primitives',
    path: 'primitives-button--docs',
    text: 'Buttons, fields, menus, dialogs, toasts: accessible widgets built on React Aria.',
  },
  {
    title: 'Data',
    path: 'data-datatable--docs',
    text: 'The data table (sorting, paging, selection, thousands of rows) and pagination.',
  },
  {
    title: 'Shell',
    path: 'shell-layouts--docs',
    text: 'The frame of the application: layouts, navigation, top bar, panels, sign-in.',
  },
  {
    title: 'Courier',
    path: 'courier-dashboard--docs',
    text: 'The views staff work in: parcels, scanning, trips, live tracking, complaints, reports.',
  },
  {
    title: 'Apps',
    path: 'apps-tasks--docs',
    text: 'The areas around the core: tasks, mail, chat, files, notes, help centre.',
  },
] as const;

function Card({ href, title, children }: { href: string; title: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_top"
      style={{
        display: 'block',
        padding: vars.space.lg,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
        color: vars.color.text,
        textDecoration: 'none',
        boxShadow: vars.shadow.sm,
      }}
    >
      <strong style={{ display: 'block', fontSize: vars.fontSize.lg, color: vars.color.primary.text }}>{title}</strong>
      <span style={{ display: 'block', marginTop: vars.space.xs, color: vars.color.textMuted }}>{children}</span>
    </a>
  );
}

/** A card for each section of the sidebar, linking to its first page. */
export function SectionCards() {
  return (
    <nav
      aria-label="Sections"
      style={{ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' }}
    >
      {sections.map(({ title, path, text }) => (
        <Card key={title} href={`/?path=/docs/${path}`} title={title}>
          {text}
        </Card>
      ))}
    </nav>
  );
}

/**
 * What may be built on. Stable: settled, changes are announced. New: added this season, its props may
 * still change after review. Deprecated: kept for the screens that use it, not for new ones (none today).
 */
export const componentStatus = {
  new: [
    ['Courier / My account', 'docs/courier-my-account--docs'],
    ['Courier / My round', 'story/courier-my-round--round'],
    ['Courier / Master data / Customer import', 'docs/courier-master-data-customer-import--docs'],
    ['Courier / Staff accounts / Audit log', 'docs/courier-staff-accounts-audit-log--docs'],
    ['Courier / Staff accounts / Company profile', 'docs/courier-staff-accounts-company-profile--docs'],
    ['Primitives / NativeSelect', 'docs/primitives-nativeselect--docs'],
    ['Shell / DemoBanner', 'docs/shell-demobanner--docs'],
    ['Shell / Auth / Setup', 'docs/shell-auth-setup--docs'],
  ],
  deprecated: [] as [string, string][],
} satisfies Record<string, [title: string, path: string][]>;

/** Components by name, each a link to its page, separated by commas. */
const Links = ({ list }: { list: [string, string][] }) =>
  list.map(([title, path], i) => (
    <Fragment key={path}>
      {i ? ', ' : null}
      <a href={`/?path=/${path}`} target="_top">
        {title}
      </a>
    </Fragment>
  ));

export function ComponentStatus() {
  const cell = {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderBottom: `1px solid ${vars.color.divider}`,
    textAlign: 'left' as const,
    verticalAlign: 'top' as const,
  };
  // The docs page stripes every other row in a grey that links do not stand out on, in dark least of all.
  const row = { background: 'transparent' };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr style={row}>
          <th style={cell}>Status</th>
          <th style={cell}>Meaning</th>
          <th style={cell}>Components</th>
        </tr>
      </thead>
      <tbody>
        <tr style={row}>
          <td style={cell}>Stable</td>
          <td style={cell}>Settled; a change is announced in its docs page.</td>
          <td style={cell}>Every component not listed below.</td>
        </tr>
        <tr style={row}>
          <td style={cell}>New</td>
          <td style={cell}>Added this season; its props and look may still change after review.</td>
          <td style={cell}>
            <Links list={componentStatus.new} />
          </td>
        </tr>
        <tr style={row}>
          <td style={cell}>Deprecated</td>
          <td style={cell}>
            Kept for the screens that use it; not for new screens. Its docs page names what replaces it.
          </td>
          <td style={cell}>
            {componentStatus.deprecated.length ? <Links list={componentStatus.deprecated} /> : 'None today.'}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
