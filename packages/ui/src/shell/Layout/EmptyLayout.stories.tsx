import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../../primitives/Link/Link';
import { notCaptured } from '../../testing/modes';
import { storyNavigation } from '../fixtures';
import { Layout } from './Layout';
import { t } from '../../testing/t';

/** The empty layout around a long page of links: the floating menu button stands beside the page, not on it. */
function LongPage() {
  return (
    <Layout
      layout="empty"
      navigation={storyNavigation}
      currentPath="/secure/parcels"
      companyName="Courier Express"
      widgets={{}}
    >
      <h1>Parcels</h1>
      <ul>
        {Array.from({ length: 60 }, (_, i) => (
          <li key={i}>
            <Link href={`#parcel-${i}`}>{`CP${String(100000000 + i)}TR`}</Link>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

const meta = {
  title: 'Shell/Layouts/Empty',
  component: LongPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LongPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** At the top, in the middle and at the end of the page, no link lies under the menu button. */
export const ButtonCoversNoLink: Story = {
  name: 'Button covers no link',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('shell.openMenu') });
    const links = within(canvas.getByRole('main')).getAllByRole('link');
    try {
      for (const at of [0, 0.5, 1]) {
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at);
        const box = button.getBoundingClientRect();
        await expect(box.width).toBeGreaterThan(0);
        const covered = links.filter((link) => overlaps(link.getBoundingClientRect(), box));
        await expect(covered.map((link) => link.textContent)).toEqual([]);
      }
    } finally {
      window.scrollTo(0, 0);
    }
  },
};

/** On a phone too, where the page is narrow and the button nearest to the links. */
export const ButtonCoversNoLinkOnAPhone: Story = {
  ...ButtonCoversNoLink,
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { viewport: { value: 'phone' } },
  name: 'Button covers no link on a phone',
};
