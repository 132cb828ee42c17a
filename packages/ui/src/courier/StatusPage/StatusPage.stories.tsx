import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ComingSoon, ErrorPage, NotFound } from './StatusPage';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';

function Demo({ kind, onRetry }: { kind: 'not-found' | 'coming-soon' | 'error'; onRetry: () => void }) {
  if (kind === 'coming-soon') return <ComingSoon module="Live tracking" homeHref="/secure/dashboard" />;
  if (kind === 'error') return <ErrorPage onRetry={onRetry} />;
  return <NotFound homeHref="/" />;
}

const meta = {
  title: 'Courier/Status page',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Demo,
  args: { kind: 'not-found', onRetry: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  name: 'Page not found',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('page.notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('page.comingSoon.back') })).toHaveAttribute('href', '/');
  },
};

export const ModuleComingSoon: Story = {
  name: 'Module coming soon',
  args: { kind: 'coming-soon' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('page.comingSoon.title', { module: 'Live tracking' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('page.comingSoon.back') })).toHaveAttribute(
      'href',
      '/secure/dashboard',
    );
  },
};

export const SomethingWentWrong: Story = {
  name: 'Something went wrong',
  args: { kind: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('page.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('page.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...PageNotFound,
  tags: ['interaction'],
  parameters: notCaptured(PageNotFound.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
  },
};
