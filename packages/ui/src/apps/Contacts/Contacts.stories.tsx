import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactAvatarMaxBytes, type Contact, type Country, type Tag } from '@courier/domain';
import {
  ContactDetail,
  ContactForm,
  contactInputOf,
  ContactsView,
  notesToText,
  textToNotes,
  type ContactDetailProps,
  type ContactFormProps,
} from './Contacts';
import { photoFile, pixelsOf } from '../../testing/images';
import { choosable } from '../../testing/motion';
import { notCaptured, inTurkish } from '../../testing/modes';
import { samplePlaces } from '../../testing/sampleData';
import { t, holding } from '../../testing/t';
import { storyFormat } from '../../testing/format';

const tags: Tag[] = [
  { id: 'ctg_1', title: 'Work' },
  { id: 'ctg_2', title: 'Friend' },
  { id: 'ctg_3', title: 'Band' },
];
const countries: Country[] = [
  { id: 'cty_1', iso: 'de', name: 'Germany', code: '+49', flagImagePos: '' },
  { id: 'cty_2', iso: 'tr', name: 'Turkey', code: '+90', flagImagePos: '' },
  { id: 'cty_3', iso: 'gb', name: 'United Kingdom', code: '+44', flagImagePos: '' },
];
const person = (id: number, name: string, extra: Partial<Contact> = {}): Contact => ({
  id: `cnt_${id}`,
  avatar: null,
  background: null,
  name,
  emails: [],
  phoneNumbers: [],
  birthday: null,
  address: null,
  notes: null,
  tags: [],
  ...extra,
});
const ayse = person(1, 'Ayşe Yılmaz', {
  title: 'Operations manager',
  company: 'Anadolu Lojistik',
  emails: [
    { email: 'ayse.yilmaz@example.com', label: 'Personal' },
    { email: 'ayse@anadolu.example.com', label: 'Work' },
  ],
  phoneNumbers: [{ country: 'tr', phoneNumber: '532 481 73 62', label: 'Mobile' }],
  birthday: '1988-04-12T00:00:00.000Z',
  address: (({ line1, district, city, postalCode }) => `${line1}, ${district}, ${postalCode} ${city}`)(
    samplePlaces.İstanbul[0]!,
  ),
  notes: '<p>Prefers deliveries in the <strong>morning</strong>.</p><p>Gate code 4512.</p>',
  tags: ['ctg_1'],
});
const sample: Contact[] = [
  ayse,
  person(2, 'Ahmet Kaya', { title: 'Buyer', company: 'Ege Tekstil' }),
  person(3, 'Emre Şahin'),
  person(4, 'İpek Demir', { title: 'Warehouse lead' }),
  person(5, 'Irmak Çelik'),
  person(6, 'Zeynep Arslan'),
];

/** The list as the app keeps it: the query lives in the story; links are hashes. */
function LiveContacts({
  contacts,
  error,
  selectedId,
}: {
  contacts: Contact[] | undefined;
  error?: string;
  selectedId?: string;
}) {
  const [query, setQuery] = useState('');
  return (
    <ContactsView
      contacts={contacts}
      error={error}
      onRetry={fn()}
      query={query}
      onQueryChange={setQuery}
      contactHref={(c) => `#contact/${c.id}`}
      newHref="#new"
      selectedId={selectedId}
    />
  );
}

const meta = {
  title: 'Apps/Contacts',
  tags: ['autodocs'],
  component: LiveContacts,
  args: { contacts: sample },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveContacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address book: the contacts under their letters, İ and I apart as Turkish files them. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('contacts.title') })).toBeVisible();
    await expect(canvas.getByText(t('contacts.count', { count: 6 }))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'A',
      'E',
      'İ',
      'I',
      'Z',
    ]);
    const a = canvas.getByRole('region', { name: 'A' });
    await expect(
      within(a)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#contact/cnt_1', '#contact/cnt_2']);
    await expect(within(a).getByRole('link', { name: /Ayşe Yılmaz/ })).toHaveTextContent(
      'Operations manager · Anadolu Lojistik',
    );
    await expect(canvas.getByRole('link', { name: t('contacts.new') })).toHaveAttribute('href', '#new');
  },
};

