import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ComboBox,
  Group,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  type Key,
} from 'react-aria-components';
import { searchMinLength, type SearchResultSet } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as fieldStyles from '../../primitives/shared/field.css';
import * as overlay from '../../primitives/shared/overlay.css';
import type { Shown } from '../deferred';
import { SearchButton, type SearchProps, type SearchResult } from './Search';
import * as styles from './Search.css';

export type SearchFieldProps = Omit<SearchProps, 'defaultOpen'> &
  Shown & {
    /** Changes when Ctrl+K or "/" asks for the field: it takes the focus. */
    focusRequest?: number;
  };

/** Each group's icon: what kind of thing its results are. */
const groupIcons: Record<Exclude<SearchResultSet['id'], 'contacts'>, string> = {
  parcels: 'heroicons_outline:cube',
  complaints: 'heroicons_outline:chat-bubble-left-right',
  offices: 'heroicons_outline:building-office',
  drivers: 'heroicons_outline:identification',
  trucks: 'heroicons_outline:truck',
  trips: 'heroicons_outline:map',
  pages: 'heroicons_outline:document-text',
  tasks: 'heroicons_outline:check-circle',
};
/** Where a group's status codes are translated. */
const statusKeys: Partial<Record<SearchResultSet['id'], string>> = {
  parcels: 'parcel.status',
  complaints: 'complaints.statuses',
  trips: 'trips.statuses',
};

/**
 * The search field and its suggestions, loaded by Search when first wanted: 300 ms after typing
 * stops, from 2 characters; shorter text clears the results.
 */
export default function SearchField({
  appearance = 'basic',
  onSearch,
  onOpenResult,
  debounceMs = 300,
  isOpen: open,
  onOpenChange: setOpen,
  autoFocus,
  focusRequest = 0,
}: SearchFieldProps) {
  const { t } = useUiTranslation();
  const [text, setText] = useState('');
  const [sets, setSets] = useState<SearchResultSet[]>([]);
  const [listOpen, setListOpen] = useState(false);
  // The text the shown results answer: until the answer for what was typed comes, the list says it is searching, not "No results".
  const [answered, setAnswered] = useState('');
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest) input.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    const query = text.trim();
    const call = ++latest.current;
    if (query.length < searchMinLength) {
      setSets([]);
      return;
    }
    const timer = setTimeout(() => {
      const settle = (answer: SearchResultSet[]) => {
        if (call !== latest.current) return;
        setSets(answer);
        setAnswered(query);
      };
      void onSearch(query)
        .then(settle)
        .catch(() => settle([]));
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, onSearch, debounceMs]);

  // Shorter text clears the results in the same render, so the suggestions never reopen on stale results.
  const onInputChange = (value: string) => {
    setText(value);
    if (value.trim().length < searchMinLength) setSets([]);
  };
  // Closing clears the text (core spec). Escape or the close button gives the focus back to the
  // button that opens it; a picked result leaves it to the page the result opens.
  const [focusButton, setFocusButton] = useState(autoFocus);
  const close = (giveFocusBack: boolean) => {
    setFocusButton(giveFocusBack);
    setOpen(false);
    setText('');
    setSets([]);
  };
  const pick = (key: Key | null) => {
    // Null is the combobox reverting (Escape): the field follows the empty selection and clears.
    if (key === null) {
      onInputChange('');
      return;
    }
    const [setId, ...rest] = String(key).split(':');
    const result = sets.find((s) => s.id === setId)?.results.find((r) => r.id === rest.join(':'));
    if (!result) return;
    onOpenResult(result as SearchResult);
    setText('');
    if (appearance === 'bar') close(false);
  };
  // Escape closes the bar when the suggestions are closed.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && appearance === 'bar' && !listOpen) {
      event.preventDefault();
      close(true);
    }
  };

  if (!open) return <SearchButton autoFocus={focusButton} onPress={() => setOpen(true)} />;

  const field = (
    <ComboBox
      aria-label={t('shell.search.label')}
      inputValue={text}
      onInputChange={onInputChange}
      onSelectionChange={pick}
      selectedKey={null}
      onOpenChange={setListOpen}
      defaultFilter={() => true}
      menuTrigger="input"
      allowsEmptyCollection={text.trim().length > 0}
      className={appearance === 'bar' ? styles.barField : styles.basic}
      onKeyDown={onKeyDown}
    >
      <Group className={[fieldStyles.control, appearance === 'bar' ? styles.barInput : ''].join(' ')}>
        <span className={fieldStyles.adornment}>
          <Icon name="heroicons_outline:magnifying-glass" size={18} />
        </span>
        <Input
          ref={input}
          aria-keyshortcuts="Control+K Meta+K /"
          className={fieldStyles.input}
          placeholder={t('shell.search.placeholder')}
          autoFocus={appearance === 'bar'}
        />
      </Group>
      <Popover className={overlay.popover} offset={6} placement="bottom start" style={{ minWidth: 'min(28rem, 90vw)' }}>
        <ListBox
          className={overlay.listBox}
          renderEmptyState={() => (
            <div className={styles.hint}>
              {text.trim().length < searchMinLength
                ? t('shell.search.minLength', { count: searchMinLength })
                : answered !== text.trim()
                  ? t('shell.search.searching')
                  : t('shell.search.noResults')}
            </div>
          )}
        >
          {sets.map((set) => (
            <ListBoxSection key={set.id} id={set.id}>
              <Header className={overlay.sectionHeader}>{t(`shell.search.groups.${set.id}`)}</Header>
              {set.results.map((result) => {
                const id = `${set.id}:${result.id}`;
                const label = 'name' in result ? result.name : result.title;
                // A readable line under the title, never a raw address: the record's own, or the kind of page.
                const subtitle =
                  'subtitle' in result && result.subtitle
                    ? result.subtitle
                    : set.id === 'pages'
                      ? t('shell.search.page')
                      : null;
                const statusKey = statusKeys[set.id];
                const status =
                  statusKey && 'status' in result && result.status
                    ? t(`${statusKey}.${result.status}`, { defaultValue: result.status })
                    : null;
                return (
                  <ListBoxItem key={id} id={id} textValue={label} className={overlay.option}>
                    <span className={styles.result}>
                      {set.id === 'contacts' ? (
                        <Avatar name={label} src={'avatar' in result ? result.avatar : null} size="sm" />
                      ) : (
                        <Icon name={groupIcons[set.id]} size={18} />
                      )}
                      <span className={styles.resultText}>
                        <span
                          className={[styles.title, 'completed' in result && result.completed ? styles.done : ''].join(
                            ' ',
                          )}
                        >
                          {label}
                        </span>
                        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
                      </span>
                      {status ? <Badge tone="neutral">{status}</Badge> : null}
                      {'completed' in result && result.completed ? (
                        <Badge tone="success">{t('shell.search.completed')}</Badge>
                      ) : null}
                    </span>
                  </ListBoxItem>
                );
              })}
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );

  if (appearance === 'basic') return field;
  return (
    <div className={styles.bar}>
      {field}
      <IconButton icon="heroicons_outline:x-mark" label={t('shell.search.close')} onPress={() => close(true)} />
    </div>
  );
}
