import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
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

/** Whether a key press is Ctrl+K (⌘K on a Mac), or "/" typed outside a field: what opens search everywhere. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  const typing =
    !!target &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.role === 'textbox');
  return !typing;
}

/** Calls `open` on Ctrl+K, ⌘K or "/" (outside a field), anywhere on the page. */
export function useSearchShortcut(open: () => void, enabled = true) {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/**
 * A search shown only once its container opens (the empty layout's drawer) starts open when the
 * container was opened by the shortcut.
 */
export const SearchOpenedByShortcut = createContext(false);

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
 * size while its code loads. Ctrl+K (⌘K) and "/" (outside a field) open it and put the focus in it.
 */
export function Search({ appearance = 'basic', defaultOpen = false, ...props }: SearchProps) {
  const byShortcut = useContext(SearchOpenedByShortcut);
  const [open, setOpen] = useState(defaultOpen || byShortcut);
  const [focusRequest, setFocusRequest] = useState(0);
  useSearchShortcut(() => {
    setOpen(true);
    setFocusRequest((n) => n + 1);
  });
  if (appearance === 'basic')
    return (
      <Suspense
        fallback={
          <div className={styles.basic}>
            <div className={fieldStyles.control} />
          </div>
        }
      >
        <SearchField
          {...props}
          appearance="basic"
          isOpen
          onOpenChange={() => undefined}
          autoFocus={false}
          focusRequest={focusRequest}
        />
      </Suspense>
    );
  return (
    <Deferred
      load={loadField}
      isOpen={open}
      onOpenChange={setOpen}
      standIn={(handlers) => <SearchButton {...handlers} />}
    >
      {(shown) => <SearchField {...props} appearance="bar" {...shown} focusRequest={focusRequest} />}
    </Deferred>
  );
}
