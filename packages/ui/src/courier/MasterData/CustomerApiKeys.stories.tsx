import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { businessDate, type ApiKey, type ApiKeyInput, type IssuedApiKey } from '@courier/domain';
import { settled } from '../../testing/motion';
import { inTurkish, notCaptured } from '../../testing/modes';
import { CustomerApiKeys } from './CustomerApiKeys';
import { t, startsWith, holding } from '../../testing/t';
import { storyFormat } from '../../testing/format';
import { sampleCopy } from '../../testing/sampleCopy';

const body = () => within(document.body);
const now = '2026-11-20T09:30:00.000Z';

const storyKeys: ApiKey[] = [
  {
    id: 'key_3',
    customerId: 'cus_1',
    name: 'Warehouse system',
    scopes: ['book', 'labels', 'track'],
    start: 'cbk_Qm7t2X',
    createdAt: '2026-11-02T08:15:00.000Z',
    createdBy: 'usr_admin',
    expiresAt: '2027-06-30T20:59:59.999Z',
    revokedAt: null,
    lastUsedAt: '2026-11-20T09:12:00.000Z',
  },
  {
    id: 'key_2',
    customerId: 'cus_1',
    name: 'Shop tracking page',
    scopes: ['track'],
    start: 'cbk_8dPa0L',
    createdAt: '2026-06-11T12:40:00.000Z',
    createdBy: 'usr_admin',
    expiresAt: '2026-10-31T20:59:59.999Z',
    revokedAt: null,
    lastUsedAt: '2026-10-31T17:02:00.000Z',
  },
  {
    id: 'key_1',
    customerId: 'cus_1',
    name: 'Old ERP connector',
    scopes: ['read_parcels', 'book'],
    start: 'cbk_Zx41uK',
    createdAt: '2026-02-03T07:00:00.000Z',
    createdBy: 'usr_admin',
    expiresAt: null,
    revokedAt: '2026-09-15T10:05:00.000Z',
    lastUsedAt: null,
  },
];

/** What a key may do, as its row lists it in the story's language. */
const scopes = (...of: string[]) => of.map((scope) => t(`apiKeys.scope.${scope}`)).join(', ');
/** A calendar day of the sample as the panel writes it in the story's language. */
const day = (at: string) => storyFormat().day(businessDate(at));

const secret = 'cbk_N3wK3y-0nlyOnce_5hownHere_aB1cD2eF3gH4iJ5k';

/** The panel over a list kept in the story: an issue adds the key, a revoke marks it. */
function LivePanel(props: {
  keys?: ApiKey[] | null;
  error?: string | null;
  refusal?: string;
  onIssue: (input: ApiKeyInput) => void;
  onRevoke: (id: string) => void;
  onCopy: (key: string) => void;
  onRetry: () => void;
}) {
  const [keys, setKeys] = useState(props.keys === null ? undefined : (props.keys ?? storyKeys));
  const [issueError, setIssueError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);
  return (
    <CustomerApiKeys
      customerName="Anadolu Tekstil A.Ş."
      keys={keys}
      error={props.error}
      onRetry={props.onRetry}
      now={now}
      onCopy={props.onCopy}
      issueError={issueError}
      onIssueReset={() => setIssueError(null)}
      onIssue={async (input) => {
        props.onIssue(input);
        if (props.refusal) {
          // As the app passes on the server's 422: a code under "_", on none of the form's fields.
          setIssueError({ message: props.refusal, fields: { _: 'too_many' } });
          throw new Error(props.refusal);
        }
        const issued: IssuedApiKey = {
          apiKey: {
            id: 'key_4',
            customerId: 'cus_1',
            name: input.name,
            scopes: input.scopes,
            start: secret.slice(0, 10),
            createdAt: now,
            createdBy: 'usr_admin',
            expiresAt: input.expiresAt ?? null,
            revokedAt: null,
            lastUsedAt: null,
          },
          key: secret,
        };
        setKeys((all) => [issued.apiKey, ...(all ?? [])]);
        return issued;
      }}
      onRevoke={async (id) => {
        props.onRevoke(id);
        setKeys((all) => all?.map((k) => (k.id === id ? { ...k, revokedAt: now } : k)));
      }}
    />
  );
}

