import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CompanyProfile } from '@courier/domain';
import { inTurkish, notCaptured, withPhone } from '../../testing/modes';
import { CompanyProfileForm } from './CompanyProfileForm';

const kept: CompanyProfile = {
  name: 'Anadolu Kargo A.Ş.',
  address: 'Atatürk Blv. 45\nÇankaya, Ankara 06420',
  phone: '+90 312 555 00 00',
};

/** The form with its own state, as the app keeps it: a save shows once answered. */
function Live({ onSave, loading }: { onSave: (profile: CompanyProfile) => void; loading?: boolean }) {
  const [profile, setProfile] = useState(kept);
  return (
    <CompanyProfileForm
      profile={loading ? undefined : profile}
      backHref="/secure/staff"
      onSave={async (next) => {
        onSave(next);
        setProfile(next);
      }}
    />
  );
}

const meta = {
  title: 'Courier/Staff accounts/Company profile',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { onSave: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's name, address and phone, as the app shows them everywhere. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Company details' }));
    await expect(form.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Anadolu Kargo A.Ş.');
    await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+90 312 555 00 00');
    await expect(canvas.getByRole('link', { name: '← Staff accounts' })).toHaveAttribute('href', '/secure/staff');
  },
};

/** Still on its way: a placeholder where the fields will be. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('heading', { name: 'Company profile' })).toBeVisible()),
};

/** A name is needed; a new one is saved, and the page says so. */
export const Rename: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Company details' }));
    const name = form.getByRole('textbox', { name: /^Company name/ });
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toBeInvalid());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, 'Anadolu Lojistik');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ ...kept, name: 'Anadolu Lojistik' }));
    await expect(await form.findByText('The company profile is saved.')).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('heading', { name: 'Şirket profili' })).toBeVisible()),
};
