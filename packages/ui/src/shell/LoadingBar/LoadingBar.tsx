import { useSyncExternalStore } from 'react';
import { useUiTranslation } from '../../i18n';
import type { LoadingTracker } from './loadingTracker';
import * as styles from './LoadingBar.css';

/** A thin bar at the top of the page while requests are in flight, or showing a progress value. */
export function LoadingBar({ tracker }: { tracker: LoadingTracker }) {
  const { t } = useUiTranslation();
  const state = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
  if (!state.show) return null;
  const determinate = state.mode === 'determinate';
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('shell.loading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={determinate ? state.progress : undefined}>
      <div className={[styles.fill, determinate ? '' : styles.indeterminate].join(' ')} style={determinate ? { width: `${state.progress}%` } : undefined} />
    </div>
  );
}