/** A search over names, titles, companies and e-mails; Turkish letters match their plain forms. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('contacts.search') }), 'sahin');
    await expect(canvas.getAllByRole('link', { name: /Emre/ })).toHaveLength(1);
    await expect(canvas.getByText(t('contacts.found', { count: 1, total: '6' }))).toBeVisible();
    await expect(canvas.getByText('Şahin', { selector: 'mark' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: t('contacts.search') }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('contacts.search') }), 'anadolu.example');
    await expect(canvas.getByRole('link', { name: /Ayşe Yılmaz/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: t('contacts.search') }), 'x');
    await expect(canvas.getByText(t('contacts.noMatch', { query: 'anadolu.examplex' }))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { contacts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('contacts.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { contacts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('contacts.empty'))).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('contacts.new') })).toHaveLength(2);
  },
};

export const Failed: Story = {
  args: { contacts: undefined, error: 'The server could not be reached.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('contacts.error'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** A long name and title wrap inside their row. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    contacts: [
      person(7, 'Abdurrahmangazi Muhammed Mustafa Kemalpaşazadeoğulları Karamanoğlu', {
        title: 'Regional line-haul and cross-dock operations coordinator for Central Anatolia',
        company: 'Kuzey Anadolu Kargo ve Lojistik Hizmetleri Anonim Şirketi',
      }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Abdurrahmangazi/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kişiler' })).toBeVisible();
    await expect(canvas.getByText('6 kişi')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Yeni kişi' })).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('contacts.title') })).toBeVisible();
  },
};

/** Ayşe's page, as the app shows it; a story names what it changes. */
const ayseDetail = (props: Partial<ContactDetailProps> = {}) => (
  <ContactDetail
    contact={ayse}
    tags={tags}
    countries={countries}
    backHref="#contacts"
    editHref="#edit"
    onDelete={fn()}
    onAvatar={fn()}
    {...props}
  />
);

/** One contact: how to reach them (the number in the country's format, dialled by a tel: link), what is known, the notes. */
export const Detail: Story = {
  render: () => ayseDetail(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ayşe Yılmaz' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ayse@anadolu.example.com' })).toHaveAttribute(
      'href',
      'mailto:ayse@anadolu.example.com',
    );
    await expect(canvas.getByRole('link', { name: '+90 532 481 73 62' })).toHaveAttribute('href', 'tel:+905324817362');
    // The phone's label in words of the page's language; the country as the company's list names it.
    await expect(canvas.getByText(holding(`${t('contacts.labels.mobile')}, Turkey`))).toBeVisible();
    await expect(canvas.getByText(storyFormat().day('1988-04-12'))).toBeVisible();
    await expect(canvas.getByText('morning', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common.edit') })).toHaveAttribute('href', '#edit');
  },
};

