import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type {
  AccessDecision,
  AccessRequest,
  InvitedAccount,
  StaffAccount,
  StaffAccountInput,
  StaffAccountPatch,
} from '@courier/domain';
import { storyDrivers, storyOffices } from '../fixtures';
import { StaffAccounts } from './StaffAccounts';
import { desktopModes, withPhone, inTurkish, afterShowcase, notCaptured } from '../../testing/modes';
import { showFilters } from '../../testing/filters';
import { settled } from '../../testing/motion';
import { t, startsWith, endsWith, holding } from '../../testing/t';

const body = () => within(document.body);

const accounts: StaffAccount[] = [
  {
    id: 'usr_001',
    name: 'Ayşe Yılmaz',
    email: 'admin@courier.test',
    avatar: null,
    role: 'admin',
    officeId: null,
    driverId: null,
    active: true,
    phone: null,
  },
  {
    id: 'usr_002',
    name: 'Burak Şahin',
    email: 'clerk@courier.test',
    avatar: null,
    role: 'clerk',
    officeId: storyOffices[0]!.id,
    driverId: null,
    active: true,
    phone: null,
  },
  {
    id: 'usr_003',
    name: 'Cem Doğan',
    email: 'driver@courier.test',
    avatar: null,
    role: 'driver',
    officeId: storyOffices[1]!.id,
    driverId: 'drv_1',
    active: false,
    phone: null,
  },
  {
    id: 'usr_004',
    name: 'Deniz Aksoy',
    email: 'support@courier.test',
    avatar: null,
    role: 'support',
    officeId: null,
    driverId: null,
    active: true,
    phone: null,
  },
];

const requests: AccessRequest[] = [
  {
    id: 'acr_1',
    name: 'Elif Korkmaz',
    email: 'elif@anadolu.test',
    company: 'Anadolu Tekstil',
    requestedAt: '2026-11-20T08:15:00.000Z',
  },
];

/** The invitation a host with no mail answers with: its link to hand over. */
const invitation = {
  mailed: false,
  link: 'https://courier.test/reset-password?token=k3Yh',
  expiresAt: '2026-11-23T09:00:00.000Z',
};

/**
 * The list with its own state, as the app keeps it: a change shows once answered. The "server"
 * refuses an address already taken, as the API does (`email: taken`).
 */
function Live(props: {
  onActiveChange: (id: string, active: boolean) => void;
  onCreate: (input: StaffAccountInput) => void;
  onUpdate: (id: string, patch: StaffAccountPatch) => void;
  onSendLink: (id: string) => void;
  onDecide: (id: string, decision: AccessDecision) => void;
  accounts?: StaffAccount[];
  accessRequests?: AccessRequest[];
  error?: string | null;
  auditHref?: string;
  companyHref?: string;
  /** A new company's: no office yet. */
  noOffices?: boolean;
}) {
  const [list, setList] = useState(props.accounts);
  const [waiting, setWaiting] = useState(props.accessRequests ?? []);
  const [formError, setFormError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);
  const kept = (account: StaffAccount) =>
    setList((all) =>
      all?.some((a) => a.id === account.id)
        ? all.map((a) => (a.id === account.id ? account : a))
        : [...(all ?? []), account],
    );
  const made = (fields: Pick<StaffAccount, 'name' | 'email' | 'role'> & Partial<StaffAccount>): InvitedAccount => {
    const account: StaffAccount = {
      id: `usr_${(list?.length ?? 0) + 1}`,
      avatar: null,
      officeId: null,
      driverId: null,
      phone: null,
      active: true,
      ...fields,
    };
    kept(account);
    return { account, invitation };
  };
  return (
    <StaffAccounts
      accounts={list}
      offices={props.noOffices ? [] : storyOffices}
      newOfficeHref="/secure/destinations/new"
      drivers={storyDrivers}
      currentUserId="usr_001"
      auditHref={props.auditHref}
      companyHref={props.companyHref}
      error={props.error}
      onRetry={fn()}
      onActiveChange={(id, active) => {
        props.onActiveChange(id, active);
        setList((all) => all?.map((a) => (a.id === id ? { ...a, active } : a)));
      }}
      formError={formError}
      onFormReset={() => setFormError(null)}
      onCreate={async (input) => {
        props.onCreate(input);
        if (list?.some((a) => a.email === input.email)) {
          setFormError({ message: 'An account with this e-mail address exists already', fields: { email: 'taken' } });
          throw new Error('taken');
        }
        return made({
          ...input,
          officeId: input.officeId ?? null,
          driverId: input.driverId ?? null,
          phone: (input.phone as string | null | undefined) ?? null,
        });
      }}
      onUpdate={async (id, patch) => {
        props.onUpdate(id, patch);
        const account = list!.find((a) => a.id === id)!;
        kept({ ...account, ...patch } as StaffAccount);
      }}
      onSendLink={async (id) => {
        props.onSendLink(id);
        return { account: list!.find((a) => a.id === id)!, invitation };
      }}
      accessRequests={waiting}
      onDecide={async (id, decision) => {
        props.onDecide(id, decision);
        const request = waiting.find((r) => r.id === id)!;
        setWaiting((all) => all.filter((r) => r.id !== id));
        return decision.decision === 'approve'
          ? made({
              name: request.name,
              email: request.email,
              role: decision.role!,
              officeId: decision.officeId ?? null,
            })
          : { decision: 'declined' };
      }}
    />
  );
}

