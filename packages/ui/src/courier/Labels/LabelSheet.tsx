import { useMemo } from 'react';
import type { Office, ParcelView } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { Radio, RadioGroup } from '../../primitives/Radio/Radio';
import { Logo } from '../../shell/Layout/Logo';
import { useCourierFormat } from '../format';
import { code128Image, qrImage } from './barcodes';
import * as styles from './LabelSheet.css';
import { phoneText } from '../../data/PhoneLink';

export interface LabelSheetProps {
  /** As the reader sees them: an amount his role does not see is null, and the label says only the payment. */
  parcels: ParcelView[];
  offices: Office[];
  companyName: string;
  /** The company's logo, in place of the product's mark. */
  companyLogo?: string | null;
  /** The public tracking page of a number, for the QR code. */
  trackingUrl: (trackingNumber: string) => string;
  backHref: string;
  /** Opens the browser's print dialog (window.print in the app). */
  onPrint: () => void;
  /** A6 for a label printer (one label a page), or A4 for an office printer (four a page, to cut). */
  paper?: LabelPaper;
  onPaperChange?: (paper: LabelPaper) => void;
}

export type LabelPaper = 'a6' | 'a4';

/** One A6 shipping label. */
export function Label({
  parcel: p,
  offices,
  companyName,
  companyLogo,
  trackingUrl,
}: {
  parcel: ParcelView;
  offices: Office[];
  companyName: string;
  companyLogo?: string | null;
  trackingUrl: (n: string) => string;
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const office = (id: string) => offices.find((o) => o.id === id);
  const barcode = useMemo(() => code128Image(p.trackingNumber), [p.trackingNumber]);
  const qr = useMemo(() => qrImage(trackingUrl(p.trackingNumber)), [p.trackingNumber, trackingUrl]);
  const origin = office(p.originOfficeId);
  const destination = office(p.destinationOfficeId);
  return (
    <article className={styles.label} aria-label={t('labels.label', { tracking: p.trackingNumber })}>
      <header className={styles.top}>
        <Logo companyName={companyName} logo={companyLogo} />
        <span className={styles.service}>{t(`parcel.service.${p.service}`)}</span>
      </header>
      <div className={styles.sort}>
        <span className={styles.sortFrom}>{origin?.code ?? '—'}</span>
        <span aria-hidden="true">→</span>
        <span className={styles.sortTo}>{destination?.code ?? '—'}</span>
      </div>
      <section className={styles.to}>
        <h2 className={styles.partyTitle}>{t('labels.to')}</h2>
        <p className={styles.toName}>{p.receiver.name}</p>
        <p>{p.receiver.address.line1}</p>
        <p>
          {p.receiver.address.district}, {p.receiver.address.postalCode} <strong>{p.receiver.address.city}</strong>
        </p>
        <p>{phoneText(p.receiver.phone)}</p>
      </section>
      <section className={styles.from}>
        <h2 className={styles.partyTitle}>{t('labels.from')}</h2>
        <p>
          {p.sender.name} · {phoneText(p.sender.phone)}
        </p>
        <p>
          {p.sender.address.line1}, {p.sender.address.district}, {p.sender.address.postalCode} {p.sender.address.city}
        </p>
      </section>
      <dl className={styles.facts}>
        <div>
          <dt>{t('labels.weight')}</dt>
          {/* What the parcel weighs; the weight it is charged by (its volume's) only where that is more. */}
          <dd>{format.kg(p.weightKg)}</dd>
          {p.chargeableWeightKg > p.weightKg ? (
            <dd>{t('labels.chargeable', { weight: format.kg(p.chargeableWeightKg) })}</dd>
          ) : null}
        </div>
        <div>
          <dt>{t('labels.pieces')}</dt>
          <dd>{p.pieces}</dd>
        </div>
        <div>
          <dt>{t('labels.booked')}</dt>
          <dd>{format.day(p.createdAt)}</dd>
        </div>
        {p.reference ? (
          <div>
            <dt>{t('labels.reference')}</dt>
            <dd>{p.reference}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.flags}>
        {p.paymentMode === 'cod' ? (
          <span className={styles.cod}>
            {p.codAmount === null ? t('labels.codNoAmount') : t('labels.cod', { amount: format.money(p.codAmount) })}
          </span>
        ) : null}
        {p.paymentMode === 'receiver_pays' ? (
          <span className={styles.flag}>
            {p.price === null
              ? t('labels.receiverPaysNoAmount')
              : t('labels.receiverPays', { amount: format.money(p.price.total) })}
          </span>
        ) : null}
        {p.fragile ? <span className={styles.flag}>{t('labels.fragile')}</span> : null}
      </div>
      <footer className={styles.codes}>
        <div className={styles.barcode}>
          <img src={barcode} alt={t('labels.barcode', { tracking: p.trackingNumber })} />
          <span className={styles.tracking}>{p.trackingNumber}</span>
        </div>
        <img className={styles.qr} src={qr} alt={t('labels.qr')} />
      </footer>
    </article>
  );
}

/**
 * While labels are on screen, printing shows only them, without the app around them: one per A6
 * page, or four per A4 page (two by two: A6 is a quarter of A4). An @page rule has no place in
 * the styling library, so it is a print-only style element.
 */
const printCss = (paper: LabelPaper) => `
@page { size: ${paper === 'a4' ? 'A4' : '105mm 148mm'}; margin: 0; }
body * { visibility: hidden; }
[data-printable], [data-printable] * { visibility: visible; }
[data-printable] { position: absolute; inset: 0 auto auto 0; ${paper === 'a4' ? 'display: grid; grid-template-columns: 105mm 105mm; gap: 0;' : 'display: block;'} }
`;

/** Labels to print, one A6 page each; on screen with the print button. */
export function LabelSheet({
  parcels,
  offices,
  companyName,
  companyLogo,
  trackingUrl,
  backHref,
  onPrint,
  paper = 'a6',
  onPaperChange,
}: LabelSheetProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.root}>
      <style media="print">{printCss(paper)}</style>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{t('labels.title', { count: parcels.length })}</h1>
        <ButtonLink variant="secondary" href={backHref}>
          {t('labels.back')}
        </ButtonLink>
        <Button icon="heroicons_outline:printer" onPress={onPrint} isDisabled={!parcels.length}>
          {t('labels.print')}
        </Button>
      </div>
      {onPaperChange ? (
        <RadioGroup
          label={t('labels.paper')}
          orientation="horizontal"
          value={paper}
          onChange={(value) => onPaperChange(value as LabelPaper)}
        >
          <Radio value="a6">{t('labels.a6')}</Radio>
          <Radio value="a4">{t('labels.a4')}</Radio>
        </RadioGroup>
      ) : null}
      {parcels.length ? (
        <div className={styles.sheet} data-printable="" data-paper={paper}>
          {parcels.map((parcel) => (
            <Label
              key={parcel.id}
              parcel={parcel}
              offices={offices}
              companyName={companyName}
              companyLogo={companyLogo}
              trackingUrl={trackingUrl}
            />
          ))}
        </div>
      ) : (
        <EmptyState title={t('labels.none')} icon="heroicons_outline:printer" />
      )}
    </div>
  );
}
