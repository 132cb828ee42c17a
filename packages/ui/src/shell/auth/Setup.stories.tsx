import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { inTurkish, notCaptured } from '../../testing/modes';
import { Setup } from './Setup';
import { t, startsWith } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

/** A new company's first page, opened from the setup link its server printed. */
const meta = {
  title: 'Shell/Auth/Setup',
  tags: ['autodocs'],
  component: Setup,
  parameters: { layout: 'fullscreen' },
  args: { companyName: 'Courier Express', link: 'valid', signInHref: '/sign-in', onSubmit: fn() },
} satisfies Meta<typeof Setup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company (its name required, address and phone not) and its first administrator. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: t('shell.auth.setup.company') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('shell.auth.setup.administrator') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: startsWith(t('shell.auth.setup.companyName')) })).toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t('shell.auth.setup.companyAddress')) }),
    ).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: t('shell.auth.setup.submit') })).toBeEnabled();
  },
};

/** Refused until every field is right (focus on the first wrong one), then sent whole. */
export const FillAndSubmit: Story = {
  name: 'Fill and submit',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.setup.submit') }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: startsWith(t('shell.auth.setup.companyName')) })).toHaveFocus(),
    );
    await expect(canvas.getAllByText(t('shell.auth.errors.required')).length).toBeGreaterThanOrEqual(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: startsWith(t('shell.auth.setup.companyName')) }),
      'Anadolu Kargo',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('shell.auth.setup.name')) }), 'Aylin Aksoy');
    await userEvent.type(
      canvas.getByRole('textbox', { name: startsWith(t('shell.auth.setup.email')) }),
      'aylin@anadolu.example',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`${startsWith(t('shell.auth.reset.password')).source}(?! \\()`)),
      'a long password',
    );
    await userEvent.type(canvas.getByLabelText(startsWith(t('shell.auth.reset.confirm'))), 'a long passwort');
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.setup.submit') }));
    await expect(await canvas.findByText(t('shell.auth.reset.mismatch'))).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(startsWith(t('shell.auth.reset.confirm'))));
    await userEvent.type(canvas.getByLabelText(startsWith(t('shell.auth.reset.confirm'))), 'a long password');
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.setup.submit') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          companyName: 'Anadolu Kargo',
          companyAddress: '',
          name: 'Aylin Aksoy',
          email: 'aylin@anadolu.example',
          password: 'a long password',
        }),
      ),
    );
  },
};

/** While the link is checked, the form waits. */
export const Checking: Story = {
  args: { link: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('shell.auth.setup.submit') })).toBeDisabled();
  },
};

/** A link used, past its 24 hours or never made: said so, with the way to sign in. */
export const Spent: Story = {
  args: { link: 'spent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('shell.auth.setup.spent'));
    await expect(canvas.queryByRole('button', { name: t('shell.auth.setup.submit') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('shell.auth.setup.signIn') })).toHaveAttribute('href', '/sign-in');
  },
};

/** The server's refusal (a password among the most used) above the form. */
export const Refused: Story = {
  args: { error: 'This password is one of the most used: choose another' },
  decorators: sampleCopy({ error: 'form.errors.common_password' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('form.errors.common_password'));
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Şirketinizi kurun' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Şirketi kur' })).toBeEnabled();
  },
};
