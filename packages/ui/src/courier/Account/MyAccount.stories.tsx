import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { avatarMaxBytes, type Profile, type ProfileInput, type UserSession } from '@courier/domain';
import { markupFile, photoFile, pixelsOf, storyAvatar } from '../../testing/images';
import { inTurkish, notCaptured, withPhone } from '../../testing/modes';
import { settled } from '../../testing/motion';
import { storyOffices } from '../fixtures';
import { MyAccount, type Refusal } from './MyAccount';
import { t, startsWith, holding } from '../../testing/t';

const profile: Profile = {
  id: 'usr_009',
  name: 'Selin Arslan',
  email: 'selin@courier.test',
  role: 'clerk',
  officeId: 'off_ist',
  phone: '+905313389046',
  language: null,
  avatar: null,
};
const sessions: UserSession[] = [
  {
    id: 'ses_1',
    device: 'Chrome 131 · Windows 10',
    address: '203.0.113.7',
    signedInAt: '2026-11-20T06:02:00.000Z',
    lastSeenAt: '2026-11-20T09:28:00.000Z',
    current: true,
  },
  {
    id: 'ses_2',
    device: 'Safari 17 · iOS 17',
    address: '198.51.100.20',
    signedInAt: '2026-11-19T17:40:00.000Z',
    lastSeenAt: '2026-11-19T21:15:00.000Z',
    current: false,
  },
  {
    id: 'ses_3',
    device: '',
    address: '192.0.2.44',
    signedInAt: '2026-11-18T08:00:00.000Z',
    lastSeenAt: '2026-11-18T08:01:00.000Z',
    current: false,
  },
];

/** A picture as the API keeps it: a data URL. */
const asDataUrl = (image: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(image);
  });

/**
 * The account with its own state, as the app keeps it; the "server" knows the current password
 * `demo1234`, and takes a photo, holds it (`photoServer: 'slow'`) or refuses it (`'refuses'`).
 */
function Live(props: {
  onSaveProfile: (input: ProfileInput) => void;
  onChangePassword: (input: { currentPassword: string; newPassword: string }) => void;
  onSignOutSession: (id: string) => void;
  onSignOutOthers: () => void;
  onChangeAvatar: (image: Blob) => void;
  onRemoveAvatar: () => void;
  loading?: boolean;
  avatar?: string | null;
  photoServer?: 'slow' | 'refuses';
}) {
  const [mine, setMine] = useState({ ...profile, avatar: props.avatar ?? null });
  const [open, setOpen] = useState(sessions);
  const [passwordError, setPasswordError] = useState<Refusal | null>(null);
  const [avatarError, setAvatarError] = useState<Refusal | null>(null);
  return (
    <MyAccount
      profile={props.loading ? undefined : mine}
      offices={storyOffices}
      onSaveProfile={async (input) => {
        props.onSaveProfile(input);
        setMine((p) => ({ ...p, ...(input as Partial<Profile>) }));
      }}
      onChangeAvatar={async (image) => {
        props.onChangeAvatar(image);
        setAvatarError(null);
        if (props.photoServer === 'slow') return new Promise(() => undefined);
        if (props.photoServer === 'refuses') {
          setAvatarError({ message: 'The file is not a PNG, JPEG, WEBP image', fields: { avatar: 'image_type' } });
          throw new Error('image_type');
        }
        const avatar = await asDataUrl(image);
        setMine((p) => ({ ...p, avatar }));
      }}
      onRemoveAvatar={async () => {
        props.onRemoveAvatar();
        setMine((p) => ({ ...p, avatar: null }));
      }}
      avatarError={avatarError}
      onChangePassword={async (input) => {
        props.onChangePassword(input);
        setPasswordError(null);
        if (input.currentPassword !== 'demo1234') {
          setPasswordError({
            message: 'The current password is not right',
            fields: { currentPassword: 'wrong_password' },
          });
          throw new Error('wrong_password');
        }
        setOpen((all) => all.filter((s) => s.current));
      }}
      passwordError={passwordError}
      sessions={props.loading ? undefined : open}
      onSignOutSession={async (id) => {
        props.onSignOutSession(id);
        setOpen((all) => all.filter((s) => s.id !== id));
      }}
      onSignOutOthers={async () => {
        props.onSignOutOthers();
        setOpen((all) => all.filter((s) => s.current));
      }}
    />
  );
}

const meta = {
  title: 'Courier/My account',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: {
    onSaveProfile: fn(),
    onChangePassword: fn(),
    onSignOutSession: fn(),
    onSignOutOthers: fn(),
    onChangeAvatar: fn(),
    onRemoveAvatar: fn(),
  },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const photoField = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('group', { name: t('account.photo') }));
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

