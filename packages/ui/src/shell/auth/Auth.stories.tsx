import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ConfirmationRequired,
  DemoAccounts,
  ForgotPassword,
  ResetPassword,
  SignIn,
  SignOut,
  SignUp,
  UnlockSession,
  type SignInValues,
} from './AuthForms';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t, startsWith, holding } from '../../testing/t';

const common = {
  companyName: 'Courier Express',
  links: { signIn: '/sign-in', signUp: '/sign-up', forgotPassword: '/forgot-password' },
};
/** The demo accounts, each with its role in the story's language. */
const accounts = () => [
  { email: 'admin@courier.test', name: 'Aylin Aksoy', role: t('roles.admin') },
  { email: 'officer@courier.test', name: 'Mert Yıldız', role: t('roles.clerk') },
  { email: 'driver@courier.test', name: 'Hakan Demir', role: t('roles.driver') },
];

/** Sign-in as the app uses it: a wrong password shows the server's answer above the form. */
function SignInDemo({ onSubmit, onUse }: { onSubmit: (values: SignInValues) => void; onUse: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <SignIn
      {...common}
      error={error}
      onSubmit={async (values) => {
        onSubmit(values);
        await new Promise((r) => setTimeout(r, 50));
        setError(values.password === 'demo1234' ? null : t('shell.auth.signIn.wrong'));
      }}
      demoAccounts={<DemoAccounts accounts={accounts()} onUse={(a) => onUse(a.email)} />}
    />
  );
}

const meta = {
  title: 'Shell/Auth',
  tags: ['autodocs'],
  component: SignInDemo,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onUse: fn() },
} satisfies Meta<typeof SignInDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in page as it opens: email, password, remember me, the links and the demo accounts. */
export const SignInForm: Story = {
  name: 'Sign in form',
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(holding(t('shell.auth.signIn.email')))).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: t('shell.auth.signIn.remember') })).toBeChecked();
    await expect(canvas.getByRole('region', { name: t('shell.auth.signIn.demoAccounts') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell.auth.signIn.title') })).toBeEnabled();
  },
};

/** Empty fields and a malformed address are refused in the form, before anything is sent. */
export const SignInValidation: Story = {
  name: 'Sign in validation',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.signIn.title') }));
    await expect(await canvas.findAllByText(t('shell.auth.errors.required'))).toHaveLength(2);
    // Focus goes to the first wrong field, not left on the button.
    await waitFor(() => expect(canvas.getByLabelText(holding(t('shell.auth.signIn.email')))).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(holding(t('shell.auth.signIn.email'))), 'admin@courier');
    await userEvent.type(canvas.getByLabelText(startsWith(t('shell.auth.signIn.password'))), 'x');
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.signIn.title') }));
    await expect(await canvas.findByText(t('shell.auth.errors.email'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its answer shows in an alert; the typed email stays. */
export const SignInError: Story = {
  name: 'Sign in error',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(holding(t('shell.auth.signIn.email'))), 'admin@courier.test');
    await userEvent.type(canvas.getByLabelText(startsWith(t('shell.auth.signIn.password'))), 'wrong-one');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('shell.auth.signIn.remember') }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('shell.auth.signIn.wrong'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'admin@courier.test',
      password: 'wrong-one',
      remember: false,
    });
    await expect(canvas.getByLabelText(holding(t('shell.auth.signIn.email')))).toHaveValue('admin@courier.test');
  },
};

/** The demo accounts: one press signs in as that account. */
export const SignInDemoAccounts: Story = {
  name: 'Sign in demo accounts',
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('region', { name: t('shell.auth.signIn.demoAccounts') });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(list).getByRole('button', { name: /officer@courier\.test/ }));
    await expect(args.onUse).toHaveBeenCalledWith('officer@courier.test');
  },
};

export const SignInDark: Story = {
  ...SignInError,
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  name: 'Sign in dark',
};
export const SignInMobile: Story = { ...SignInForm, globals: { viewport: { value: 'phone' } }, name: 'Sign in mobile' };
export const SignInTurkish: Story = {
  name: 'Sign in Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await expect(await canvas.findAllByText('Bu alan zorunludur')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Deneme hesapları' })).toBeVisible();
  },
};

