import { useId, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { Button } from '../primitives/Button/Button';
import { mediaUp } from '../theme/breakpoints';
import { useMedia } from '../shell/Layout/useMedia';
import * as styles from './Record.css';

export interface FilterBarProps {
  /** The landmark's name ("Filters"). */
  label: string;
  /** Shown at every width: the search field. */
  search?: ReactNode;
  /** The filters; on a phone they fold behind a "Filters" button. */
  children: ReactNode;
  /** How many filters are set, counted on the folded button. */
  activeCount: number;
  /** Clears the search and every filter; give it while any is set (the search text counts). */
  onClear?: () => void;
}

/**
 * A list's search and filters. On a phone the filters fold behind one button that says how many
 * are set, so the rows are on the first screen; from the md width they all show in a grid.
 */
export function FilterBar({ label, search, children, activeCount, onClear }: FilterBarProps) {
  const { t } = useUiTranslation();
  const wide = useMedia(mediaUp('md'));
  const [open, setOpen] = useState(false);
  const panel = useId();
  const shown = wide || open;
  return (
    <div className={styles.filters} role="search" aria-label={label}>
      {search}
      {wide ? null : (
        <Button
          variant="secondary"
          icon="heroicons_outline:funnel"
          aria-expanded={open}
          aria-controls={panel}
          onPress={() => setOpen(!open)}
          className={styles.clear}
        >
          {activeCount ? t('records.filtersCount', { count: activeCount }) : t('records.filtersButton')}
        </Button>
      )}
      <div id={panel} className={styles.filterSet} hidden={!shown}>
        {children}
        {onClear ? (
          <Button variant="ghost" icon="heroicons_outline:x-mark" className={styles.clear} onPress={onClear}>
            {t('records.clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
