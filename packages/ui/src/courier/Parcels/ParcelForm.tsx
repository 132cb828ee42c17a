import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, type Path } from 'react-hook-form';
import {
  chargeableWeightKg,
  customerAsSender,
  limits,
  looksLikePhone,
  normalisePhone,
  parcelInput,
  paymentModes,
  promisedDateFor,
  quote,
  services,
  volumetricWeightKg,
  type Customer,
  type CustomerInput,
  type Office,
  type ParcelInput,
  type ParcelView,
  type PaymentMode,
  type Service,
} from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import type { OptionItem } from '../../primitives/shared/Option';
import { Radio, RadioGroup } from '../../primitives/Radio/Radio';
import { Select } from '../../primitives/Select/Select';
import { useSchemaForm, type FieldRange } from '../../forms/useSchemaForm';
import { Alert } from '../../shell/auth/AuthPage';
import type { Refusal } from '../Account/MyAccount';
import { useCourierFormat } from '../format';
import { blankCustomer, CustomerForm, customerOption } from '../MasterData/Customers';
import { PriceTable } from './ParcelDetail';
import * as styles from './ParcelForm.css';

export type ParcelFormValues = ParcelInput;

/** A form with nothing in it yet: a prepaid standard parcel of one piece. */
export const blankParcel = (originOfficeId = ''): ParcelFormValues => ({
  customerId: '',
  reference: '',
  sender: { name: '', phone: '', email: undefined, address: { line1: '', district: '', city: '', postalCode: '' } },
  receiver: { name: '', phone: '', email: undefined, address: { line1: '', district: '', city: '', postalCode: '' } },
  originOfficeId,
  destinationOfficeId: '',
  service: 'standard',
  pieces: 1,
  weightKg: Number.NaN,
  dimensionsCm: { length: Number.NaN, width: Number.NaN, height: Number.NaN },
  contents: '',
  fragile: false,
  declaredValue: 0,
  paymentMode: 'prepaid',
  codAmount: 0,
});

/**
 * A parcel as the form's values. Amounts the reader's role does not see (null) stand in as the
 * smallest valid ones: such a form changes only the receiver and the reference, and sends nothing else.
 */
export const formValuesOf = (p: ParcelView): ParcelFormValues => ({
  ...p,
  declaredValue: p.declaredValue ?? 0,
  codAmount: p.codAmount ?? (p.paymentMode === 'cod' ? 0.01 : 0),
});

export interface ParcelFormProps {
  mode: 'create' | 'edit';
  initial: ParcelFormValues;
  /** After a parcel is received, only these can change (DOMAIN.md: receiver and reference). */
  editable?: 'all' | 'receiver-only';
  offices: Office[];
  /** A clerk books at his own counter: the origin is fixed. */
  originLocked?: boolean;
  /**
   * The reader's role does not see this parcel's amounts (another office booked it): the form shows
   * neither them nor the price, and they are not the form's to change (only the receiver is).
   */
  moneyHidden?: boolean;
  /** Customers for the sender account, searched as the user types. */
  searchCustomers: (text: string, signal: AbortSignal) => Promise<Customer[]>;
  /** The sender account's name, shown before any search (editing). */
  customerLabel?: string;
  /**
   * Makes a customer from the sender picker's "New customer" dialog (a walk-in sender, issue 64,
   * item 6): resolves with the customer made, who becomes the sender account; rejects with a
   * Refusal (the server's message and field codes) to keep the dialog open and show why. Absent
   * for a role that cannot create customers: then the picker offers no "New customer".
   */
  createCustomer?: (input: CustomerInput) => Promise<Customer>;
  /** Saves; rejects with `{ fields }` (a 422) to show the server's field errors, or with a message. */
  onSubmit: (values: ParcelFormValues) => Promise<unknown>;
  onCancel: () => void;
  /** Field errors from the server, `receiver.phone` -> `phone`. */
  serverErrors?: Record<string, string>;
  /** A refusal that belongs to no field. */
  error?: string | null;
  /** Follows whether anything was changed (the app guards leaving with unsaved changes). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The moment the promised dates are counted from (now). */
  now?: Date;
}

/** What the schema reads: blank optional text is absent. */
const prepare = (values: ParcelFormValues) => ({
  ...values,
  reference: values.reference?.trim() || undefined,
  sender: { ...values.sender, email: values.sender.email || undefined },
  receiver: { ...values.receiver, email: values.receiver.email || undefined },
});

/** The allowed range of each number, for its message. */
const ranges: Record<string, FieldRange> = {
  pieces: { ...limits.pieces, unit: '' },
  weightKg: { ...limits.weightKg, unit: 'kg' },
  'dimensionsCm.length': { ...limits.dimensionCm, unit: 'cm' },
  'dimensionsCm.width': { ...limits.dimensionCm, unit: 'cm' },
  'dimensionsCm.height': { ...limits.dimensionCm, unit: 'cm' },
  declaredValue: { ...limits.declaredValue, unit: '₺' },
  codAmount: { min: 0.01, max: limits.codAmount.max, unit: '₺' },
};

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && typeof (value as Refusal).message === 'string';

