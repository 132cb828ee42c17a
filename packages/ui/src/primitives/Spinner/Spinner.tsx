import { ProgressBar } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, for screen readers; "Loading…" by default. */
  label?: string;
}

/** An indeterminate progress indicator (role progressbar). */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const { t } = useUiTranslation();
  return (
    <ProgressBar isIndeterminate aria-label={label ?? t('common.loading')} style={{ display: 'inline-flex' }}>
      <span className={styles.spinner({ size })} />
    </ProgressBar>
  );
}
