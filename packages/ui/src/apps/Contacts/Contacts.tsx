import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, type Path } from 'react-hook-form';
import { FileTrigger } from 'react-aria-components';
import {
  contactAvatarMaxBytes,
  contact as contactSchema,
  uploadImageTypes,
  type Contact,
  type Country,
  type Tag,
} from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { avatarFit, fitImage, ImageRefused } from '../../primitives/ImageUpload/fitImage';
import { Link } from '../../primitives/Link/Link';
import type { OptionItem } from '../../primitives/shared/Option';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Highlighted, textMatches } from '../../data/Highlighted/Highlighted';
import { phone } from '../../data/phone';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { Facts } from '../../records/Facts';
import { RecordForm } from '../../records/RecordForm';
import { RecordPage } from '../../records/RecordPage';
import * as record from '../../records/Record.css';
import { SafeHtml, sanitizeHtml } from '../../shell/SafeHtml';
import { useCourierFormat } from '../../courier/format';
import * as styles from './Contacts.css';

/** A contact's name, title, company or e-mail holds the query (Turkish letters alike). */
export const contactMatches = (c: Contact, query: string) =>
  textMatches(query, c.name, c.title ?? '', c.company ?? '', ...c.emails.map((e) => e.email));

/** The letter a contact is filed under: the name's first letter, Turkish-cased; a digit or sign goes under "#". */
export const letterOf = (name: string) => {
  const first = name.trim().charAt(0).toLocaleUpperCase('tr');
  return first && first.toLocaleLowerCase('tr') !== first ? first : '#';
};

/** The contacts under their letters, in the order given (the API sorts them by name). */
function byLetter(contacts: Contact[]): [string, Contact[]][] {
  const groups = new Map<string, Contact[]>();
  for (const c of contacts) {
    const letter = letterOf(c.name);
    groups.set(letter, [...(groups.get(letter) ?? []), c]);
  }
  return [...groups];
}

export interface ContactsViewProps {
  /** Every contact, sorted by name; undefined while loading. */
  contacts: Contact[] | undefined;
  error?: string | null;
  onRetry?: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  contactHref: (contact: Contact) => string;
  newHref: string;
  /** The open contact: its row is marked. */
  selectedId?: string;
}

