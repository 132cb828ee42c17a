import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyAvatar, storyLogo } from '../../testing/images';
import { withPhone } from '../../testing/modes';
import { mediaDown } from '../../theme/breakpoints';
import { account, checkFrame, Shell } from './Layout.demo';
import type { LayoutName } from './layouts';
import { t } from '../../testing/t';

/**
 * The eleven layouts, each as it opens, side by side on this page at the same data: the dark
 * scheme, Turkish and the phone are the toolbar's (and the captures' modes), not copies. What a user does in them is tested in
 * Shell/Layouts/Interactions, out of the sidebar until its filter is chosen.
 */
const meta = {
  title: 'Shell/Layouts',
  // The docs page is a gallery: every layout in a frame of its own, at the same data.
  tags: ['autodocs', 'gallery'],
  component: Shell,
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: withPhone },
    docs: { story: { inline: false, height: '34rem' } },
  },
  args: { layout: 'classy' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below md the navigation leaves the page for a drawer, and the bar keeps fewer tools. */
const onPhone = () => window.matchMedia(mediaDown('md')).matches;

/**
 * A layout as it opens, untouched: the frame its spec gives it at the width it is shown at (the
 * phone mode shows it at 390 px, the toolbar's scheme and language show it dark or in Turkish).
 */
const showcase = (layout: Exclude<LayoutName, 'empty'>): Story => ({
  args: { layout },
  play: async ({ canvas }) => {
    const phone = onPhone();
    await checkFrame(canvas, layout, phone);
    if (phone) {
      await expect(canvas.queryByRole('navigation')).toBeNull();
      await expect(canvas.getByRole('button', { name: t('shell.toggleNavigation') })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } else {
      const nav = canvas.getByRole('navigation', { name: t('shell.navigation') });
      await expect(within(nav).getByRole('link', { name: t('nav.dashboard') })).toHaveAttribute('aria-current', 'page');
    }
  },
});

export const Classy = showcase('classy');
export const Classic = showcase('classic');
export const Compact = showcase('compact');
export const Dense = showcase('dense');
export const Futuristic = showcase('futuristic');
export const Thin = showcase('thin');
export const Centered = showcase('centered');
export const Enterprise = showcase('enterprise');
export const Material = showcase('material');
export const Modern = showcase('modern');

/** A demo: the notice of sample data sits above the page's column, over none of its content. */
export const WithDemoNotice: Story = {
  name: 'With demo notice',
  args: { layout: 'classy', demoNotice: 'demo' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: t('shell.demo.label') });
    await expect(notice).toHaveTextContent(t('shell.demo.text'));
    await checkFrame(canvas, 'classy', onPhone());
    const bar = canvas.getByRole('banner');
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 1);
  },
};

/**
 * A company with its own logo and a user with a photo: the logo stands where the product's mark
 * stood, beside the name (alone, named, on a phone's bar), and the photo in the user menu.
 */
export const WithCompanyLogo: Story = {
  name: 'With company logo',
  args: { layout: 'classy', companyLogo: storyLogo, avatar: storyAvatar },
  play: async ({ canvas, canvasElement }) => {
    const phone = onPhone();
    await checkFrame(canvas, 'classy', phone);
    const logos = [...canvasElement.querySelectorAll('img')].filter((img) => img.src === storyLogo);
    await expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) await waitFor(() => expect(logo.naturalWidth).toBe(320));
    if (phone) await expect(canvas.getByRole('img', { name: 'Courier Express' })).toBe(logos[0]);
    else await expect(logos[0]!.parentElement).toHaveTextContent('Courier Express');
    // No product mark left beside the logo.
    await expect(canvasElement.querySelector('svg[viewBox="0 0 28 28"]')).toBeNull();
    const menu = canvas.getByRole('button', { name: account() });
    await expect(menu.querySelector('img')).toHaveAttribute('src', storyAvatar);
  },
};

/**
 * Empty: the loading bar and the content with its margins; a floating button (or Alt+M) opens
 * the menu with every tool, so the layout never traps its user.
 */
export const Empty: Story = {
  args: { layout: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent(t('shell.sample.parcelsToday'));
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('shell.openMenu') })).toBeVisible();
  },
};
