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

const common = {
  companyName: 'Courier Express',
  links: { signIn: '/sign-in', signUp: '/sign-up', forgotPassword: '/forgot-password' },
};
const accounts = [
  { email: 'admin@courier.test', name: 'Aylin Aksoy', role: 'Administrator' },
  { email: 'officer@courier.test', name: 'Mert Yıldız', role: 'Office clerk' },
  { email: 'driver@courier.test', name: 'Hakan Demir', role: 'Driver' },
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
        setError(values.password === 'demo1234' ? null : 'Wrong email or password');
      }}
      demoAccounts={<DemoAccounts accounts={accounts} onUse={(a) => onUse(a.email)} />}
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
    await expect(canvas.getByLabelText(/Email address/)).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Demo accounts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** Empty fields and a malformed address are refused in the form, before anything is sent. */
export const SignInValidation: Story = {
  name: 'Sign in validation',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
    // Focus goes to the first wrong field, not left on the button.
    await waitFor(() => expect(canvas.getByLabelText(/Email address/)).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(/Email address/), 'admin@courier');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its answer shows in an alert; the typed email stays. */
export const SignInError: Story = {
  name: 'Sign in error',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Email address/), 'admin@courier.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong email or password');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'admin@courier.test',
      password: 'wrong-one',
      remember: false,
    });
    await expect(canvas.getByLabelText(/Email address/)).toHaveValue('admin@courier.test');
  },
};

/** The demo accounts: one press signs in as that account. */
export const SignInDemoAccounts: Story = {
  name: 'Sign in demo accounts',
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('region', { name: 'Demo accounts' });
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
    await userEvent.click(canvas.getByRole('button', { name: 'Create your account' }));
    await expect(await canvas.findByText('Accept the terms to continue')).toBeVisible();
    // No password here: the invitation's link, once an administrator approves, sets it.
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Full name/), 'Selin Kaya');
    await userEvent.type(canvas.getByLabelText(/Email address/), 'selin@courier.test');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create your account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('a link to choose your password');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Selin Kaya', email: 'selin@courier.test', agreements: true }),
    );
  },
};

export const ForgotPasswordForm: Story = {
  name: 'Forgot password form',
  render: (args) => <ForgotPassword {...common} onSubmit={(values) => args.onUse(values.email)} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Email address/), 'kaan@courier.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('A reset link was sent');
    await expect(args.onUse).toHaveBeenCalledWith('kaan@courier.test');
  },
};

export const ResetPasswordForm: Story = {
  name: 'Reset password form',
  render: (args) => <ResetPassword {...common} onSubmit={(values) => args.onUse(values.password)} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Password \(confirm\)/), 'another-one');
    await userEvent.type(canvas.getByLabelText(/^Password(?! \()/), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset your password' }));
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
    await expect(args.onUse).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/^Password \(confirm\)/));
    await userEvent.type(canvas.getByLabelText(/^Password \(confirm\)/), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset your password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been reset.');
    await expect(args.onUse).toHaveBeenCalledWith('new-secret-1');
  },
};

export const ConfirmationRequiredScreen: Story = {
  name: 'Confirmation required screen',
  render: () => <ConfirmationRequired {...common} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Confirmation required' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to sign in' })).toHaveAttribute('href', '/sign-in');
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
    await expect(canvas.getByText(/Not Aylin Aksoy\?/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234{Enter}');
    await waitFor(() => expect(args.onUse).toHaveBeenCalledWith('demo1234'));
  },
};

/** The countdown ticks once a second, '# seconds' then '# second', then hands over. */
export const SignOutCountdown: Story = {
  name: 'Sign out countdown',
  render: (args) => <SignOut {...common} seconds={2} onDone={() => args.onUse('done')} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Redirecting in 2 seconds');
    await waitFor(() => expect(status).toHaveTextContent('Redirecting in 1 second'), { timeout: 1500 });
    await expect(args.onUse).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onUse).toHaveBeenCalledWith('done'), { timeout: 1500 });
    await expect(status).toHaveTextContent('You are now being redirected!');
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
    await expect(canvas.getByRole('heading', { name: 'You have signed out!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting in 5 seconds');
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
