import { useContext, useEffect, useRef, useState, type Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useAsyncList } from 'react-stately';
import { Icon } from '../../icons/Icon';
import { useUiTranslation } from '../../i18n';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import { OptionRow, type OptionItem } from '../shared/Option';
import { Spinner } from '../Spinner/Spinner';
import * as fieldStyles from '../shared/field.css';
import * as overlay from '../shared/overlay.css';

type BaseProps = Omit<AriaComboBoxProps<OptionItem>, 'className' | 'style' | 'children' | 'items' | 'defaultItems'> &
  FieldTextProps & {
    placeholder?: string;
    icon?: string;
    className?: string;
  };

/** A choice after the options that is no value, offered whatever the search finds: "New customer". */
export interface ComboBoxAction {
  /** Its words, for the text typed (which may be blank). */
  label: (typed: string) => string;
  icon?: string;
  /**
   * Called with the text typed when the choice is taken (Enter or a click). When it resolves with
   * an option (the record it made), that option is added and chosen; with nothing, all stays as it was.
   */
  onAction: (typed: string) => Promise<OptionItem | null | undefined> | void;
}

export interface ComboBoxProps extends BaseProps {
  /** A fixed list, filtered here as the user types. */
  items?: OptionItem[];
  /**
   * Instead of items: options for what the user typed, called after a pause in typing with
   * earlier calls aborted (the app queries its API).
   */
  loadOptions?: (filterText: string, signal: AbortSignal) => Promise<OptionItem[]>;
  /** With loadOptions: the label of the current value, shown before any options load. */
  initialInputValue?: string;
  /** With loadOptions: the pause after typing, in ms. */
  debounceMs?: number;
  /** With loadOptions: a choice offered after the options, also when none match. */
  action?: ComboBoxAction;
}

/** The key of the action's entry, which no loaded option has. */
const actionKey = '\u0000action';

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Runs a chosen action once the options have closed: a dialog it opens must not appear while the
 * list's popover still hides everything outside itself from assistive technology.
 */
function ActionOnceClosed({ action, onDone }: { action: (() => void) | null; onDone: () => void }) {
  const state = useContext(ComboBoxStateContext);
  const isOpen = !!state?.isOpen;
  useEffect(() => {
    if (!action) return;
    if (isOpen) {
      state?.close();
      return;
    }
    onDone();
    action();
  }, [action, isOpen, state, onDone]);
  return null;
}

/** `items` is controlled (the async list filters on the server); `defaultItems` are filtered here as the user types. */
function ComboBoxFrame({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  className,
  isLoading,
  onAction,
  inputRef,
  ...props
}: BaseProps & {
  items?: OptionItem[];
  defaultItems?: OptionItem[];
  isLoading?: boolean;
  onAction?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useUiTranslation();
  const [chosen, setChosen] = useState<(() => void) | null>(null);
  return (
    <AriaComboBox
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={fieldStyles.control}>
        {icon ? (
          <span className={fieldStyles.adornment}>
            <Icon name={icon} size={18} />
          </span>
        ) : null}
        <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.input} />
        {isLoading ? <Spinner size="sm" label={t('common.loading')} /> : null}
        <Button className={fieldStyles.innerButton}>
          <Icon name="heroicons_mini:chevron-up-down" size={18} />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={overlay.popover} offset={4}>
        <ListBox
          className={overlay.listBox}
          renderEmptyState={() => (
            <div className={overlay.emptyState}>{isLoading ? t('common.loading') : t('common.noResults')}</div>
          )}
        >
          {(item: OptionItem) => (
            <OptionRow
              item={item}
              onAction={item.id === actionKey && onAction ? () => setChosen(() => onAction) : undefined}
            />
          )}
        </ListBox>
      </Popover>
      <ActionOnceClosed action={chosen} onDone={() => setChosen(null)} />
    </AriaComboBox>
  );
}

function AsyncComboBox({
  loadOptions,
  initialInputValue = '',
  debounceMs = 250,
  action,
  ...props
}: Omit<ComboBoxProps, 'items'> & { loadOptions: NonNullable<ComboBoxProps['loadOptions']> }) {
  const { t } = useUiTranslation();
  const list = useAsyncList<OptionItem>({
    initialFilterText: initialInputValue,
    async load({ signal, filterText }) {
      if (filterText) await pause(debounceMs, signal);
      return { items: await loadOptions(filterText ?? '', signal) };
    },
  });
  const typed = list.filterText;
  // The action stays choosable while options load: it takes the text as it is, not a listed option.
  const actionItem: OptionItem | null = action
    ? {
        id: actionKey,
        label: action.label(typed),
        icon: action.icon ?? 'heroicons_outline:plus',
        description: typed.trim() && !list.isLoading && list.items.length === 0 ? t('common.noMatch') : undefined,
      }
    : null;
  const input = useRef<HTMLInputElement>(null);
  const acting = useRef(false);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    input.current?.focus();
  }, [refocus]);
  const act = async () => {
    // One action at a time: choosing it again while its dialog is open does nothing.
    if (acting.current || !action) return;
    acting.current = true;
    try {
      const made = await action.onAction(typed);
      if (made) {
        list.prepend(made);
        props.onChange?.(made.id);
        list.setFilterText(made.label);
      }
    } finally {
      acting.current = false;
      // Back to the field once what the action opened (a dialog) has closed, however it ended.
      setRefocus(true);
    }
  };
  return (
    <ComboBoxFrame
      {...props}
      // The field shows the chosen option's label (the text is controlled here, so set it on a choice).
      onChange={(key) => {
        if (key === actionKey) return;
        props.onChange?.(key);
        const item = list.items.find((option) => option.id === key);
        if (item) list.setFilterText(item.label);
      }}
      // While the options for the typed text load, the old ones stay in view but cannot be
      // chosen: a quick ArrowDown and Enter must never pick from a list that does not match the text.
      items={actionItem ? [...list.items, actionItem] : list.items}
      onAction={actionItem ? () => void act() : undefined}
      inputRef={input}
      disabledKeys={list.isLoading ? list.items.map((item) => item.id) : undefined}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
      allowsEmptyCollection
    />
  );
}

/** Pick one of many with typing; options are a fixed list or loaded as the user types. */
export function ComboBox(props: ComboBoxProps) {
  const { items, loadOptions, initialInputValue, debounceMs, action, ...rest } = props;
  if (loadOptions)
    return (
      <AsyncComboBox
        {...rest}
        loadOptions={loadOptions}
        initialInputValue={initialInputValue}
        debounceMs={debounceMs}
        action={action}
      />
    );
  return <ComboBoxFrame {...rest} defaultItems={items ?? []} />;
}
