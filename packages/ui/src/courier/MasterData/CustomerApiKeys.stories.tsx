import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiKey, ApiKeyInput, IssuedApiKey } from '@courier/domain';
import { settled } from '../../testing/motion';
import { inTurkish, notCaptured } from '../../testing/modes';
import { CustomerApiKeys } from './CustomerApiKeys';

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
const row = (canvas: ReturnType<typeof within>, name: string, tableName = 'API keys') =>
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
    await expect(canvas.getByRole('region', { name: 'API keys' })).toBeVisible();
    const warehouse = row(canvas, 'Warehouse system');
    await expect(warehouse.getByRole('cell', { name: 'Book parcels, Print labels, Track parcels' })).toBeVisible();
    await expect(warehouse.getByText('cbk_Qm7t2X…')).toBeVisible();
    await expect(warehouse.getByText('Active')).toBeVisible();
    await expect(warehouse.getByRole('cell', { name: /30 Jun 2027/ })).toBeVisible();
    // Past its last day: it no longer works, though nobody revoked it.
    await expect(row(canvas, 'Shop tracking page').getByText('Expired')).toBeVisible();
    const old = row(canvas, 'Old ERP connector');
    await expect(old.getByText('Revoked')).toBeVisible();
    await expect(old.getByRole('cell', { name: 'Never' })).toBeVisible();
    await expect(old.getByRole('cell', { name: 'No expiry' })).toBeVisible();
    await expect(old.queryByRole('button', { name: /Revoke/ })).toBeNull();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Issue a key' }));
    const form = within(await settled(body().findByRole('dialog', { name: 'A new API key for Anadolu Tekstil A.Ş.' })));
    await userEvent.click(form.getByRole('button', { name: 'Issue key' }));
    await expect((await form.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
    await expect(args.onIssue).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Packing line');
    await userEvent.click(form.getByRole('checkbox', { name: 'Book parcels' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Print labels' }));
    await userEvent.click(form.getByRole('button', { name: 'Issue key' }));
    await waitFor(() =>
      expect(args.onIssue).toHaveBeenCalledWith({ name: 'Packing line', scopes: ['book', 'labels'], expiresAt: null }),
    );

    const shown = within(await settled(body().findByRole('dialog', { name: 'The key Packing line' })));
    await expect(shown.getByRole('alert')).toHaveTextContent('It will not be shown again');
    await expect(shown.getByRole('textbox', { name: 'API key' })).toHaveValue(secret);
    await userEvent.click(shown.getByRole('button', { name: 'Copy the key' }));
    await expect(args.onCopy).toHaveBeenCalledWith(secret);
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    // Escape does not lose it: only saying it was copied closes the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: 'The key Packing line' })).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(body().queryByDisplayValue(secret)).toBeNull();
    await expect(document.body).not.toHaveTextContent(secret);
    const added = row(canvas, 'Packing line');
    await expect(added.getByText('Active')).toBeVisible();
    await expect(added.getByRole('cell', { name: 'Book parcels, Print labels' })).toBeVisible();
  },
};

/** Revoking asks first; once confirmed, the row says the key is revoked and when, and offers nothing more. */
export const RevokeAfterConfirming: Story = {
  name: 'Revoke after confirming',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the key Warehouse system' }));
    const question = within(
      await settled(body().findByRole('alertdialog', { name: 'Revoke the key Warehouse system?' })),
    );
    await expect(question.getByText(/refused from now on/)).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await expect(args.onRevoke).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the key Warehouse system' }));
    const again = within(await settled(body().findByRole('alertdialog', { name: 'Revoke the key Warehouse system?' })));
    await userEvent.click(again.getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('key_3');
    const warehouse = row(canvas, 'Warehouse system');
    await waitFor(() => expect(warehouse.getByText('Revoked')).toBeVisible());
    await expect(warehouse.getByText(/^on 20 Nov 2026/)).toBeVisible();
    await expect(warehouse.queryByRole('button', { name: /Revoke/ })).toBeNull();
  },
};

/** A customer with no keys: the table says so, and what a key is for. */
export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No keys yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue a key' })).toBeEnabled();
  },
};

/** The keys could not be read: the table says why, with Try again. */
export const Failed: Story = {
  args: { keys: null, error: 'The server could not be reached' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The server could not be reached')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server refused the key (the customer holds as many as he may): the form stays open and says why. */
export const IssueRefused: Story = {
  name: 'Issue refused',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { refusal: 'Some fields are not valid' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Issue a key' }));
    const form = within(await settled(body().findByRole('dialog', { name: /A new API key/ })));
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Second warehouse');
    await userEvent.click(form.getByRole('checkbox', { name: 'Track parcels' }));
    await userEvent.click(form.getByRole('button', { name: 'Issue key' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('revoke one first');
    await expect(args.onIssue).toHaveBeenCalledTimes(1);
    await expect(body().queryByRole('dialog', { name: /^The key/ })).toBeNull();
  },
};

export const KeysTurkish: Story = {
  name: 'Keys Turkish',
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
