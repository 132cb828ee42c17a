import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import * as styles from './ScanStation.css';

/** The link to the server of a view that scans: whether it answers, and the scans kept on this device for it. */
export interface ScanConnection {
  /** The last call could not reach the server: new scans are kept on this device. */
  offline: boolean;
  /** Scans kept on this device, not yet sent. */
  waiting: number;
}

/**
 * Says that scanning goes on without the server (the scans kept on this device, sent in order
 * when it answers again), or that kept scans are being sent; nothing while all is well. The
 * scanning station and a driver's round show it.
 */
export function ConnectionBanner({ connection, onRetry }: { connection: ScanConnection; onRetry?: () => void }) {
  const { t } = useUiTranslation();
  if (!connection.offline && connection.waiting === 0) return null;
  return (
    <div
      className={styles.connection}
      data-state={connection.offline ? 'offline' : 'sending'}
      role="status"
      aria-label={t('scanStation.offline.label')}
    >
      <Icon
        name={connection.offline ? 'heroicons_outline:signal-slash' : 'heroicons_outline:cloud-arrow-up'}
        size={24}
      />
      <span className={styles.connectionText}>
        {connection.offline ? <strong>{t('scanStation.offline.title')}</strong> : null}
        <span>
          {t(connection.offline ? 'scanStation.offline.waiting' : 'scanStation.offline.sending', {
            count: connection.waiting,
          })}
        </span>
      </span>
      {connection.offline && connection.waiting > 0 && onRetry ? (
        <Button size="sm" variant="secondary" icon="heroicons_outline:arrow-path" onPress={onRetry}>
          {t('scanStation.offline.retry')}
        </Button>
      ) : null}
    </div>
  );
}