/** Notes are HTML from data: what could run or load is taken out, the text stays. */
export const HostileNotes: Story = {
  name: 'Hostile notes',
  tags: ['interaction'],
  render: () =>
    ayseDetail({
      contact: {
        ...ayse,
        notes:
          '<p>Call first<img src=x onerror="window.__pwned=1"></p><script>window.__pwned=1</script><iframe src="https://example.com"></iframe><a href="javascript:window.__pwned=1">link</a>',
      },
    }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Call first')).toBeVisible();
    const notes = canvas.getByRole('region', { name: t('contacts.notes') });
    await expect(notes.querySelector('img, script, iframe')).toBeNull();
    await expect(within(notes).getByText('link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await expect(canvasElement.innerHTML).not.toContain('onerror');
  },
};

/** A photo the server refuses: the reason shows beside the button. */
export const PhotoRefused: Story = {
  name: 'Photo refused',
  render: () => ayseDetail({ onAvatar: () => Promise.reject(new Error('This photo was not accepted.')) }),
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await photoFile(1200, 900, 'face.jpg'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This photo was not accepted.');
  },
};

/** A phone's photo is cut to a square of 256 px before it is sent, small enough for the contact to keep. */
export const PhotoMadeToFit: Story = {
  name: 'Photo made to fit',
  tags: ['interaction'],
  parameters: { ...notCaptured(), onAvatar: fn(() => Promise.resolve()) },
  render: (_args, { parameters }) => ayseDetail({ onAvatar: parameters.onAvatar as (image: Blob) => Promise<unknown> }),
  play: async ({ canvasElement, parameters }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await photoFile(3000, 2000, 'face.jpg'));
    const onAvatar = parameters.onAvatar as ReturnType<typeof fn>;
    await waitFor(() => expect(onAvatar).toHaveBeenCalledTimes(1));
    const sent = onAvatar.mock.calls[0]![0] as Blob;
    await expect(sent.type).toBe('image/jpeg');
    await expect(sent.size).toBeLessThanOrEqual(contactAvatarMaxBytes);
    await expect(await pixelsOf(sent)).toEqual({ width: 256, height: 256 });
  },
};

/** Deleting asks first, naming the contact. */
export const Delete: Story = {
  render: (_args, { parameters }) => ayseDetail({ onDelete: parameters.onDelete as () => Promise<unknown> }),
  parameters: { onDelete: fn(() => Promise.resolve()) },
  play: async ({ canvas, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('common.delete') }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Ayşe Yılmaz');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(parameters.onDelete).toHaveBeenCalled());
  },
};

/** Ayşe's form, as the app opens it to edit her; a story names what it adds. */
const ayseForm = (onSubmit: unknown, props: Partial<ContactFormProps> = {}) => (
  <ContactForm
    mode="edit"
    initial={contactInputOf(ayse)}
    tags={tags}
    countries={countries}
    onSubmit={onSubmit as never}
    onCancel={fn()}
    {...props}
  />
);

/** Editing: the notes as plain paragraphs, the birthday as a day, each phone with its country. */
export const Edit: Story = {
  render: (_args, { parameters }) => ayseForm(parameters.onSubmit),
  parameters: { onSubmit: fn(() => Promise.resolve()) },
  play: async ({ canvas, parameters }) => {
    await expect(canvas.getByRole('textbox', { name: t('contacts.name') })).toHaveValue('Ayşe Yılmaz');
    await expect(canvas.getByRole('textbox', { name: t('contacts.notes') })).toHaveValue(
      'Prefers deliveries in the morning.\n\nGate code 4512.',
    );
    await expect(canvas.getByRole('combobox', { name: t('contacts.country') })).toHaveValue('Turkey (+90)');
    await userEvent.click(canvas.getByRole('button', { name: t('contacts.addPhone') }));
    const second = canvas.getByRole('group', { name: t('contacts.phoneN', { n: '2' }) });
    await userEvent.clear(within(second).getByRole('combobox', { name: t('contacts.country') }));
    await userEvent.type(within(second).getByRole('combobox', { name: t('contacts.country') }), 'Germ');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Germany (+49)' }));
    await userEvent.type(within(second).getByRole('textbox', { name: t('contacts.number') }), '+49 30 1234567');
    await userEvent.type(within(second).getByRole('textbox', { name: t('contacts.label') }), 'Work');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Band' }));
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(parameters.onSubmit).toHaveBeenCalled());
    const saved = (parameters.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as Contact;
    await expect(saved.phoneNumbers[1]).toEqual({ country: 'de', phoneNumber: '30 1234567', label: 'Work' });
    await expect(saved.tags).toEqual(['ctg_1', 'ctg_3']);
    await expect(saved.birthday).toBe('1988-04-12T00:00:00.000Z');
    await expect(saved.notes).toBe('<p>Prefers deliveries in the morning.</p><p>Gate code 4512.</p>');
  },
};

/** A contact linked to one of the company's customers: the page leads to the customer's. */
export const LinkedToACustomer: Story = {
  name: 'Linked to a customer',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: () => ayseDetail({ customer: { label: 'Anadolu Kitap A.Ş.', href: '#customers/cus_000007' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Anadolu Kitap A.Ş.' })).toHaveAttribute(
      'href',
      '#customers/cus_000007',
    );
  },
};

/** Linking a contact to a customer, found as one types. */
export const LinkToACustomer: Story = {
  name: 'Link to a customer',
  tags: ['interaction'],
  render: (_args, { parameters }) =>
    ayseForm(parameters.onSubmit, {
      searchCustomers: async (text) =>
        [
          { id: 'cus_000007', label: 'Anadolu Kitap A.Ş.', description: 'CUS-000007 · İstanbul' },
          { id: 'cus_000012', label: 'Ege Tekstil', description: 'CUS-000012 · İzmir' },
        ].filter((c) => c.label.toLocaleLowerCase('tr').includes(text.toLocaleLowerCase('tr'))),
    }),
  parameters: { ...notCaptured(), onSubmit: fn(() => Promise.resolve()) },
  play: async ({ canvas, parameters }) => {
    const field = canvas.getByRole('combobox', { name: t('contacts.customer') });
    await expect(field).toHaveAccessibleDescription(t('contacts.customerHint'));
    await userEvent.type(field, 'anadolu');
    await userEvent.click(
      await choosable(within(document.body).findByRole('option', { name: /Anadolu Kitap A\.Ş\./ })),
    );
    await waitFor(() => expect(field).toHaveValue('Anadolu Kitap A.Ş.'));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(parameters.onSubmit).toHaveBeenCalled());
    const saved = (parameters.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as Contact;
    await expect(saved.customerId).toBe('cus_000007');
  },
};

/** A new contact with a wrong e-mail and phone: each field says what is wrong, the summary lists them, nothing is sent. */
export const Invalid: Story = {
  render: (_args, { parameters }) => (
    <ContactForm
      mode="create"
      initial={{
        ...contactInputOf(person(9, '')),
        emails: [{ email: 'ayse@', label: '' }],
        phoneNumbers: [{ country: 'tr', phoneNumber: 'call me', label: '' }],
      }}
      tags={tags}
      countries={countries}
      onSubmit={parameters.onSubmit as never}
      onCancel={fn()}
    />
  ),
  parameters: { onSubmit: fn(() => Promise.resolve()) },
  play: async ({ canvas, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(
      await canvas.findByRole('link', { name: `${t('contacts.name')}: ${t('form.errors.required')}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('contacts.name') })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: t('contacts.email') })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: t('contacts.number') })).toHaveAttribute('aria-invalid', 'true');
    await expect(parameters.onSubmit).not.toHaveBeenCalled();
  },
};

/** Turkish: the form's words. */
export const EditTurkish: Story = {
  ...Edit,
  tags: ['turkish'],
  parameters: inTurkish(Edit.parameters),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kişiyi düzenle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Telefon ekle' })).toBeVisible();
  },
};

/** Notes go from HTML to text for editing and back as escaped paragraphs: typed markup stays text. */
export const NotesAsText: Story = {
  name: 'Notes as text',
  tags: ['interaction'],
  render: () => <p>{textToNotes('One <b>bold</b> & more\n\nTwo')}</p>,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('<p>One &lt;b&gt;bold&lt;/b&gt; &amp; more</p><p>Two</p>')).toBeVisible();
    await expect(notesToText('<ul><li>First</li><li>Second</li></ul><p>Third</p>')).toBe('First\n\nSecond\n\nThird');
    await expect(textToNotes('  \n ')).toBeNull();
  },
};
