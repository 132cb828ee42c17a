import { lazy, Suspense } from 'react';
import type { SearchResultSet } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { IconButton, type IconButtonProps } from '../../primitives/IconButton/IconButton';
import * as fieldStyles from '../../primitives/shared/field.css';
import { Deferred } from '../deferred';
import * as shell from '../shell.css';
import * as styles from './Search.css';

export type SearchResult = SearchResultSet['results'][number] & { link: string };

export interface SearchProps {
  /** `basic`: a field in the top bar; `bar`: a button that opens a field across the top bar. */
  appearance?: 'basic' | 'bar';
  /** Answers the result sets for a text of 2 characters or more. */
  onSearch: (query: string) => Promise<SearchResultSet[]>;
  /** The user picked a result (the app navigates to its link). */
  onOpenResult: (result: SearchResult) => void;
  debounceMs?: number;
  /** Starts open (bar appearance). */
  defaultOpen?: boolean;
}

/** The field and its suggestions (the combobox's code) load when first wanted. */
const loadField = () => import('./SearchField');
const SearchField = lazy(loadField);

/** The bar's button, closed. */
export function SearchButton(props: Omit<IconButtonProps, 'icon' | 'label'>) {
  const { t } = useUiTranslation();
  return (
    <IconButton
      className={shell.topBarButton}
      icon="heroicons_outline:magnifying-glass"
      label={t('shell.search.open')}
      {...props}
    />
  );
}

/**
 * Global search: 300 ms after typing stops, from 2 characters; shorter text clears the results.
 * The bar is its button until first wanted (`Deferred`); the basic field shows an empty box of its
 * size while its code loads.
 */
export function Search({ appearance = 'basic', defaultOpen = false, ...props }: SearchProps) {
  if (appearance === 'basic')
    return (
      <Suspense
        fallback={
          <div className={styles.basic}>
            <div className={fieldStyles.control} />
          </div>
        }
      >
        <SearchField {...props} appearance="basic" isOpen onOpenChange={() => undefined} autoFocus={false} />
      </Suspense>
    );
  return (
    <Deferred load={loadField} defaultOpen={defaultOpen} standIn={(handlers) => <SearchButton {...handlers} />}>
      {(shown) => <SearchField {...props} appearance="bar" {...shown} />}
    </Deferred>
  );
}