/** One's profile (email, role and office are the administrator's), the password form, and the open sessions. */
export const Account: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const profileForm = within(canvas.getByRole('form', { name: t('account.profile') }));
    await expect(profileForm.getByRole('textbox', { name: startsWith(t('staff.name')) })).toHaveValue('Selin Arslan');
    // No photo yet: her initials, and nothing to remove.
    const photo = photoField(canvas);
    await expect(photo.getByRole('img', { name: 'Selin Arslan' })).toHaveTextContent('SA');
    await expect(photo.getByRole('button', { name: t('account.changePhoto') })).toHaveAccessibleDescription(
      t('account.photoHint'),
    );
    await expect(photo.queryByRole('button', { name: t('account.removePhoto') })).toBeNull();
    await expect(profileForm.getByText('selin@courier.test')).toBeVisible();
    await expect(canvas.getByText(`${t('roles.clerk')} · IST`)).toBeVisible();
    const table = within(canvas.getByRole('table', { name: t('account.sessions') }));
    const rows = table.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Chrome 131 · Windows 10');
    await expect(within(rows[1]!).getByText(t('account.thisDevice'))).toBeVisible();
    await expect(
      table.getByRole('button', { name: t('account.signOutOne', { device: 'Safari 17 · iOS 17' }) }),
    ).toBeVisible();
    await expect(
      table.getByRole('button', { name: t('account.signOutOne', { device: t('account.unknownDevice') }) }),
    ).toBeVisible();
  },
};

/** With her photo: shown as the shell shows it, with "Change photo" and "Remove". */
export const WithPhoto: Story = {
  name: 'With photo',
  args: { avatar: storyAvatar },
  play: async ({ canvas }) => {
    const photo = photoField(canvas);
    await expect(photo.getByRole('img', { name: 'Selin Arslan' }).querySelector('img')).toHaveAttribute(
      'src',
      storyAvatar,
    );
    await expect(photo.getByRole('button', { name: t('account.removePhoto') })).toHaveTextContent(
      t('shell.feed.remove'),
    );
  },
};

/**
 * A phone's photo of a few MB goes: it is cut to a square of 256 px in the browser and sent as a
 * JPEG, and shows at once; removed, her initials come back and the focus stays in the field.
 */
export const ChangePhoto: Story = {
  name: 'Change photo',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, canvasElement, args }) => {
    const source = await photoFile();
    await expect(source.size).toBeGreaterThan(avatarMaxBytes);
    await userEvent.upload(fileInput(canvasElement), source);
    await waitFor(() => expect(args.onChangeAvatar).toHaveBeenCalledTimes(1));
    const sent = (args.onChangeAvatar as ReturnType<typeof fn>).mock.calls[0]![0] as Blob;
    await expect(sent.type).toBe('image/jpeg');
    await expect(sent.size).toBeLessThanOrEqual(avatarMaxBytes);
    await expect(await pixelsOf(sent)).toEqual({ width: 256, height: 256 });
    const photo = photoField(canvas);
    await expect(await photo.findByText(t('account.photoSaved'))).toBeVisible();
    await expect(photo.getByRole('img', { name: 'Selin Arslan' }).querySelector('img')?.src).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    await userEvent.click(photo.getByRole('button', { name: t('account.removePhoto') }));
    await expect(args.onRemoveAvatar).toHaveBeenCalled();
    await expect(await photo.findByText(t('account.photoRemoved'))).toBeVisible();
    await expect(photo.getByRole('img', { name: 'Selin Arslan' })).toHaveTextContent('SA');
    await waitFor(() => expect(photo.getByRole('button', { name: t('account.changePhoto') })).toHaveFocus());
  },
};

/** On its way to the server: the button turns to a spinner and the photo waits. */
export const PhotoUploading: Story = {
  name: 'Photo uploading',
  args: { avatar: storyAvatar, photoServer: 'slow' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await photoFile(800, 600));
    await waitFor(() => expect(args.onChangeAvatar).toHaveBeenCalled());
    const photo = photoField(canvas);
    await expect(photo.getByRole('button', { name: t('account.changePhoto') })).toHaveAttribute('data-pending', 'true');
    await expect(photo.getByRole('button', { name: t('account.removePhoto') })).toBeDisabled();
  },
};

/** The server refused the file: its reason shows at the field, in her words, and the photo she had stays. */
export const PhotoRefused: Story = {
  name: 'Photo refused',
  args: { avatar: storyAvatar, photoServer: 'refuses' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await photoFile(800, 600));
    await waitFor(() => expect(args.onChangeAvatar).toHaveBeenCalled());
    const photo = photoField(canvas);
    await expect(await photo.findByRole('alert')).toHaveTextContent(t('imageUpload.errors.image_type'));
    await expect(photo.getByRole('button', { name: t('account.changePhoto') })).toHaveAccessibleDescription(
      holding(t('imageUpload.errors.image_type')),
    );
    await expect(photo.getByRole('img', { name: 'Selin Arslan' }).querySelector('img')).toHaveAttribute(
      'src',
      storyAvatar,
    );
  },
};