/** The address book: a search over names, titles, companies and e-mails, the contacts under their letters. */
export function ContactsView(props: ContactsViewProps) {
  const { t } = useUiTranslation();
  const { contacts, query } = props;
  const shown = useMemo(() => (contacts ?? []).filter((c) => contactMatches(c, query)), [contacts, query]);
  let content: ReactNode;
  if (props.error) {
    content = (
      <EmptyState
        isError
        icon="heroicons_outline:exclamation-triangle"
        title={t('contacts.error')}
        description={props.error}
        action={
          props.onRetry ? (
            <Button variant="secondary" onPress={props.onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!contacts) {
    content = (
      <div role="status" aria-busy="true" aria-label={t('contacts.loading')} className={styles.letters}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.row}>
            <Skeleton shape="circle" width={40} height={40} />
            <Skeleton width={`${60 - i * 6}%`} />
          </div>
        ))}
      </div>
    );
  } else if (!contacts.length) {
    content = (
      <EmptyState
        icon="heroicons_outline:user-group"
        title={t('contacts.empty')}
        description={t('contacts.emptyHint')}
        action={
          <ButtonLink href={props.newHref} icon="heroicons_outline:plus">
            {t('contacts.new')}
          </ButtonLink>
        }
      />
    );
  } else if (!shown.length) {
    content = (
      <EmptyState
        icon="heroicons_outline:magnifying-glass"
        title={t('contacts.noMatch', { query: query.trim() })}
        description={t('contacts.noMatchHint')}
      />
    );
  } else {
    content = (
      <div className={styles.letters}>
        {byLetter(shown).map(([letter, group]) => (
          <section key={letter} aria-labelledby={`contacts-${letter}`}>
            <h2 id={`contacts-${letter}`} className={styles.letter}>
              {letter}
            </h2>
            <ul className={styles.list}>
              {group.map((c) => (
                <li key={c.id}>
                  <Link
                    href={props.contactHref(c)}
                    className={props.selectedId === c.id ? `${styles.row} ${styles.current}` : styles.row}
                    aria-current={props.selectedId === c.id ? 'page' : undefined}
                  >
                    <Avatar name={c.name} src={c.avatar} />
                    <span className={styles.rowText}>
                      <span className={styles.name}>
                        <Highlighted text={c.name} query={query} />
                      </span>
                      {c.title ? (
                        <span className={styles.muted}>{[c.title, c.company].filter(Boolean).join(' · ')}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('contacts.title')}</h1>
          <p className={styles.muted}>
            {contacts
              ? query.trim()
                ? t('contacts.found', { count: shown.length, total: contacts.length })
                : t('contacts.count', { count: contacts.length })
              : '\u00a0'}
          </p>
        </div>
        <div className={styles.tools}>
          <TextField
            className={styles.search}
            type="search"
            label={t('contacts.search')}
            icon="heroicons_outline:magnifying-glass"
            value={query}
            onChange={props.onQueryChange}
          />
          <ButtonLink href={props.newHref} icon="heroicons_outline:plus">
            {t('contacts.new')}
          </ButtonLink>
        </div>
      </div>
      {content}
    </div>
  );
}

/** The words of a sample label (Personal, Work, Mobile, Home) in the reader's language; any other label as written. */
function useLabel() {
  const { t } = useUiTranslation();
  return (label: string) => (label ? t(`contacts.labels.${label.toLowerCase()}`, { defaultValue: label }) : '');
}

export interface ContactDetailProps {
  contact: Contact;
  tags: Tag[];
  countries: Country[];
  backHref: string;
  editHref: string;
  onDelete: () => Promise<unknown>;
  /** Uploads a new picture, already cut to a square of 256 px; rejects with the reason to show. */
  onAvatar: (image: Blob) => Promise<unknown>;
  /** The customer the contact works for, with the way to its page, or null; left out where the user reads no customers (no such row then). */
  customer?: { label: string; href: string } | null;
}

/** One contact: picture, how to reach them, what is known of them and the notes (sanitised HTML). */
export function ContactDetail({ contact: c, tags, countries, ...props }: ContactDetailProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const label = useLabel();
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const upload = async (file: File) => {
    setUploading(true);
    setRefused(null);
    try {
      await props.onAvatar(await fitImage(file, { ...avatarFit, maxBytes: contactAvatarMaxBytes }));
    } catch (error) {
      setRefused(
        error instanceof ImageRefused
          ? t(`imageUpload.errors.${error.problem}`, { size: `${contactAvatarMaxBytes / 1024} KB` })
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      setUploading(false);
    }
  };
  const countryOf = (iso: string) => countries.find((x) => x.iso === iso);
  return (
    <RecordPage
      backHref={props.backHref}
      backLabel={t('contacts.title')}
      title={c.name}
      subtitle={[c.title, c.company].filter(Boolean).join(' · ') || undefined}
      editHref={props.editHref}
      onDelete={props.onDelete}
      deleteName={c.name}
    >
      <Card as="section" title={t('contacts.reach')}>
        <div className={styles.picture}>
          <Avatar name={c.name} src={c.avatar} size="xl" />
          <div className={styles.pictureText}>
            <FileTrigger
              acceptedFileTypes={[...uploadImageTypes]}
              onSelect={(list) => list?.[0] && void upload(list[0])}
            >
              <Button variant="secondary" size="sm" icon="heroicons_outline:camera" isPending={uploading}>
                {t('contacts.changePhoto')}
              </Button>
            </FileTrigger>
            {refused ? (
              <p role="alert" className={styles.warn}>
                {refused}
              </p>
            ) : (
              <p className={styles.muted}>{t('contacts.photoHint')}</p>
            )}
          </div>
        </div>
        <Facts
          items={[
            [
              t('contacts.emails'),
              c.emails.length ? (
                <ul key="emails" className={record.related}>
                  {c.emails.map((e) => (
                    <li key={e.email}>
                      <a href={`mailto:${e.email}`}>{e.email}</a>{' '}
                      {e.label ? <span className={styles.muted}>· {label(e.label)}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null,
            ],
            [
              t('contacts.phones'),
              c.phoneNumbers.length ? (
                <ul key="phones" className={record.related}>
                  {c.phoneNumbers.map((p, i) => {
                    const number = phone(
                      `${countryOf(p.country)?.code ?? ''}${p.phoneNumber.replace(/^0/, '')}`,
                      p.country,
                    );
                    return (
                      <li key={i}>
                        <a href={number.href}>{number.text}</a>{' '}
                        <span className={styles.muted}>
                          · {[label(p.label), countryOf(p.country)?.name].filter(Boolean).join(', ')}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              ) : null,
            ],
          ]}
        />
      </Card>
      <Card as="section" title={t('contacts.about')}>
        <Facts
          items={[
            [t('contacts.jobTitle'), c.title || null],
            [t('contacts.company'), c.company || null],
            // Only where the user reads customers (the prop given): a link to it, or none.
            ...(props.customer === undefined
              ? []
              : [
                  [
                    t('contacts.customer'),
                    props.customer ? (
                      <Link key="customer" href={props.customer.href}>
                        {props.customer.label}
                      </Link>
                    ) : null,
                  ] as [string, ReactNode],
                ]),
            [t('contacts.birthday'), c.birthday ? format.day(c.birthday.slice(0, 10)) : null],
            [t('contacts.address'), c.address],
            [
              t('contacts.tags'),
              c.tags.length ? (
                <span key="tags" className={styles.tags}>
                  {c.tags.map((id) => {
                    const tag = tags.find((x) => x.id === id);
                    return tag ? (
                      <Badge key={id} tone="info">
                        {tag.title}
                      </Badge>
                    ) : null;
                  })}
                </span>
              ) : null,
            ],
          ]}
        />
      </Card>
      <Card as="section" title={t('contacts.notes')} className={record.wide}>
        {c.notes ? (
          <SafeHtml as="div" html={c.notes} profile="article" className={styles.notes} />
        ) : (
          <p className={styles.muted}>{t('contacts.noNotes')}</p>
        )}
      </Card>
    </RecordPage>
  );
}

/** What the contact form edits: the notes as plain paragraphs, the birthday as a day. */
export interface ContactInput {
  name: string;
  title: string;
  company: string;
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  birthday: string;
  address: string;
  notes: string;
  tags: string[];
  customerId: string | null;
}

/**
 * The notes are HTML in the data; the form edits their text, a blank line between paragraphs
 * (formatting of sample notes is not kept once they are edited: staff write plain notes).
 */
export function notesToText(html: string | null): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html, 'article'), 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h2, h3, h4, blockquote, pre')].filter(
    (el) => !el.querySelector('p, li'),
  );
  return (blocks.length ? blocks.map((el) => el.textContent ?? '') : [doc.body.textContent ?? ''])
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Plain paragraphs back to HTML: every character is text (escaped), each paragraph a `<p>`, a single line break a `<br>`. */
export function textToNotes(text: string): string | null {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length ? paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('') : null;
}

export const contactInputOf = (c: Contact): ContactInput => ({
  name: c.name,
  title: c.title ?? '',
  company: c.company ?? '',
  emails: c.emails.map((e) => ({ ...e })),
  phoneNumbers: c.phoneNumbers.map((p) => ({ ...p })),
  birthday: c.birthday?.slice(0, 10) ?? '',
  address: c.address ?? '',
  notes: notesToText(c.notes),
  tags: [...c.tags],
  customerId: c.customerId ?? null,
});

/** What the API reads from the form: blanks are none, the day a date-time at midnight UTC, a number without its dial code. */
export function contactOfInput(v: ContactInput, countries: Country[]): Omit<Contact, 'id' | 'avatar' | 'background'> {
  return {
    name: v.name.trim(),
    title: v.title.trim(),
    company: v.company.trim(),
    emails: v.emails.map((e) => ({ email: e.email.trim(), label: e.label.trim() })),
    phoneNumbers: v.phoneNumbers.map((p) => {
      const code = countries.find((x) => x.iso === p.country)?.code;
      const number = p.phoneNumber.trim();
      return {
        country: p.country,
        phoneNumber: code && number.startsWith(code) ? number.slice(code.length).trim() : number,
        label: p.label.trim(),
      };
    }),
    birthday: v.birthday ? `${v.birthday}T00:00:00.000Z` : null,
    address: v.address.trim() || null,
    notes: textToNotes(v.notes),
    tags: v.tags,
    customerId: v.customerId,
  };
}

const formSchema = contactSchema.omit({ id: true, avatar: true, background: true });

export interface ContactFormProps {
  mode: 'create' | 'edit';
  initial: ContactInput;
  tags: Tag[];
  countries: Country[];
  /** Saves the contact as the API reads it; rejects to keep the form. */
  onSubmit: (contact: Omit<Contact, 'id' | 'avatar' | 'background'>) => Promise<unknown>;
  onCancel: () => void;
  serverErrors?: Record<string, string>;
  error?: string | null;
  onDirtyChange?: (dirty: boolean) => void;
  /** Finds the company's customers as the user types, to link the contact to one; without it (a role that reads no customers) there is no such field. */
  searchCustomers?: (text: string, signal: AbortSignal) => Promise<OptionItem[]>;
  /** The linked customer's name, shown in the field as it opens. */
  customerLabel?: string;
}

/** Creating or editing a contact: e-mails and phones added and removed, each phone with its country's dial code. */
export function ContactForm(props: ContactFormProps) {
  const { t } = useUiTranslation();
  const { countries } = props;
  const { form, text, date, checks, area, message, named, summary, submit } = useSchemaForm<ContactInput>({
    schema: formSchema,
    defaultValues: props.initial,
    prepare: (v) => contactOfInput(v, countries),
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
  });
  const emails = useFieldArray({ control: form.control, name: 'emails' });
  const phones = useFieldArray({ control: form.control, name: 'phoneNumbers' });
  const countryItems = useMemo(
    () => countries.map((c) => ({ id: c.iso, label: `${c.name} (${c.code})` })),
    [countries],
  );
  const at = (list: 'emails' | 'phoneNumbers', i: number, field: string) =>
    `${list}.${i}.${field}` as Path<ContactInput>;
  return (
    <RecordForm
      title={props.mode === 'create' ? t('contacts.new') : t('contacts.edit')}
      onSubmit={submit((prepared) =>
        props.onSubmit(prepared as unknown as Omit<Contact, 'id' | 'avatar' | 'background'>),
      )}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      {summary}
      <Card as="section" title={t('contacts.about')}>
        <div className={record.formGrid}>
          {text('name', t('contacts.name'), { className: record.span2, autoComplete: 'off' })}
          {text('title', t('contacts.jobTitle'), { required: false })}
          {text('company', t('contacts.company'), { required: false })}
          {props.searchCustomers ? (
            <Controller
              control={form.control}
              name="customerId"
              render={({ field }) => (
                <ComboBox
                  data-field="customerId"
                  label={named('customerId', t('contacts.customer'))}
                  description={t('contacts.customerHint')}
                  icon="heroicons_outline:magnifying-glass"
                  initialInputValue={props.customerLabel}
                  loadOptions={props.searchCustomers!}
                  value={field.value}
                  onChange={(key) => field.onChange(key === null ? null : String(key))}
                  errorMessage={message('customerId')}
                  className={record.span2}
                />
              )}
            />
          ) : null}
          {date('birthday', t('contacts.birthday'), { required: false })}
          {area('address', t('contacts.address'), { className: record.span2 })}
          {props.tags.length
            ? checks(
                'tags',
                t('contacts.tags'),
                props.tags.map((tag) => ({ id: tag.id, label: tag.title })),
                { required: false, className: record.wide },
              )
            : null}
        </div>
      </Card>
      <Card as="section" title={t('contacts.emails')}>
        <div className={record.stackGap}>
          {emails.fields.map((field, i) => (
            <fieldset key={field.id} className={record.fieldset}>
              <legend className={record.legend}>{t('contacts.emailN', { n: i + 1 })}</legend>
              <div className={record.formGrid}>
                {text(at('emails', i, 'email'), t('contacts.email'), {
                  type: 'email',
                  className: record.span2,
                  summaryLabel: t('contacts.emailN', { n: i + 1 }),
                })}
                {text(at('emails', i, 'label'), t('contacts.label'), {
                  required: false,
                  placeholder: t('contacts.emailLabelHint'),
                })}
              </div>
              <Button
                variant="ghost"
                size="sm"
                icon="heroicons_outline:trash"
                onPress={() => emails.remove(i)}
                className={record.startButton}
              >
                {t('contacts.removeEmail', { n: i + 1 })}
              </Button>
            </fieldset>
          ))}
          {emails.fields.length < 10 ? (
            <Button
              variant="secondary"
              size="sm"
              icon="heroicons_outline:plus"
              onPress={() => emails.append({ email: '', label: '' })}
              className={record.startButton}
            >
              {t('contacts.addEmail')}
            </Button>
          ) : null}
        </div>
      </Card>
      <Card as="section" title={t('contacts.phones')}>
        <div className={record.stackGap}>
          {phones.fields.map((field, i) => (
            <fieldset key={field.id} className={record.fieldset}>
              <legend className={record.legend}>{t('contacts.phoneN', { n: i + 1 })}</legend>
              <div className={record.formGrid}>
                <Controller
                  control={form.control}
                  name={at('phoneNumbers', i, 'country')}
                  render={({ field: country }) => (
                    <ComboBox
                      data-field={country.name}
                      label={named(
                        country.name,
                        t('contacts.country'),
                        `${t('contacts.phoneN', { n: i + 1 })} · ${t('contacts.country')}`,
                      )}
                      items={countryItems}
                      value={(country.value as string) || null}
                      onChange={(key) => country.onChange(key === null ? '' : String(key))}
                      onBlur={country.onBlur}
                      isRequired
                      errorMessage={message(country.name)}
                    />
                  )}
                />
                {text(at('phoneNumbers', i, 'phoneNumber'), t('contacts.number'), {
                  type: 'tel',
                  normalise: (s) => s,
                  description: t('contacts.numberHint'),
                  summaryLabel: `${t('contacts.phoneN', { n: i + 1 })} · ${t('contacts.number')}`,
                })}
                {text(at('phoneNumbers', i, 'label'), t('contacts.label'), {
                  required: false,
                  placeholder: t('contacts.phoneLabelHint'),
                })}
              </div>
              <Button
                variant="ghost"
                size="sm"
                icon="heroicons_outline:trash"
                onPress={() => phones.remove(i)}
                className={record.startButton}
              >
                {t('contacts.removePhone', { n: i + 1 })}
              </Button>
            </fieldset>
          ))}
          {phones.fields.length < 10 ? (
            <Button
              variant="secondary"
              size="sm"
              icon="heroicons_outline:plus"
              onPress={() => phones.append({ country: 'tr', phoneNumber: '', label: '' })}
              className={record.startButton}
            >
              {t('contacts.addPhone')}
            </Button>
          ) : null}
        </div>
      </Card>
      <Card as="section" title={t('contacts.notes')}>
        {area('notes', t('contacts.notes'), { className: record.wide })}
      </Card>
    </RecordForm>
  );
}

/** A contact's page while it loads, or when it is not there. */
export function ContactMissing({ backHref, loading }: { backHref: string; loading?: boolean }) {
  const { t } = useUiTranslation();
  if (loading)
    return (
      <div role="status" aria-busy="true" aria-label={t('contacts.loading')} className={styles.root}>
        <Skeleton width="40%" height={32} />
        <Skeleton shape="block" height={160} />
      </div>
    );
  return (
    <EmptyState
      icon="heroicons_outline:question-mark-circle"
      title={t('contacts.notFound')}
      action={
        <ButtonLink variant="secondary" href={backHref}>
          {t('contacts.back')}
        </ButtonLink>
      }
    />
  );
}
