import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { RouteAnnouncer } from './RouteAnnouncer';
import { afterShowcase } from '../../testing/modes';

/** Two pages of an app: each has a button, inside the page, that opens the other. */
function App({ announceFirst }: { announceFirst?: boolean }) {
  const [page, setPage] = useState<'list' | 'form'>('list');
  const titles = { list: 'Parcels', form: 'Book a parcel' };
  return (
    <>
      <nav aria-label="Menu">
        <Button variant="secondary" onPress={() => setPage('form')}>
          Menu: book a parcel
        </Button>
      </nav>
      {/* Each page is its own tree, as each route is: the button pressed goes with its page. */}
      <main key={page}>
        {page === 'list' ? (
          <>
            <h1>Parcels</h1>
            <Button onPress={() => setPage('form')}>Book a parcel</Button>
          </>
        ) : (
          <>
            <h1>Book a parcel</h1>
            <Button variant="secondary" onPress={() => setPage('list')}>
              Cancel
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
    await expect(canvas.getByRole('heading', { name: 'Parcels' })).toBeVisible();
  },
};

/** A page change started in the content: the new heading takes focus and the title is read out, not left on a button that is gone. */
export const PageChange: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Book a parcel' })).toHaveFocus());
    await expect(status).toHaveTextContent('Book a parcel · Courier Express');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Parcels' })).toHaveFocus());
    await expect(status).toHaveTextContent('Parcels · Courier Express');
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
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Parcels' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Parcels · Courier Express');
  },
};

/** A menu choice: focus leaves the menu for the new page's heading, which draws no focus ring. */
export const MenuChoice: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu: book a parcel' }));
    const heading = canvas.getByRole('heading', { name: 'Book a parcel' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  }),
  name: 'Menu choice',
};
