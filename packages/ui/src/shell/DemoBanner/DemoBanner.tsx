import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './DemoBanner.css';

export interface DemoBannerProps {
  /** The demo server is reachable from other machines (it listens on a non-loopback address). */
  exposed?: boolean;
  /** Hides the banner (the app remembers it for the rest of the visit). */
  onDismiss: () => void;
}

/**
 * The thin strip above every signed-in page of a demo: the data is the sample, and (when the demo
 * server can be reached from other machines) anyone there may sign in with the published passwords.
 */
export function DemoBanner({ exposed = false, onDismiss }: DemoBannerProps) {
  const { t } = useUiTranslation();
  return (
    <section aria-label={t('shell.demo.label')} className={[styles.banner, exposed ? styles.exposed : ''].join(' ')}>
      <Icon name={exposed ? 'heroicons_outline:exclamation-triangle' : 'heroicons_outline:beaker'} size={16} />
      <p className={styles.text}>
        <strong className={styles.label}>{t('shell.demo.label')}</strong> {t('shell.demo.text')}
        {exposed ? <> {t('shell.demo.exposed')}</> : null}
      </p>
      <IconButton icon="heroicons_outline:x-mark" label={t('shell.demo.dismiss')} size="sm" onPress={onDismiss} />
    </section>
  );
}
