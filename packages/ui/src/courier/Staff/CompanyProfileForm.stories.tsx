import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { logoMaxBytes, type Company, type CompanyProfile } from '@courier/domain';
import { markupFile, photoFile, pixelsOf, storyLogo } from '../../testing/images';
import { inTurkish, notCaptured, withPhone } from '../../testing/modes';
import type { Refusal } from '../Account/MyAccount';
import { CompanyProfileForm } from './CompanyProfileForm';
import { t, startsWith } from '../../testing/t';

const kept: CompanyProfile = {
  name: 'Anadolu Kargo A.Ş.',
  address: 'Atatürk Blv. 45\nÇankaya, Ankara 06420',
  phone: '+90 312 466 20 50',
};

/** A picture as a data URL (the app shows the address the API gives; either goes in an `<img>`). */
const asDataUrl = (image: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(image);
  });

/**
 * The form with its own state, as the app keeps it: a save shows once answered; the "server" takes
 * a logo, holds it (`logoServer: 'slow'`) or refuses it as too large (`'refuses'`).
 */
function Live({
  onSave,
  onUploadLogo,
  onRemoveLogo,
  loading,
  logo = null,
  logoServer,
}: {
  onSave: (profile: CompanyProfile) => void;
  onUploadLogo: (image: Blob) => void;
  onRemoveLogo: () => void;
  loading?: boolean;
  logo?: string | null;
  logoServer?: 'slow' | 'refuses';
}) {
  const [profile, setProfile] = useState<Company>({ ...kept, logo });
  const [logoError, setLogoError] = useState<Refusal | null>(null);
  return (
    <CompanyProfileForm
      profile={loading ? undefined : profile}
      backHref="/secure/staff"
      onSave={async (next) => {
        onSave(next);
        setProfile((p) => ({ ...p, ...next }));
      }}
      onUploadLogo={async (image) => {
        onUploadLogo(image);
        setLogoError(null);
        if (logoServer === 'slow') return new Promise(() => undefined);
        if (logoServer === 'refuses') {
          setLogoError({ message: 'The image is larger than 512 KiB', fields: { logo: 'image_too_large' } });
          throw new Error('image_too_large');
        }
        const next = await asDataUrl(image);
        setProfile((p) => ({ ...p, logo: next }));
      }}
      onRemoveLogo={async () => {
        onRemoveLogo();
        setProfile((p) => ({ ...p, logo: null }));
      }}
      logoError={logoError}
    />
  );
}

const meta = {
  title: 'Courier/Staff accounts/Company profile',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { onSave: fn(), onUploadLogo: fn(), onRemoveLogo: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const logoField = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('group', { name: t('company.logo') }));
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

/** The company's name, address and phone, as the app shows them everywhere. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: t('company.details') }));
    await expect(form.getByRole('textbox', { name: startsWith(t('company.name')) })).toHaveValue('Anadolu Kargo A.Ş.');
    await expect(form.getByRole('textbox', { name: startsWith(t('staff.phone')) })).toHaveValue('+90 312 466 20 50');
    await expect(canvas.getByRole('link', { name: `← ${t('staff.title')}` })).toHaveAttribute('href', '/secure/staff');
    // No logo yet: the preview shows the app's own mark beside the name, as every page does today.
    const logo = logoField(canvas);
    await expect(logo.getByText('Anadolu Kargo A.Ş.')).toBeVisible();
    await expect(logo.queryByRole('img')).toBeNull();
    await expect(logo.getByRole('button', { name: t('company.uploadLogo') })).toHaveAccessibleDescription(
      t('company.logoHint'),
    );
    await expect(logo.queryByRole('button', { name: t('company.removeLogo') })).toBeNull();
  },
};

/** With its logo: the preview shows it beside the name, as the frame, labels and the tracking page do. */
export const WithLogo: Story = {
  name: 'With logo',
  args: { logo: storyLogo },
  play: async ({ canvas }) => {
    const logo = logoField(canvas);
    const image = logo.getByText('Anadolu Kargo A.Ş.').querySelector('img')!;
    await expect(image).toHaveAttribute('src', storyLogo);
    await waitFor(() => expect(image.naturalWidth).toBe(320));
    await expect(logo.getByRole('button', { name: t('company.removeLogo') })).toBeVisible();
  },
};

/**
 * A large logo is made at most 512 px wide and sent as a PNG; removed, the app's mark is back.
 * Everything is done from the keyboard.
 */
export const UploadLogo: Story = {
  name: 'Upload logo',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await photoFile(2000, 600, 'logo.jpg'));
    await waitFor(() => expect(args.onUploadLogo).toHaveBeenCalledTimes(1));
    const sent = (args.onUploadLogo as ReturnType<typeof fn>).mock.calls[0]![0] as Blob;
    await expect(['image/png', 'image/webp']).toContain(sent.type);
    await expect(sent.size).toBeLessThanOrEqual(logoMaxBytes);
    await expect(await pixelsOf(sent)).toEqual({ width: 512, height: 154 });
    const logo = logoField(canvas);
    await expect(await logo.findByText(t('company.logoSaved'))).toBeVisible();
    const remove = logo.getByRole('button', { name: t('company.removeLogo') });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveLogo).toHaveBeenCalled();
    await expect(await logo.findByText(t('company.logoRemoved'))).toBeVisible();
    await waitFor(() => expect(logo.getByRole('button', { name: t('company.uploadLogo') })).toHaveFocus());
  },
};

/** On its way to the server: the button turns to a spinner. */
export const LogoUploading: Story = {
  name: 'Logo uploading',
  args: { logo: storyLogo, logoServer: 'slow' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await photoFile(900, 300, 'logo.jpg'));
    await waitFor(() => expect(args.onUploadLogo).toHaveBeenCalled());
    await expect(logoField(canvas).getByRole('button', { name: t('company.uploadLogo') })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** The server refused the file: its reason shows at the field, and the logo the company had stays. */
export const LogoRefused: Story = {
  name: 'Logo refused',
  args: { logo: storyLogo, logoServer: 'refuses' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await photoFile(900, 300, 'logo.jpg'));
    const logo = logoField(canvas);
    await expect(await logo.findByRole('alert')).toHaveTextContent(
      t('imageUpload.errors.image_too_large', { size: '512 KB' }),
    );
    await expect(logo.getByText('Anadolu Kargo A.Ş.').querySelector('img')).toHaveAttribute('src', storyLogo);
  },
};

/** An SVG is refused before anything is sent: a logo goes on labels and the public page, and SVG is markup. */
export const LogoSvgRefused: Story = {
  name: 'Logo SVG refused',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), markupFile());
    await expect(await logoField(canvas).findByRole('alert')).toHaveTextContent(t('imageUpload.errors.image_type'));
    await expect(args.onUploadLogo).not.toHaveBeenCalled();
  },
};

/** Still on its way: a placeholder where the fields will be. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('heading', { name: t('company.title') })).toBeVisible()),
};

/** A name is needed; a new one is saved, and the page says so. */
export const Rename: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: t('company.details') }));
    const name = form.getByRole('textbox', { name: startsWith(t('company.name')) });
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: t('company.save') }));
    await waitFor(() => expect(name).toBeInvalid());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, 'Anadolu Lojistik');
    await userEvent.click(form.getByRole('button', { name: t('company.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ ...kept, name: 'Anadolu Lojistik' }));
    await expect(await form.findByText(t('company.saved'))).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('button', { name: 'Logo yükle' })).toBeVisible()),
};
