import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { RouteAnnouncer } from './RouteAnnouncer';
import { afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';

/** Two pages of an app: each has a button, inside the page, that opens the other. */
function App({ announceFirst }: { announceFirst?: boolean }) {
  const [page, setPage] = useState<'list' | 'form'>('list');
  // Its words in the story's language, as the app's pages are.
  const titles = { list: t('nav.parcels'), form: t('parcels.new') };
  return (
    <>
      <nav aria-label={t('shell.navigation')}>
        <Button variant="secondary" onPress={() => setPage('form')}>
          {t('parcels.new')}
        </Button>
      </nav>
      {/* Each page is its own tree, as each route is: the button pressed goes with its page. */}
      <main key={page}>
        {page === 'list' ? (
          <>
            <h1>{titles.list}</h1>
            <Button onPress={() => setPage('form')}>{t('parcels.new')}</Button>
          </>
        ) : (
          <>
            <h1>{titles.form}</h1>
            <Button variant="secondary" onPress={() => setPage('list')}>
              {t('common.cancel')}
            </Button>
          </>
        )}
      </main>
      <RouteAnnouncer pathname={page} title={() => `${titles[page]} · Courier Express`} announceFirst={announceFirst} />
    </>
  );
}

const meta = {
  title: 'Shell/RouteAnnouncer',
  tags: ['autodocs'],
  component: App,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page as it opens: the announcer is an empty live region until the page changes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('heading', { name: t('nav.parcels') })).toBeVisible();
  },
};

/** A page change started in the content: the new heading takes focus and the title is read out, not left on a button that is gone. */
export const PageChange: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('parcels.new') })).toHaveFocus());
    await expect(status).toHaveTextContent(`${t('parcels.new')} · Courier Express`);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('common.cancel') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('nav.parcels') })).toHaveFocus());
    await expect(status).toHaveTextContent(`${t('nav.parcels')} · Courier Express`);
  }),
  name: 'Page change',
};

/**
 * An app taking over from another in the same page (the signed-in app after a public sign-in
 * page): its first page is a page change too, focused and read out.
 */
export const TakingOver: Story = {
  name: 'Taking over',
  tags: ['interaction'],
  args: { announceFirst: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('nav.parcels') })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(`${t('nav.parcels')} · Courier Express`);
  },
};

/** A menu choice: focus leaves the menu for the new page's heading, which draws no focus ring. */
export const MenuChoice: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('navigation')).getByRole('button', { name: t('parcels.new') }));
    const heading = canvas.getByRole('heading', { name: t('parcels.new') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('common.cancel') })).toHaveFocus();
  }),
  name: 'Menu choice',
};
