import { useSyncExternalStore } from 'react';
import { useUiTranslation } from '../../i18n';
import type { LoadingState, LoadingTracker } from './loadingTracker';
import * as styles from './LoadingBar.css';

/** A page drawn ahead of time had no request in flight: the page is taken over as that, then follows the tracker. */
const drawnAhead: LoadingState = { show: false, mode: 'indeterminate', progress: 0 };
const whenDrawnAhead = () => drawnAhead;

/** A thin bar at the top of the page while requests are in flight, or showing a progress value. */
export function LoadingBar({ tracker }: { tracker: LoadingTracker }) {
  const { t } = useUiTranslation();
  const state = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, whenDrawnAhead);
  if (!state.show) return null;
  const determinate = state.mode === 'determinate';
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={t('shell.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate ? state.progress : undefined}
    >
      <div
        className={[styles.fill, determinate ? '' : styles.indeterminate].join(' ')}
        style={determinate ? { width: `${state.progress}%` } : undefined}
      />
    </div>
  );
}