export const SignUpForm: Story = {
  name: 'Sign up form',
  render: (args) => <SignUp {...common} onSubmit={(values) => args.onSubmit(values as unknown as SignInValues)} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.signUp.submit') }));
    await expect(await canvas.findByText(t('shell.auth.errors.agreements'))).toBeVisible();
    // No password here: the invitation's link, once an administrator approves, sets it.
    await expect(canvas.queryByLabelText(holding(t('shell.auth.signIn.password')))).toBeNull();
    await userEvent.type(canvas.getByLabelText(holding(t('shell.auth.signUp.name'))), 'Selin Kaya');
    await userEvent.type(canvas.getByLabelText(holding(t('shell.auth.signUp.email'))), 'selin@courier.test');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('shell.auth.signUp.agreements') }));
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.signUp.submit') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('shell.auth.signUp.sent'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Selin Kaya', email: 'selin@courier.test', agreements: true }),
    );
  },
};

export const ForgotPasswordForm: Story = {
  name: 'Forgot password form',
  render: (args) => <ForgotPassword {...common} onSubmit={(values) => args.onUse(values.email)} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(holding(t('shell.auth.forgot.email'))), 'kaan@courier.test');
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.forgot.submit') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('shell.auth.forgot.sent'));
    await expect(args.onUse).toHaveBeenCalledWith('kaan@courier.test');
  },
};

export const ResetPasswordForm: Story = {
  name: 'Reset password form',
  render: (args) => <ResetPassword {...common} onSubmit={(values) => args.onUse(values.password)} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(startsWith(t('shell.auth.reset.confirm'))), 'another-one');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`${startsWith(t('shell.auth.reset.password')).source}(?! \\()`)),
      'new-secret-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.reset.submit') }));
    await expect(await canvas.findByText(t('shell.auth.reset.mismatch'))).toBeVisible();
    await expect(args.onUse).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(startsWith(t('shell.auth.reset.confirm'))));
    await userEvent.type(canvas.getByLabelText(startsWith(t('shell.auth.reset.confirm'))), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.reset.submit') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('shell.auth.reset.done'));
    await expect(args.onUse).toHaveBeenCalledWith('new-secret-1');
  },
};

export const ConfirmationRequiredScreen: Story = {
  name: 'Confirmation required screen',
  render: () => <ConfirmationRequired {...common} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('shell.auth.confirmation.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('shell.auth.confirmation.back') })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  },
};

export const UnlockSessionScreen: Story = {
  name: 'Unlock session screen',
  render: (args) => (
    <UnlockSession
      {...common}
      user={{ name: 'Aylin Aksoy', email: 'admin@courier.test' }}
      onSubmit={(values) => args.onUse(values.password)}
    />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Aylin Aksoy', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText(t('shell.auth.unlock.notYou', { name: 'Aylin Aksoy' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell.auth.unlock.submit') }));
    await expect(await canvas.findByText(t('shell.auth.errors.required'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(startsWith(t('shell.auth.signIn.password'))), 'demo1234{Enter}');
    await waitFor(() => expect(args.onUse).toHaveBeenCalledWith('demo1234'));
  },
};

/** The countdown ticks once a second, '# seconds' then '# second', then hands over. */
export const SignOutCountdown: Story = {
  name: 'Sign out countdown',
  render: (args) => <SignOut {...common} seconds={2} onDone={() => args.onUse('done')} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('shell.auth.signOut.redirecting', { count: 2 }));
    await waitFor(() => expect(status).toHaveTextContent(t('shell.auth.signOut.redirecting', { count: 1 })), {
      timeout: 1500,
    });
    await expect(args.onUse).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onUse).toHaveBeenCalledWith('done'), { timeout: 1500 });
    await expect(status).toHaveTextContent(t('shell.auth.signOut.redirectingNow'));
    await expect(args.onUse).toHaveBeenCalledTimes(1);
  },
};

/** The screen starts from five seconds. */
export const SignOutStartsAtFive: Story = {
  name: 'Sign out screen',
  // Its countdown runs on: the story pass's captures cover it (visual/capture.ts), the play checks it.
  tags: ['ticking'],
  render: (args) => <SignOut {...common} onDone={() => args.onUse('done')} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('shell.auth.signOut.title') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('shell.auth.signOut.redirecting', { count: 5 }));
  },
};

export const SignOutTurkish: Story = {
  ...SignOutStartsAtFive,
  tags: ['turkish', 'ticking'],
  parameters: inTurkish(SignOutStartsAtFive.parameters),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('5 saniye içinde yönlendiriliyorsunuz');
  },
  name: 'Sign out Turkish',
};