const meta = {
  title: 'Courier/Staff accounts',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: {
    onActiveChange: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onSendLink: fn(),
    onDecide: fn(),
    accounts,
    auditHref: '/secure/staff/audit',
    companyHref: '/secure/staff/company',
  },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Disabling asks first, naming the person; enabling is one click; one's own account cannot be disabled. */
export const Accounts: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('staff.title') });
    const row = (name: string) => within(within(table).getByRole('cell', { name }).closest('tr')!);
    await expect(row('Ayşe Yılmaz').getByText(t('staff.you'))).toBeVisible();
    await expect(row('Ayşe Yılmaz').queryByRole('button', { name: /^(Disable|Enable) / })).toBeNull();
    await expect(
      row('Ayşe Yılmaz').getByRole('button', { name: t('staff.editOne', { name: 'Ayşe Yılmaz' }) }),
    ).toBeVisible();
    await expect(row('Cem Doğan').getByText(t('staff.disabled'))).toBeVisible();
    await expect(row('Burak Şahin').getByText(t('roles.clerk'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('audit.title') })).toHaveAttribute('href', '/secure/staff/audit');
    await expect(canvas.getByRole('link', { name: t('company.title') })).toHaveAttribute(
      'href',
      '/secure/staff/company',
    );
  },
};

export const DisableAndEnable: Story = {
  tags: ['interaction'],
  ...afterShowcase(Accounts, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('staff.title') });
    const row = (name: string) => within(within(table).getByRole('cell', { name }).closest('tr')!);
    await userEvent.click(canvas.getByRole('button', { name: t('staff.disableOne', { name: 'Burak Şahin' }) }));
    const dialog = body().getByRole('alertdialog', { name: t('staff.confirmTitle', { name: 'Burak Şahin' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('staff.disable') }));
    await expect(args.onActiveChange).toHaveBeenCalledWith('usr_002', false);
    await waitFor(() => expect(row('Burak Şahin').getByText(t('staff.disabled'))).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t('staff.enableOne', { name: 'Cem Doğan' }) }));
    await expect(args.onActiveChange).toHaveBeenLastCalledWith('usr_003', true);
    await waitFor(() => expect(row('Cem Doğan').getByText(t('staff.active'))).toBeVisible());
  }),
  name: 'Disable and enable',
};

/** Found by name or email, by role and by status. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('staff.title') });
    await userEvent.type(canvas.getByRole('searchbox', { name: t('records.search') }), 'support@');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('cell', { name: 'Deniz Aksoy' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: t('records.search') }));
    await showFilters(canvas);
    await userEvent.click(
      within(canvas.getByRole('search')).getByRole('button', { name: endsWith(t('staff.status')) }),
    );
    await userEvent.click(body().getByRole('option', { name: t('staff.disabled') }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('cell', { name: 'Cem Doğan' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { accounts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('staff.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Disable / })).toBeNull();
  },
};

/** No accounts to show: the table says so (filtered to nothing, it offers Clear filters instead). */
export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('records.nothingYet'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { accounts: undefined, error: 'The accounts could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The accounts could not be loaded.')).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Personel hesapları' });
    await expect(within(table).getByText('Devre dışı')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Burak Şahin hesabını devre dışı bırak' })).toBeVisible();
  },
};

/** Chooses an option of a select in the open dialog (its button is named by its value and its label). */
const choose = async (field: RegExp, option: string) => {
  await userEvent.click(within(body().getByRole('dialog')).getByRole('button', { name: field }));
  await userEvent.click(await settled(body().findByRole('option', { name: option })));
};

