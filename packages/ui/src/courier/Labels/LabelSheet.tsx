import { useMemo } from 'react';
import { labelContent, type Office, type ParcelView } from '@courier/domain';
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
  // The content is the domain's, as the API's PDF and ZPL labels print it.
  const label = useMemo(() => labelContent(p, offices), [p, offices]);
  const barcode = useMemo(() => code128Image(label.trackingNumber), [label.trackingNumber]);
  const qr = useMemo(() => qrImage(trackingUrl(label.trackingNumber)), [label.trackingNumber, trackingUrl]);
  return (
    <article className={styles.label} aria-label={t('labels.label', { tracking: label.trackingNumber })}>
      <header className={styles.top}>
        <Logo companyName={companyName} logo={companyLogo} />
        <span className={styles.service}>{t(`parcel.service.${label.service}`)}</span>
      </header>
      <div className={styles.sort}>
        <span className={styles.sortFrom}>{label.sortFrom ?? '—'}</span>
        <span aria-hidden="true">→</span>
        <span className={styles.sortTo}>{label.sortTo ?? '—'}</span>
      </div>
      <section className={styles.to}>
        <h2 className={styles.partyTitle}>{t('labels.to')}</h2>
        <p className={styles.toName}>{label.receiver.name}</p>
        <p>{label.receiver.street}</p>
        <p>
          {label.receiver.district}, {label.receiver.postalCode} <strong>{label.receiver.city}</strong>
        </p>
        <p>{phoneText(label.receiver.phone)}</p>
      </section>
      <section className={styles.from}>
        <h2 className={styles.partyTitle}>{t('labels.from')}</h2>
        <p>
          {label.sender.name} · {phoneText(label.sender.phone)}
        </p>
        <p>{label.sender.address}</p>
      </section>
      <dl className={styles.facts}>
        <div>
          <dt>{t('labels.weight')}</dt>
          {/* What the parcel weighs; the weight it is charged by (its volume's) only where that is more. */}
          <dd>{format.kg(label.weightKg)}</dd>
          {label.chargeableWeightKg !== null ? (
            <dd>{t('labels.chargeable', { weight: format.kg(label.chargeableWeightKg) })}</dd>
          ) : null}
        </div>
        <div>
          <dt>{t('labels.pieces')}</dt>
          <dd>{label.pieces}</dd>
        </div>
        <div>
          <dt>{t('labels.booked')}</dt>
          <dd>{format.day(label.bookedOn)}</dd>
        </div>
        {label.reference ? (
          <div>
            <dt>{t('labels.reference')}</dt>
            <dd>{label.reference}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.flags}>
        {label.flags.map((flag) =>
          flag.kind === 'cod' ? (
            <span key={flag.kind} className={styles.cod}>
              {flag.amount === null ? t('labels.codNoAmount') : t('labels.cod', { amount: format.money(flag.amount) })}
            </span>
          ) : (
            <span key={flag.kind} className={styles.flag}>
              {flag.kind === 'fragile'
                ? t('labels.fragile')
                : flag.amount === null
                  ? t('labels.receiverPaysNoAmount')
                  : t('labels.receiverPays', { amount: format.money(flag.amount) })}
            </span>
          ),
        )}
      </div>
      <footer className={styles.codes}>
        <div className={styles.barcode}>
          <img src={barcode} alt={t('labels.barcode', { tracking: label.trackingNumber })} />
          <span className={styles.tracking}>{label.trackingNumber}</span>
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