/** What the form's body reads as it changes: the live weights and price, the same-day rule, the sender account, cash on delivery. */
const watched = [
  'customerId',
  'originOfficeId',
  'destinationOfficeId',
  'service',
  'weightKg',
  'dimensionsCm',
  'paymentMode',
  'codAmount',
  'declaredValue',
] as const;

/** The counter's booking form: sender account, parties, offices, service, the parcel, money, and the price as it is typed. */
export function ParcelForm(props: ParcelFormProps) {
  const { mode, initial, offices, editable = 'all', now = new Date() } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const locked = (path: string) => editable === 'receiver-only' && !path.startsWith('receiver') && path !== 'reference';
  const { form, values, message, named, summary, text, number, submit } = useSchemaForm<ParcelFormValues>({
    schema: parcelInput,
    defaultValues: initial,
    prepare,
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
    ranges,
    isLocked: locked,
    watch: watched,
  });
  const { control, setValue, formState } = form;
  const customers = useRef(new Map<string, Customer>());
  /** The "New customer" dialog while it is open: what it started from, and why its last save was refused. */
  const [newCustomer, setNewCustomer] = useState<{ initial: CustomerInput; refusal: Refusal | null } | null>(null);
  /** Hands the dialog's outcome to the picker: the customer made, or nothing when cancelled. */
  const settleNewCustomer = useRef<(made: OptionItem | null) => void>(() => undefined);

  const party = (who: 'sender' | 'receiver', title: string, intro?: ReactNode) => {
    // The summary names the party too: both have a phone.
    const field = (key: string, label: string, extra: Parameters<typeof text>[2] = {}) =>
      text(`${who}.${key}` as Path<ParcelFormValues>, label, { ...extra, summaryLabel: `${title} · ${label}` });
    return (
      <Card as="section" title={title} className={styles.card}>
        {intro}
        <div className={styles.grid}>
          {field('name', t('parcelForm.name'), {
            autoComplete: who === 'receiver' ? 'off' : 'organization',
            className: styles.span2,
          })}
          {field('phone', t('parcelForm.phone'), { type: 'tel', description: t('parcelForm.phoneHint') })}
          {field('email', t('parcelForm.email'), { type: 'email', required: false })}
          {field('address.line1', t('parcelForm.line1'), { className: styles.span2 })}
          {field('address.district', t('parcelForm.district'))}
          {field('address.city', t('parcelForm.city'))}
          {field('address.postalCode', t('parcelForm.postalCode'))}
        </div>
      </Card>
    );
  };

  const pickCustomer = (id: string | null) => {
    const customer = id ? customers.current.get(id) : undefined;
    setValue('customerId', id ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!customer) return;
    setValue('sender', customerAsSender(customer), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  /**
   * A new customer starts from what was typed in the picker: a phone number as the phone, anything
   * else as the name. With no account picked yet, what was already typed for the sender comes along
   * (a walk-in's details are not typed twice); the home office is the counter's.
   */
  const customerFromTyped = (typed: string): CustomerInput => {
    const blank = blankCustomer(values.originOfficeId, t('customers.firstAddressLabel'));
    const sender = values.customerId ? blankParcel().sender : form.getValues('sender');
    const text = typed.trim();
    const phone = looksLikePhone(text);
    return {
      ...blank,
      name: (phone ? '' : text) || sender.name,
      phone: phone ? normalisePhone(text) : sender.phone,
      email: sender.email ?? '',
      addresses: [{ ...blank.addresses[0]!, ...sender.address }],
    };
  };
  const openNewCustomer = (typed: string) =>
    new Promise<OptionItem | null>((resolve) => {
      settleNewCustomer.current = resolve;
      setNewCustomer({ initial: customerFromTyped(typed), refusal: null });
    });
  const closeNewCustomer = (made: Customer | null) => {
    setNewCustomer(null);
    settleNewCustomer.current(made && customerOption(made));
  };
  const saveNewCustomer = async (input: CustomerInput) => {
    try {
      const made = await props.createCustomer!(input);
      // Picked as a found one is: the sender is filled from the account.
      customers.current.set(made.id, made);
      closeNewCustomer(made);
    } catch (caught) {
      const refusal = isRefusal(caught) ? caught : { message: t('parcelForm.newCustomerFailed') };
      setNewCustomer((open) => open && { ...open, refusal });
      throw caught;
    }
  };

  // Live figures: the weights and the price follow every keystroke.
  const dims = values.dimensionsCm ?? { length: Number.NaN, width: Number.NaN, height: Number.NaN };
  const dimsKnown = [dims.length, dims.width, dims.height].every((v) => Number.isFinite(v) && v > 0);
  const volumetric = dimsKnown ? volumetricWeightKg(dims) : null;
  const chargeable = dimsKnown && Number.isFinite(values.weightKg) ? chargeableWeightKg(values.weightKg, dims) : null;
  const price = useMemo(
    () =>
      chargeable !== null && Number.isFinite(values.declaredValue)
        ? quote({
            service: values.service,
            weightKg: values.weightKg,
            dimensionsCm: dims,
            paymentMode: values.paymentMode,
            codAmount: Number.isFinite(values.codAmount) ? values.codAmount : 0,
            declaredValue: values.declaredValue,
          })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the figures it reads
    [
      chargeable,
      values.service,
      values.weightKg,
      values.paymentMode,
      values.codAmount,
      values.declaredValue,
      dims.length,
      dims.width,
      dims.height,
    ],
  );
  const origin = offices.find((o) => o.id === values.originOfficeId);
  const destination = offices.find((o) => o.id === values.destinationOfficeId);
  const sameCity = !!origin && !!destination && origin.address.city === destination.address.city;
  const officeItems = offices.filter((o) => o.active).map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }));

  const onSubmit = submit(props.onSubmit);

  return (
    <>
      <form className={styles.root} noValidate onSubmit={onSubmit} aria-labelledby="parcel-form-title">
        <header className={styles.header}>
          <h1 id="parcel-form-title" className={styles.title}>
            {mode === 'create' ? t('parcelForm.createTitle') : t('parcelForm.editTitle')}
          </h1>
        </header>
        {props.error ? <Alert tone="warn">{props.error}</Alert> : null}
        {summary}
        {editable === 'receiver-only' ? <p className={styles.note}>{t('parcelForm.receiverOnly')}</p> : null}
        <div className={styles.columns}>
          <div className={styles.main}>
            {party(
              'sender',
              t('parcelForm.sender'),
              <Controller
                control={control}
                name="customerId"
                render={() => (
                  <ComboBox
                    data-field="customerId"
                    label={named('customerId', t('parcelForm.customer'))}
                    description={t('parcelForm.customerHint')}
                    placeholder={t('parcelForm.customerPlaceholder')}
                    icon="heroicons_outline:magnifying-glass"
                    isRequired
                    isDisabled={locked('customerId')}
                    initialInputValue={props.customerLabel}
                    loadOptions={async (query, signal) => {
                      const found = await props.searchCustomers(query, signal);
                      for (const c of found) customers.current.set(c.id, c);
                      return found.map(customerOption);
                    }}
                    action={
                      props.createCustomer && !locked('customerId')
                        ? {
                            label: (typed) =>
                              typed.trim()
                                ? t('parcelForm.newCustomerFor', { text: typed.trim() })
                                : t('parcelForm.newCustomer'),
                            icon: 'heroicons_outline:user-plus',
                            onAction: openNewCustomer,
                          }
                        : undefined
                    }
                    value={values.customerId || null}
                    onChange={(key) => pickCustomer(key === null ? null : String(key))}
                    errorMessage={message('customerId')}
                    className={styles.customer}
                  />
                )}
              />,
            )}
            {party('receiver', t('parcelForm.receiver'))}
            <Card as="section" title={t('parcelForm.network')} className={styles.card}>
              <div className={styles.grid}>
                <Controller
                  control={control}
                  name="originOfficeId"
                  render={({ field }) => (
                    <Select
                      data-field="originOfficeId"
                      label={named('originOfficeId', t('parcelForm.origin'))}
                      items={officeItems}
                      value={field.value || null}
                      onChange={(key) => field.onChange(key === null ? '' : String(key))}
                      isRequired
                      isDisabled={props.originLocked || locked('originOfficeId')}
                      errorMessage={message('originOfficeId')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="destinationOfficeId"
                  render={({ field }) => (
                    <Select
                      data-field="destinationOfficeId"
                      label={named('destinationOfficeId', t('parcelForm.destination'))}
                      items={officeItems}
                      value={field.value || null}
                      onChange={(key) => field.onChange(key === null ? '' : String(key))}
                      isRequired
                      isDisabled={locked('destinationOfficeId')}
                      errorMessage={message('destinationOfficeId')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="service"
                  render={({ field }) => (
                    <RadioGroup
                      data-field="service"
                      label={named('service', t('parcelForm.service'))}
                      value={field.value}
                      onChange={(v) => field.onChange(v as Service)}
                      orientation="horizontal"
                      isDisabled={mode === 'edit'}
                      errorMessage={message('service')}
                      className={styles.span2}
                    >
                      {services.map((service) => (
                        <Radio
                          key={service}
                          value={service}
                          isDisabled={service === 'same_day' && !!destination && !sameCity}
                        >
                          <span className={styles.serviceOption}>
                            <span>{t(`parcel.service.${service}`)}</span>
                            <span className={styles.muted}>
                              {t('parcelForm.by', { date: format.day(promisedDateFor(service, now)) })}
                            </span>
                          </span>
                        </Radio>
                      ))}
                    </RadioGroup>
                  )}
                />
                {destination && !sameCity ? (
                  <p className={`${styles.muted} ${styles.span2}`}>{t('parcelForm.sameDayHint')}</p>
                ) : null}
              </div>
            </Card>
            <Card as="section" title={t('parcelForm.package')} className={styles.card}>
              <div className={styles.grid4}>
                {number('pieces', t('parcelDetail.pieces'), '', { step: 1, digits: 0 })}
                {number('weightKg', t('parcelDetail.weight'), 'kg')}
                {number('dimensionsCm.length', t('parcelForm.length'), 'cm', { digits: 1 })}
                {number('dimensionsCm.width', t('parcelForm.width'), 'cm', { digits: 1 })}
                {number('dimensionsCm.height', t('parcelForm.height'), 'cm', { digits: 1 })}
              </div>
              <p className={styles.weights} aria-live="polite">
                {t('parcelDetail.volumetric')}: <strong>{volumetric === null ? '—' : format.kg(volumetric)}</strong> ·{' '}
                {t('parcelDetail.chargeable')}: <strong>{chargeable === null ? '—' : format.kg(chargeable)}</strong>
              </p>
              <div className={styles.grid}>
                {text('contents', t('parcelDetail.contents'), { className: styles.span2 })}
                <Controller
                  control={control}
                  name="fragile"
                  render={({ field }) => (
                    <Checkbox isSelected={field.value} onChange={field.onChange} isDisabled={locked('fragile')}>
                      {t('parcelDetail.fragile')}
                    </Checkbox>
                  )}
                />
              </div>
            </Card>
            <Card as="section" title={t('parcelDetail.payment')} className={styles.card}>
              <div className={styles.grid}>
                <Controller
                  control={control}
                  name="paymentMode"
                  render={({ field }) => (
                    <RadioGroup
                      label={t('parcelDetail.mode')}
                      value={field.value}
                      onChange={(v) => {
                        field.onChange(v as PaymentMode);
                        // Only cash on delivery carries an amount to collect.
                        if (v !== 'cod') setValue('codAmount', 0, { shouldValidate: formState.isSubmitted });
                      }}
                      isDisabled={locked('paymentMode')}
                      orientation="horizontal"
                      className={styles.span2}
                    >
                      {paymentModes.map((m) => (
                        <Radio key={m} value={m}>
                          {t(`parcel.payment.${m}`)}
                        </Radio>
                      ))}
                    </RadioGroup>
                  )}
                />
                {props.moneyHidden ? (
                  <p className={`${styles.muted} ${styles.span2}`}>{t('parcelForm.moneyHidden')}</p>
                ) : (
                  <>
                    {values.paymentMode === 'cod'
                      ? number('codAmount', t('parcelDetail.cod'), '₺', { currency: true })
                      : null}
                    {number('declaredValue', t('parcelDetail.declared'), '₺', { currency: true })}
                  </>
                )}
                {text('reference', t('parcelDetail.reference'), { required: false })}
              </div>
            </Card>
          </div>
          <aside className={styles.side} aria-label={t('parcelForm.priceTitle')}>
            <Card title={t('parcelForm.priceTitle')} className={styles.sticky}>
              <div aria-live="polite">
                {props.moneyHidden ? (
                  <p className={styles.muted}>{t('parcelDetail.priceHidden')}</p>
                ) : price ? (
                  <PriceTable price={price} />
                ) : (
                  <p className={styles.muted}>{t('parcelForm.priceHint')}</p>
                )}
              </div>
              <div className={styles.buttons}>
                <Button type="submit" isPending={formState.isSubmitting} fullWidth>
                  {mode === 'create' ? t('parcelForm.create') : t('parcelForm.save')}
                </Button>
                <Button variant="secondary" onPress={props.onCancel} fullWidth>
                  {t('common.cancel')}
                </Button>
              </div>
            </Card>
          </aside>
        </div>
      </form>
      {/* Outside the booking form, so that its submit never reaches the booking's. */}
      {newCustomer ? (
        <CustomerForm
          inDialog
          mode="create"
          initial={newCustomer.initial}
          offices={offices}
          onSubmit={saveNewCustomer}
          onCancel={() => closeNewCustomer(null)}
          serverErrors={newCustomer.refusal?.fields}
          error={newCustomer.refusal?.message}
        />
      ) : null}
    </>
  );
}