/**
 * A new account: the form says what is missing, a clerk or a driver needs an office, a driver's
 * account may name his driver record, and a taken address is refused on its field. Where the server
 * cannot mail, the invitation's link is shown to hand over.
 */
export const NewAccount: Story = {
  name: 'New account',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('staff.new') }));
    const dialog = within(await body().findByRole('dialog', { name: t('staff.newTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: t('company.save') }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: startsWith(t('staff.name')) })).toBeInvalid());
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: startsWith(t('staff.name')) }), 'Emre Kaya');
    await userEvent.type(dialog.getByRole('textbox', { name: startsWith(t('staff.email')) }), 'clerk@courier.test');
    await choose(holding(t('staff.role')), t('roles.driver'));
    await expect(dialog.getByRole('button', { name: holding(t('staff.office')) })).toHaveAccessibleDescription(
      holding(t('staff.officeHint')),
    );
    await choose(holding(t('staff.office')), 'ANK · Ankara Hub');
    await choose(holding(t('staff.driverRecord')), 'DRV-0002 · Gül Aksoy');
    await userEvent.type(dialog.getByRole('textbox', { name: startsWith(t('staff.phone')) }), '0532 765 43 21');
    await userEvent.click(dialog.getByRole('button', { name: t('company.save') }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: startsWith(t('staff.email')) })).toHaveAccessibleDescription(
        holding(t('form.errors.taken')),
      ),
    );
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Emre Kaya',
      email: 'clerk@courier.test',
      role: 'driver',
      officeId: 'off_ank',
      driverId: 'drv_2',
      phone: '+905327654321',
    });
    await userEvent.clear(dialog.getByRole('textbox', { name: startsWith(t('staff.email')) }));
    await userEvent.type(dialog.getByRole('textbox', { name: startsWith(t('staff.email')) }), 'Emre@Courier.test');
    await userEvent.click(dialog.getByRole('button', { name: t('company.save') }));
    const handOver = within(
      await body().findByRole('dialog', { name: t('staff.handOverTitle', { name: 'Emre Kaya' }) }),
    );
    await expect(handOver.getByRole('textbox', { name: t('staff.link') })).toHaveValue(invitation.link);
    await expect(args.onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'emre@courier.test' }));
    await userEvent.click(handOver.getByRole('button', { name: t('staff.done') }));
    const table = canvas.getByRole('table', { name: t('staff.title') });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Emre Kaya' })).toBeVisible());
  },
};

/** An account changed: a clerk made a manager for the whole network; his email stays; a new password link. */
export const EditAccount: Story = {
  name: 'Edit account',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('staff.editOne', { name: 'Burak Şahin' }) }));
    const dialog = within(await body().findByRole('dialog', { name: t('staff.editTitle', { name: 'Burak Şahin' }) }));
    await expect(dialog.getByRole('textbox', { name: startsWith(t('staff.email')) })).toBeDisabled();
    await choose(holding(t('staff.role')), t('roles.manager'));
    await choose(holding(t('staff.office')), t('staff.network'));
    await userEvent.click(dialog.getByRole('button', { name: t('company.save') }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith('usr_002', {
        name: 'Burak Şahin',
        role: 'manager',
        officeId: null,
        driverId: null,
        phone: null,
      }),
    );
    const table = canvas.getByRole('table', { name: t('staff.title') });
    const row = within(within(table).getByRole('cell', { name: 'Burak Şahin' }).closest('tr')!);
    await waitFor(() => expect(row.getByText(t('roles.manager'))).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: t('staff.editOne', { name: 'Burak Şahin' }) }));
    const again = within(await body().findByRole('dialog', { name: t('staff.editTitle', { name: 'Burak Şahin' }) }));
    await userEvent.click(again.getByRole('button', { name: t('staff.sendLink') }));
    await expect(args.onSendLink).toHaveBeenCalledWith('usr_002');
    await expect(
      await settled(body().findByRole('dialog', { name: t('staff.handOverTitle', { name: 'Burak Şahin' }) })),
    ).toBeVisible();
  },
};

/** One's own account: the role is another administrator's to change. */
export const OwnAccount: Story = {
  name: 'Own account',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('staff.editOne', { name: 'Ayşe Yılmaz' }) }));
    const dialog = within(
      await settled(body().findByRole('dialog', { name: t('staff.editTitle', { name: 'Ayşe Yılmaz' }) })),
    );
    await expect(dialog.getByRole('button', { name: holding(t('staff.role')) })).toBeDisabled();
    await expect(dialog.getByText(t('staff.ownRole'))).toBeVisible();
  },
};