const meta = {
  title: 'Courier/Master data/Customer API keys',
  tags: ['autodocs'],
  component: LivePanel,
  args: { onIssue: fn(), onRevoke: fn(), onCopy: fn(), onRetry: fn() },
} satisfies Meta<typeof LivePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a key, found by its name in the table (named "API keys", or as the language says). */
const row = (canvas: ReturnType<typeof within>, name: string, tableName = t('apiKeys.title')) =>
  within(
    within(canvas.getByRole('table', { name: tableName }))
      .getByRole('cell', { name: new RegExp(`^${name}`) })
      .closest('tr')!,
  );

/** A customer's keys: what each may do, when it was made and last used, and whether it still works. */
export const Keys: Story = {
  // Its play reads the table's cells: a phone shows each key as a card (the list stories' rule).
  tags: ['desktop'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('apiKeys.title') })).toBeVisible();
    const warehouse = row(canvas, 'Warehouse system');
    await expect(warehouse.getByRole('cell', { name: scopes('book', 'labels', 'track') })).toBeVisible();
    await expect(warehouse.getByText('cbk_Qm7t2X…')).toBeVisible();
    await expect(warehouse.getByText(t('apiKeys.state.active'))).toBeVisible();
    await expect(warehouse.getByRole('cell', { name: holding(day('2027-06-30T20:59:59.999Z')) })).toBeVisible();
    // Past its last day: it no longer works, though nobody revoked it.
    await expect(row(canvas, 'Shop tracking page').getByText(t('apiKeys.state.expired'))).toBeVisible();
    const old = row(canvas, 'Old ERP connector');
    await expect(old.getByText(t('apiKeys.state.revoked'))).toBeVisible();
    await expect(old.getByRole('cell', { name: t('apiKeys.never') })).toBeVisible();
    await expect(old.getByRole('cell', { name: t('apiKeys.noExpiry') })).toBeVisible();
    await expect(old.queryByRole('button', { name: holding(t('apiKeys.revoke')) })).toBeNull();
  },
};

/**
 * A key issued: the form asks for a name and a scope first; the key is then shown once, with a
 * warning and a copy button, and once the dialog is closed it is nowhere on the page.
 */
export const IssueShowsTheKeyOnce: Story = {
  name: 'Issue shows the key once',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('apiKeys.issue') }));
    const form = within(
      await settled(
        body().findByRole('dialog', { name: t('apiKeys.issueTitle', { customer: 'Anadolu Tekstil A.Ş.' }) }),
      ),
    );
    await userEvent.click(form.getByRole('button', { name: t('apiKeys.issueButton') }));
    await expect((await form.findAllByText(t('form.errors.required'))).length).toBeGreaterThanOrEqual(2);
    await expect(args.onIssue).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: startsWith(t('apiKeys.name')) }), 'Packing line');
    await userEvent.click(form.getByRole('checkbox', { name: t('apiKeys.scope.book') }));
    await userEvent.click(form.getByRole('checkbox', { name: t('apiKeys.scope.labels') }));
    await userEvent.click(form.getByRole('button', { name: t('apiKeys.issueButton') }));
    await waitFor(() =>
      expect(args.onIssue).toHaveBeenCalledWith({ name: 'Packing line', scopes: ['book', 'labels'], expiresAt: null }),
    );

    const shown = within(
      await settled(body().findByRole('dialog', { name: t('apiKeys.secretTitle', { name: 'Packing line' }) })),
    );
    await expect(shown.getByRole('alert')).toHaveTextContent(t('apiKeys.secretWarning'));
    await expect(shown.getByRole('textbox', { name: t('apiKeys.secret') })).toHaveValue(secret);
    await userEvent.click(shown.getByRole('button', { name: t('apiKeys.copy') }));
    await expect(args.onCopy).toHaveBeenCalledWith(secret);
    await expect(shown.getByRole('button', { name: t('apiKeys.copied') })).toBeVisible();
    // Escape does not lose it: only saying it was copied closes the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(
      body().getByRole('dialog', { name: t('apiKeys.secretTitle', { name: 'Packing line' }) }),
    ).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: t('apiKeys.done') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(body().queryByDisplayValue(secret)).toBeNull();
    await expect(document.body).not.toHaveTextContent(secret);
    const added = row(canvas, 'Packing line');
    await expect(added.getByText(t('apiKeys.state.active'))).toBeVisible();
    await expect(added.getByRole('cell', { name: scopes('book', 'labels') })).toBeVisible();
  },
};

