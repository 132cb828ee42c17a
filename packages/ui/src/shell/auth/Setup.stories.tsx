import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { inTurkish, notCaptured } from '../../testing/modes';
import { Setup } from './Setup';

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
    await expect(canvas.getByRole('group', { name: 'The company' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'The first administrator' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Company name/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Address/ })).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Set up the company' })).toBeEnabled();
  },
};

/** Refused until every field is right (focus on the first wrong one), then sent whole. */
export const FillAndSubmit: Story = {
  name: 'Fill and submit',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up the company' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Company name/ })).toHaveFocus());
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Company name/ }), 'Anadolu Kargo');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Full name/ }), 'Aylin Aksoy');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email address/ }), 'aylin@anadolu.example');
    await userEvent.type(canvas.getByLabelText(/^Password\b(?! \()/), 'a long password');
    await userEvent.type(canvas.getByLabelText(/^Password \(confirm\)/), 'a long passwort');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up the company' }));
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Password \(confirm\)/));
    await userEvent.type(canvas.getByLabelText(/^Password \(confirm\)/), 'a long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up the company' }));
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
    await expect(canvas.getByRole('button', { name: 'Set up the company' })).toBeDisabled();
  },
};

/** A link used, past its 24 hours or never made: said so, with the way to sign in. */
export const Spent: Story = {
  args: { link: 'spent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This setup link has expired or has been used');
    await expect(canvas.queryByRole('button', { name: 'Set up the company' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

/** The server's refusal (a password among the most used) above the form. */
export const Refused: Story = {
  args: { error: 'This password is one of the most used: choose another' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('one of the most used');
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
