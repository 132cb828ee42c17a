import { useMemo } from 'react';
import type { ParcelView, Trip } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Logo } from '../../shell/Layout/Logo';
import { useCourierFormat } from '../format';
import { code128Image } from '../Labels/barcodes';
import { refName, type TripRefs } from './Trips';
import * as styles from './ManifestSheet.css';

export interface ManifestSheetProps {
  trip: Trip;
  refs: TripRefs;
  /** The parcels on board. */
  parcels: ParcelView[];
  companyName: string;
  /** The company's logo, in place of the product's mark. */
  companyLogo?: string | null;
  backHref: string;
  onPrint: () => void;
}

/** While the manifest is on screen, printing shows only the A4 sheet. */
const printCss = `
@page { size: A4; margin: 12mm; }
body * { visibility: hidden; }
[data-printable], [data-printable] * { visibility: visible; }
[data-printable] { position: absolute; inset: 0 auto auto 0; width: 100%; }
`;

function Barcode({ text, label }: { text: string; label: string }) {
  const src = useMemo(() => code128Image(text), [text]);
  return <img className={styles.barcode} src={src} alt={label} />;
}

/**
 * The trip's manifest on A4, black on white: the trip, its truck, driver and seal, one line per
 * parcel with its Code 128 barcode, the totals, and the signatures at handover.
 */
export function ManifestSheet({
  trip,
  refs,
  parcels,
  companyName,
  companyLogo,
  backHref,
  onPrint,
}: ManifestSheetProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const weight = parcels.reduce((sum, p) => sum + p.weightKg, 0);
  const pieces = parcels.reduce((sum, p) => sum + p.pieces, 0);
  return (
    <div className={styles.root}>
      <style media="print">{printCss}</style>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{t('manifest.title', { code: trip.code })}</h1>
        <ButtonLink variant="secondary" href={backHref}>
          {t('manifest.back')}
        </ButtonLink>
        <Button icon="heroicons_outline:printer" onPress={onPrint}>
          {t('manifest.print')}
        </Button>
      </div>
      <article className={styles.sheet} data-printable="" aria-label={t('manifest.sheet', { code: trip.code })}>
        <header className={styles.head}>
          <Logo companyName={companyName} logo={companyLogo} />
          <div className={styles.headTitle}>
            <strong>{t('manifest.heading')}</strong>
            <span className={styles.mono}>{trip.code}</span>
          </div>
          <Barcode text={trip.code} label={t('manifest.tripBarcode', { code: trip.code })} />
        </header>
        <dl className={styles.facts}>
          <div>
            <dt>{t('trips.route')}</dt>
            <dd>{refName.route(refs, trip.routeId)}</dd>
          </div>
          <div>
            <dt>{t('trips.stops')}</dt>
            <dd>{trip.stops.map((s) => refName.office(refs, s.officeId)).join(' → ')}</dd>
          </div>
          <div>
            <dt>{t('trips.truck')}</dt>
            <dd className={styles.mono}>{refName.truck(refs, trip.truckId)}</dd>
          </div>
          <div>
            <dt>{t('trips.driver')}</dt>
            <dd>{refName.driver(refs, trip.driverId)}</dd>
          </div>
          <div>
            <dt>{t('trips.scheduledAt')}</dt>
            <dd>{format.moment(trip.scheduledAt)}</dd>
          </div>
          <div>
            <dt>{t('trips.seal')}</dt>
            <dd className={styles.mono}>{trip.seal ?? '—'}</dd>
          </div>
        </dl>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('manifest.barcode')}</th>
              <th>{t('parcels.columns.trackingNumber')}</th>
              <th>{t('trips.destination')}</th>
              <th>{t('manifest.pieces')}</th>
              <th>{t('trips.weight')}</th>
            </tr>
          </thead>
          <tbody>
            {parcels.map((p, i) => (
              <tr key={p.id}>
                <td>{i + 1}</td>
                <td>
                  <Barcode text={p.trackingNumber} label={t('labels.barcode', { tracking: p.trackingNumber })} />
                </td>
                <td className={styles.mono}>{p.trackingNumber}</td>
                <td>
                  {refName.office(refs, p.destinationOfficeId)} · {p.receiver.address.city}
                </td>
                <td>{p.pieces}</td>
                <td>{format.kg(p.weightKg)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={4}>{t('manifest.total', { count: parcels.length })}</td>
              <td>{pieces}</td>
              <td>{format.kg(Math.round(weight * 100) / 100)}</td>
            </tr>
          </tfoot>
        </table>
        <footer className={styles.signatures}>
          <div>{t('manifest.handedOver')}</div>
          <div>{t('manifest.received')}</div>
        </footer>
      </article>
    </div>
  );
}