/** What the browser can tell is said before anything is sent: markup named as a picture, and a file that is no image. */
export const PhotoToldBeforeSending: Story = {
  name: 'Photo told before sending',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, canvasElement, args }) => {
    // The file dialog offers PNG, JPEG and WebP; "All files" lets anything through.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(fileInput(canvasElement), markupFile('me.svg'));
    const photo = photoField(canvas);
    await expect(await photo.findByRole('alert')).toHaveTextContent(t('imageUpload.errors.image_type'));
    await anyFile.upload(fileInput(canvasElement), markupFile('me.png', 'image/png'));
    await expect(await photo.findByRole('alert')).toHaveTextContent(t('imageUpload.errors.image_unreadable'));
    await expect(args.onChangeAvatar).not.toHaveBeenCalled();
  },
};

/** Still on its way: the cards stand, placeholders where the profile and the sessions will be. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('account.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.signOutOthers') })).toBeDisabled();
  },
};

/** A new name, a phone typed as people type it, and Turkish for the app. */
export const SaveProfile: Story = {
  name: 'Save profile',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: t('account.profile') }));
    const name = form.getByRole('textbox', { name: startsWith(t('staff.name')) });
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: t('account.saveProfile') }));
    await waitFor(() => expect(name).toBeInvalid());
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
    await userEvent.type(name, 'Selin Arslan Kaya');
    await userEvent.clear(form.getByRole('textbox', { name: startsWith(t('staff.phone')) }));
    await userEvent.type(form.getByRole('textbox', { name: startsWith(t('staff.phone')) }), '0533 765 43 21');
    await userEvent.click(form.getByRole('button', { name: holding(t('account.language')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Türkçe' })));
    await userEvent.click(form.getByRole('button', { name: t('account.saveProfile') }));
    await waitFor(() =>
      expect(args.onSaveProfile).toHaveBeenCalledWith({
        name: 'Selin Arslan Kaya',
        phone: '+905337654321',
        language: 'tr',
      }),
    );
    await expect(await form.findByText(t('account.profileSaved'))).toBeVisible();
  },
};

/** The new password follows the rule and is typed twice alike; a wrong current one is said on its field. */
export const ChangePassword: Story = {
  name: 'Change password',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: t('account.password') }));
    const current = form.getByLabelText(startsWith(t('account.currentPassword')));
    const fresh = form.getByLabelText(startsWith(t('account.newPassword')), { selector: 'input[name=newPassword]' });
    const confirm = form.getByLabelText(startsWith(t('account.confirmPassword')));
    await userEvent.type(current, 'wrong-one-1');
    await userEvent.type(fresh, 'short');
    await userEvent.type(confirm, 'shorter');
    await userEvent.click(form.getByRole('button', { name: t('account.changePassword') }));
    await waitFor(() => expect(fresh).toHaveAccessibleDescription(holding(t('form.errors.password_length'))));
    await expect(confirm).toHaveAccessibleDescription(holding(t('form.errors.mismatch')));
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.clear(fresh);
    await userEvent.type(fresh, 'a-long-new-pass-77');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'a-long-new-pass-77');
    await userEvent.click(form.getByRole('button', { name: t('account.changePassword') }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(holding(t('form.errors.wrong_password'))));
    await userEvent.clear(current);
    await userEvent.type(current, 'demo1234');
    await userEvent.click(form.getByRole('button', { name: t('account.changePassword') }));
    await expect(await form.findByText(t('account.passwordChanged'))).toBeVisible();
    await expect(args.onChangePassword).toHaveBeenLastCalledWith({
      currentPassword: 'demo1234',
      newPassword: 'a-long-new-pass-77',
    });
    await expect(current).toHaveValue('');
  },
};

/** One session signed out, then every other one after a question; this device stays. */
export const SignOutSessions: Story = {
  name: 'Sign out sessions',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const table = () => within(canvas.getByRole('table', { name: t('account.sessions') }));
    await userEvent.click(
      table().getByRole('button', { name: t('account.signOutOne', { device: t('account.unknownDevice') }) }),
    );
    await expect(args.onSignOutSession).toHaveBeenCalledWith('ses_3');
    await waitFor(() => expect(table().queryByText('192.0.2.44')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('account.signOutOthers') }));
    const question = within(
      await settled(body().findByRole('alertdialog', { name: t('account.signOutOthersTitle', { count: 1 }) })),
    );
    await userEvent.click(question.getByRole('button', { name: t('account.signOutOthers') }));
    await expect(args.onSignOutOthers).toHaveBeenCalled();
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: t('account.signOutOthers') })).toBeDisabled();
  },
};

export const Dark: Story = {
  ...Account,
  tags: ['interaction'],
  parameters: notCaptured(Account.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hesabım' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fotoğrafı değiştir' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Diğer tüm oturumları kapat' })).toBeVisible();
  },
};