/** Revoking asks first; once confirmed, the row says the key is revoked and when, and offers nothing more. */
export const RevokeAfterConfirming: Story = {
  name: 'Revoke after confirming',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('apiKeys.revokeOne', { name: 'Warehouse system' }) }));
    const question = within(
      await settled(body().findByRole('alertdialog', { name: t('apiKeys.revokeTitle', { name: 'Warehouse system' }) })),
    );
    await expect(question.getByText(t('apiKeys.revokeMessage'))).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: t('common.cancel') }));
    await expect(args.onRevoke).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: t('apiKeys.revokeOne', { name: 'Warehouse system' }) }));
    const again = within(
      await settled(body().findByRole('alertdialog', { name: t('apiKeys.revokeTitle', { name: 'Warehouse system' }) })),
    );
    await userEvent.click(again.getByRole('button', { name: t('apiKeys.revoke') }));
    await expect(args.onRevoke).toHaveBeenCalledWith('key_3');
    const warehouse = row(canvas, 'Warehouse system');
    await waitFor(() => expect(warehouse.getByText(t('apiKeys.state.revoked'))).toBeVisible());
    await expect(warehouse.getByText(t('apiKeys.revokedOn', { day: day(now) }))).toBeVisible();
    await expect(warehouse.queryByRole('button', { name: holding(t('apiKeys.revoke')) })).toBeNull();
  },
};

/** A customer with no keys: the table says so, and what a key is for. */
export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('apiKeys.none'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apiKeys.issue') })).toBeEnabled();
  },
};

/** The keys could not be read: the table says why, with Try again. */
export const Failed: Story = {
  args: { keys: null, error: 'The server could not be reached' },
  decorators: sampleCopy({ error: 'samples.records.unreachable' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('samples.records.unreachable'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server refused the key (the customer holds as many as he may): the form stays open and says why. */
export const IssueRefused: Story = {
  name: 'Issue refused',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { refusal: 'Some fields are not valid' },
  decorators: sampleCopy({ refusal: 'samples.records.refused' }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('apiKeys.issue') }));
    const form = within(
      await settled(
        body().findByRole('dialog', { name: t('apiKeys.issueTitle', { customer: 'Anadolu Tekstil A.Ş.' }) }),
      ),
    );
    await userEvent.type(form.getByRole('textbox', { name: startsWith(t('apiKeys.name')) }), 'Second warehouse');
    await userEvent.click(form.getByRole('checkbox', { name: t('apiKeys.scope.track') }));
    await userEvent.click(form.getByRole('button', { name: t('apiKeys.issueButton') }));
    await expect(await form.findByRole('alert')).toHaveTextContent(t('apiKeys.tooMany'));
    await expect(args.onIssue).toHaveBeenCalledTimes(1);
    await expect(
      body().queryByRole('dialog', { name: t('apiKeys.secretTitle', { name: 'Second warehouse' }) }),
    ).toBeNull();
  },
};

export const KeysTurkish: Story = {
  tags: ['turkish', 'desktop'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'API anahtarları' })).toBeVisible();
    await expect(row(canvas, 'Warehouse system', 'API anahtarları').getByText('Etkin')).toBeVisible();
    await expect(row(canvas, 'Shop tracking page', 'API anahtarları').getByText('Süresi doldu')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anahtar oluştur' })).toBeVisible();
  },
};