/** A company just set up: its administrator alone, and no office yet; the page says what to do first. */
export const NewCompany: Story = {
  name: 'New company',
  args: { accounts: accounts.slice(0, 1), noOffices: true },
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('region', { name: t('staff.firstSteps') }));
    await expect(steps.getByText(holding(t('staff.noOfficeYet')))).toBeVisible();
    await expect(steps.getByRole('link', { name: t('offices.first') })).toHaveAttribute(
      'href',
      '/secure/destinations/new',
    );
  },
};

/** Sign-up's requests wait above the list: who asked, for which company, and when. */
export const AccessRequestsWaiting: Story = {
  name: 'Access requests waiting',
  args: {
    accessRequests: [
      ...requests,
      {
        id: 'acr_2',
        name: 'Mert Aydın',
        email: 'mert@ege.test',
        company: 'Ege Gıda',
        requestedAt: '2026-11-21T05:40:00.000Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: t('staff.requests.title', { count: 2 }) }));
    await expect(panel.getByText('elif@anadolu.test · Anadolu Tekstil')).toBeVisible();
    await expect(
      panel.getByRole('button', { name: t('staff.requests.approveOne', { name: 'Mert Aydın' }) }),
    ).toBeVisible();
  },
};

/** A request approved with a role and an office (a clerk needs one), another declined after a question. */
export const ApproveAndDecline: Story = {
  tags: ['interaction'],
  ...afterShowcase(AccessRequestsWaiting, async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: t('staff.requests.approveOne', { name: 'Elif Korkmaz' }) }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: t('staff.requests.approveTitle', { name: 'Elif Korkmaz' }) }),
    );
    await choose(holding(t('staff.role')), t('roles.clerk'));
    await userEvent.click(dialog.getByRole('button', { name: t('company.save') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: holding(t('staff.office')) })).toHaveAccessibleDescription(
        holding(t('common.required')),
      ),
    );
    await expect(args.onDecide).not.toHaveBeenCalled();
    await choose(holding(t('staff.office')), 'IZM · İzmir Hub');
    await userEvent.click(dialog.getByRole('button', { name: t('company.save') }));
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith('acr_1', { decision: 'approve', role: 'clerk', officeId: 'off_izm' }),
    );
    await userEvent.click(await body().findByRole('button', { name: t('staff.done') }));
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Elif Korkmaz' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t('staff.requests.declineOne', { name: 'Mert Aydın' }) }));
    const question = within(
      await body().findByRole('alertdialog', { name: t('staff.requests.declineTitle', { name: 'Mert Aydın' }) }),
    );
    await userEvent.click(question.getByRole('button', { name: t('staff.requests.decline') }));
    await expect(args.onDecide).toHaveBeenLastCalledWith('acr_2', { decision: 'decline' });
    await waitFor(() => expect(canvas.queryByRole('region', { name: /access request/ })).toBeNull());
  }),
  name: 'Approve and decline',
};

/**
 * A driver's account open for a change: his office, phone and driver record. Captured on the
 * desktop only: on a phone the list behind the dialog stands at a scroll that differs from run to run.
 */
export const AccountDialog: Story = {
  name: 'Account dialog',
  tags: ['desktop'],
  parameters: { chromatic: { modes: desktopModes } },
  args: {
    accounts: accounts.map((a) => (a.id === 'usr_003' ? { ...a, active: true, phone: '+905337206148' } : a)),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('staff.editOne', { name: 'Cem Doğan' }) }));
    const dialog = within(
      await settled(body().findByRole('dialog', { name: t('staff.editTitle', { name: 'Cem Doğan' }) })),
    );
    await expect(dialog.getByRole('button', { name: holding(t('staff.driverRecord')) })).toHaveTextContent(
      'DRV-0001 · Hasan Yıldız',
    );
    await expect(dialog.getByRole('textbox', { name: holding(t('staff.phone')) })).toHaveValue('+905337206148');
    await expect(dialog.getByRole('button', { name: t('staff.sendLink') })).toBeVisible();
  },
};

/** The account dialog and the requests in Turkish. */
export const TurkishDialog: Story = {
  name: 'Turkish dialog',
  tags: ['turkish', 'interaction'],
  parameters: inTurkish(notCaptured()),
  globals: { locale: 'tr' },
  args: { accessRequests: requests },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '1 erişim talebi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni hesap' }));
    await expect(await settled(body().findByRole('dialog', { name: 'Yeni personel hesabı' }))).toBeVisible();
  },
};
