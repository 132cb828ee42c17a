import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type {
  ListedWebhookEndpoint,
  Page,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpointInput,
} from '@courier/domain';
import { settled } from '../../testing/motion';
import { inTurkish, notCaptured } from '../../testing/modes';
import { CustomerWebhooks } from './CustomerWebhooks';
import { t, startsWith, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const body = () => within(document.body);

const storyEndpoints: ListedWebhookEndpoint[] = [
  {
    id: 'whk_1',
    customerId: 'cus_1',
    url: 'https://erp.anadolutekstil.com.tr/hooks/courier',
    description: 'Order system: marks orders shipped and delivered',
    events: ['parcel.booked', 'parcel.in_transit', 'parcel.delivered', 'parcel.delivery_failed', 'parcel.returned'],
    enabled: true,
    secretStart: 'whsec_Qm7t',
    createdAt: '2026-10-02T08:15:00.000Z',
    createdBy: 'usr_admin',
    updatedAt: '2026-10-02T08:15:00.000Z',
    pending: 1,
    failed: 2,
  },
  {
    id: 'whk_2',
    customerId: 'cus_1',
    url: 'https://magaza.anadolutekstil.com.tr/api/kargo-durum',
    description: '',
    events: [
      'parcel.booked',
      'parcel.received',
      'parcel.in_transit',
      'parcel.out_for_delivery',
      'parcel.delivered',
      'parcel.delivery_failed',
      'parcel.returned',
      'parcel.cancelled',
      'parcel.lost',
    ],
    enabled: false,
    secretStart: 'whsec_8dPa',
    createdAt: '2026-11-11T12:40:00.000Z',
    createdBy: 'usr_admin',
    updatedAt: '2026-11-18T09:00:00.000Z',
    pending: 0,
    failed: 0,
  },
];

const delivery = (
  id: string,
  fields: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'type' | 'status' | 'trackingNumber' | 'createdAt'>,
): WebhookDelivery => ({
  id,
  endpointId: 'whk_1',
  customerId: 'cus_1',
  parcelId: `par_${id}`,
  eventId: `evt_${id}`,
  body: '{}',
  nextAttemptAt: null,
  deliveredAt: null,
  resentAt: null,
  attempts: [],
  ...fields,
});

const storyDeliveries: WebhookDelivery[] = [
  delivery('whd_000041', {
    type: 'parcel.delivered',
    status: 'pending',
    trackingNumber: 'CP100004211TR',
    createdAt: '2026-11-20T09:12:00.000Z',
    nextAttemptAt: '2026-11-20T09:42:00.000Z',
    attempts: [
      { at: '2026-11-20T09:12:00.000Z', status: 503, error: 'HTTP 503', ms: 212 },
      { at: '2026-11-20T09:12:05.000Z', status: 503, error: 'HTTP 503', ms: 198 },
      { at: '2026-11-20T09:17:05.000Z', status: null, error: 'timed out', ms: 10000 },
    ],
  }),
  delivery('whd_000038', {
    type: 'parcel.in_transit',
    status: 'failed',
    trackingNumber: 'CP100003970TR',
    createdAt: '2026-11-18T16:40:00.000Z',
    attempts: [{ at: '2026-11-19T16:40:00.000Z', status: 500, error: 'HTTP 500', ms: 140 }],
  }),
  delivery('whd_000035', {
    type: 'parcel.booked',
    status: 'failed',
    trackingNumber: 'CP100003970TR',
    createdAt: '2026-11-18T11:05:00.000Z',
    attempts: [{ at: '2026-11-19T11:05:00.000Z', status: null, error: 'connect ECONNREFUSED', ms: 3 }],
  }),
  delivery('whd_000031', {
    type: 'parcel.delivered',
    status: 'delivered',
    trackingNumber: 'CP100003555TR',
    createdAt: '2026-11-17T14:22:00.000Z',
    deliveredAt: '2026-11-17T14:22:00.000Z',
    attempts: [{ at: '2026-11-17T14:22:00.000Z', status: 204, error: null, ms: 88 }],
  }),
];

const secret = 'whsec_Qm7t2XbN8dPa0LZx41uKc3VfR9sWq';

/** The panel over endpoints and deliveries kept in the story, as the app keeps them through the API. */
function LivePanel(props: {
  endpoints?: ListedWebhookEndpoint[] | null;
  error?: string | null;
  refusal?: { message: string; fields: Record<string, string> };
  onAdd: (input: WebhookEndpointInput) => void;
  onChange: (id: string, patch: Partial<WebhookEndpointInput>) => void;
  onDelete: (id: string) => void;
  onResend: (id: string) => void;
  onCopy: (secret: string) => void;
  onRetry: () => void;
}) {
  const [endpoints, setEndpoints] = useState(
    props.endpoints === null ? undefined : (props.endpoints ?? storyEndpoints),
  );
  const [saveError, setSaveError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);
  const [shown, setShown] = useState<{ endpointId: string; status: WebhookDeliveryStatus | null; page: number } | null>(
    null,
  );
  const [deliveries, setDeliveries] = useState(storyDeliveries);
  const listed = shown ? deliveries.filter((d) => !shown.status || d.status === shown.status) : [];
  const page: Page<WebhookDelivery> = { items: listed, total: listed.length, page: 1, size: 25, lastPage: 1 };
  return (
    <CustomerWebhooks
      customerName="Anadolu Tekstil A.Ş."
      endpoints={endpoints}
      error={props.error}
      onRetry={props.onRetry}
      onCopy={props.onCopy}
      saveError={saveError}
      onSaveReset={() => setSaveError(null)}
      onAdd={async (input) => {
        props.onAdd(input);
        if (props.refusal) {
          setSaveError(props.refusal);
          throw new Error(props.refusal.message);
        }
        const endpoint: ListedWebhookEndpoint = {
          ...input,
          id: 'whk_3',
          customerId: 'cus_1',
          secretStart: secret.slice(0, 10),
          createdAt: '2026-11-20T09:30:00.000Z',
          createdBy: 'usr_admin',
          updatedAt: '2026-11-20T09:30:00.000Z',
          pending: 0,
          failed: 0,
        };
        setEndpoints((all) => [...(all ?? []), endpoint]);
        return { endpoint, secret };
      }}
      onChange={async (id, patch) => {
        props.onChange(id, patch);
        setEndpoints((all) => all?.map((e) => (e.id === id ? { ...e, ...patch } : e)));
      }}
      onDelete={async (id) => {
        props.onDelete(id);
        setEndpoints((all) => all?.filter((e) => e.id !== id));
      }}
      deliveries={shown && { ...shown, page }}
      onShowDeliveries={setShown}
      onResend={async (id) => {
        props.onResend(id);
        setDeliveries((all) =>
          all.map((d) =>
            d.id === id
              ? {
                  ...d,
                  status: 'pending',
                  resentAt: '2026-11-20T09:30:00.000Z',
                  nextAttemptAt: '2026-11-20T09:30:00.000Z',
                }
              : d,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'Courier/Master data/Customer webhooks',
  tags: ['autodocs'],
  component: LivePanel,
  args: { onAdd: fn(), onChange: fn(), onDelete: fn(), onResend: fn(), onCopy: fn(), onRetry: fn() },
} satisfies Meta<typeof LivePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The events an endpoint hears of, as its row lists them in the story's language. */
const events = (...of: string[]) => of.map((event) => t(`webhooks.event.parcel.${event}`)).join(', ');

/** The row of an endpoint, found by its address in the table. */
const row = (canvas: ReturnType<typeof within>, url: string, tableName = t('webhooks.title')) =>
  within(
    within(canvas.getByRole('table', { name: tableName }))
      .getByText(url)
      .closest('tr')!,
  );

/**
 * A customer's endpoints: where each is, what it hears of, whether it is on, and how its
 * deliveries stand: two failed and one waiting at the order system.
 */
export const Endpoints: Story = {
  // Its play reads the table's rows: a phone shows each endpoint as a card (the list stories' rule).
  tags: ['desktop'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('webhooks.title') })).toBeVisible();
    const erp = row(canvas, 'https://erp.anadolutekstil.com.tr/hooks/courier');
    await expect(erp.getByText('Order system: marks orders shipped and delivered')).toBeVisible();
    await expect(
      erp.getByText(events('booked', 'in_transit', 'delivered', 'delivery_failed', 'returned')),
    ).toBeVisible();
    await expect(erp.getByText(t('webhooks.enabled'))).toBeVisible();
    await expect(erp.getByText(t('webhooks.failedCount', { count: 2 }))).toBeVisible();
    await expect(erp.getByText(t('webhooks.pendingCount', { count: 1 }))).toBeVisible();
    const shop = row(canvas, 'https://magaza.anadolutekstil.com.tr/api/kargo-durum');
    await expect(shop.getByText(t('webhooks.allEvents'))).toBeVisible();
    await expect(shop.getByText(t('webhooks.disabled'))).toBeVisible();
  },
};

/**
 * An endpoint added: the form refuses an address that is not https, takes a whole one, and the
 * signing secret is then shown once, copied, and gone from the page.
 */
export const AddShowsTheSecretOnce: Story = {
  name: 'Add shows the secret once',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('webhooks.add') }));
    const form = within(
      await settled(
        body().findByRole('dialog', { name: t('webhooks.addTitle', { customer: 'Anadolu Tekstil A.Ş.' }) }),
      ),
    );
    // Every event is chosen to begin with.
    await expect(form.getByRole('checkbox', { name: t('webhooks.event.parcel.delivered') })).toBeChecked();
    await userEvent.type(
      form.getByRole('textbox', { name: startsWith(t('webhooks.url')) }),
      'ftp://depo.example/hooks',
    );
    await userEvent.click(form.getByRole('button', { name: t('webhooks.addButton') }));
    await expect((await form.findAllByText(t('form.errors.url_scheme')))[0]).toBeVisible();
    await expect(form.getByRole('textbox', { name: startsWith(t('webhooks.url')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(form.getByRole('textbox', { name: startsWith(t('webhooks.url')) }));
    await userEvent.type(
      form.getByRole('textbox', { name: startsWith(t('webhooks.url')) }),
      'https://depo.anadolutekstil.com.tr/hooks',
    );
    await userEvent.click(form.getByRole('checkbox', { name: t('webhooks.event.parcel.lost') }));
    await userEvent.click(form.getByRole('button', { name: t('webhooks.addButton') }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith(
        expect.objectContaining({
          url: 'https://depo.anadolutekstil.com.tr/hooks',
          enabled: true,
          events: expect.not.arrayContaining(['parcel.lost']),
        }),
      ),
    );

    const shown = within(await settled(body().findByRole('dialog', { name: t('webhooks.secretTitle') })));
    await expect(shown.getByRole('textbox', { name: t('webhooks.secret') })).toHaveValue(secret);
    await userEvent.click(shown.getByRole('button', { name: t('webhooks.copy') }));
    await expect(args.onCopy).toHaveBeenCalledWith(secret);
    await userEvent.click(shown.getByRole('button', { name: t('apiKeys.done') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(document.body).not.toHaveTextContent(secret);
    await expect(
      row(canvas, 'https://depo.anadolutekstil.com.tr/hooks').getByText(t('webhooks.enabled')),
    ).toBeVisible();
  },
};

/**
 * The server refused the address (it leads into a private network): the form stays open and says
 * so at the field.
 */
export const AddRefused: Story = {
  name: 'Add refused',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { refusal: { message: 'Some fields are not valid', fields: { url: 'url_private' } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('webhooks.add') }));
    const form = within(
      await settled(
        body().findByRole('dialog', { name: t('webhooks.addTitle', { customer: 'Anadolu Tekstil A.Ş.' }) }),
      ),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: startsWith(t('webhooks.url')) }),
      'https://intranet.example/hooks',
    );
    await userEvent.click(form.getByRole('button', { name: t('webhooks.addButton') }));
    await expect((await form.findAllByText(t('form.errors.url_private')))[0]).toBeVisible();
    await expect(form.getByRole('textbox', { name: startsWith(t('webhooks.url')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(body().queryByRole('dialog', { name: t('webhooks.secretTitle') })).toBeNull();
  },
};

/**
 * The order system's deliveries open on its failures; one is sent again, and it waits to be sent.
 * Every delivery says what its last attempt met.
 */
export const FailedDeliveriesSentAgain: Story = {
  name: 'Failed deliveries sent again',
  tags: ['interaction', 'desktop'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('webhooks.deliveriesOf', { url: 'https://erp.anadolutekstil.com.tr/hooks/courier' }),
      }),
    );
    const dialog = within(await settled(body().findByRole('dialog', { name: t('webhooks.deliveriesTitle') })));
    const table = within(dialog.getByRole('table', { name: t('webhooks.deliveriesTitle') }));
    await expect(table.getAllByText(t('webhooks.status.failed'))).toHaveLength(2);
    await expect(table.getByText(t('webhooks.answered', { status: '500' }))).toBeVisible();
    await expect(table.getByText(t('webhooks.noAnswer', { error: 'connect ECONNREFUSED' }))).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', {
        name: t('webhooks.resendOne', { event: events('in_transit'), tracking: 'CP100003970TR' }),
      }),
    );
    await expect(args.onResend).toHaveBeenCalledWith('whd_000038');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));

    // Every status: the waiting one says when it is tried next, the delivered one what it was answered.
    await userEvent.click(dialog.getByRole('button', { name: holding(t('webhooks.showStatus')) }));
    await userEvent.click(await body().findByRole('option', { name: t('webhooks.status.all') }));
    await expect(await table.findByText(t('webhooks.answered', { status: '204' }))).toBeVisible();
    await expect(
      table.getByText(
        startsWith(
          `${t('webhooks.attemptCount', { count: 3 })} · ${t('webhooks.nextAttempt', { at: '@' }).split('@')[0]}`,
        ),
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Deleting asks first; once confirmed, the endpoint is gone from the list. */
export const DeleteAfterConfirming: Story = {
  name: 'Delete after confirming',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const url = 'https://magaza.anadolutekstil.com.tr/api/kargo-durum';
    await userEvent.click(canvas.getByRole('button', { name: t('webhooks.deleteOne', { url }) }));
    const question = within(await settled(body().findByRole('alertdialog', { name: t('webhooks.deleteTitle') })));
    await expect(question.getByText(t('webhooks.deleteMessage', { url }))).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: t('webhooks.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith('whk_2');
    await waitFor(() => expect(canvas.queryByText(url)).toBeNull());
  },
};

/** A customer with no endpoints: the table says so, and what one is for. */
export const Empty: Story = {
  args: { endpoints: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('webhooks.none'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('webhooks.add') })).toBeEnabled();
  },
};

/** The endpoints could not be read: the table says why, with Try again. */
export const Failed: Story = {
  args: { endpoints: null, error: 'The server could not be reached' },
  decorators: sampleCopy({ error: 'samples.records.unreachable' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('samples.records.unreachable'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const EndpointsTurkish: Story = {
  tags: ['turkish', 'desktop'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: "Webhook'lar" })).toBeVisible();
    const erp = row(canvas, 'https://erp.anadolutekstil.com.tr/hooks/courier', "Webhook'lar");
    await expect(erp.getByText('2 teslimat başarısız')).toBeVisible();
    await expect(erp.getByText('Açık')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Uç nokta ekle' })).toBeVisible();
  },
};
