import {
  Button,
  ComboBox as AriaComboBox,
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
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** `items` is controlled (the async list filters on the server); `defaultItems` are filtered here as the user types. */
function ComboBoxFrame({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  className,
  isLoading,
  ...props
}: BaseProps & { items?: OptionItem[]; defaultItems?: OptionItem[]; isLoading?: boolean }) {
  const { t } = useUiTranslation();
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
        <Input placeholder={placeholder} className={fieldStyles.input} />
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
          {(item: OptionItem) => <OptionRow item={item} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

function AsyncComboBox({
  loadOptions,
  initialInputValue = '',
  debounceMs = 250,
  ...props
}: Omit<ComboBoxProps, 'items'> & { loadOptions: NonNullable<ComboBoxProps['loadOptions']> }) {
  const list = useAsyncList<OptionItem>({
    initialFilterText: initialInputValue,
    async load({ signal, filterText }) {
      if (filterText) await pause(debounceMs, signal);
      return { items: await loadOptions(filterText ?? '', signal) };
    },
  });
  return (
    <ComboBoxFrame
      {...props}
      // The field shows the chosen option's label (the text is controlled here, so set it on a choice).
      onChange={(key) => {
        props.onChange?.(key);
        const item = list.items.find((option) => option.id === key);
        if (item) list.setFilterText(item.label);
      }}
      // While the options for the typed text load, the old ones stay in view but cannot be
      // chosen: a quick ArrowDown and Enter must never pick from a list that does not match the text.
      items={list.items}
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
  const { items, loadOptions, initialInputValue, debounceMs, ...rest } = props;
  if (loadOptions)
    return (
      <AsyncComboBox
        {...rest}
        loadOptions={loadOptions}
        initialInputValue={initialInputValue}
        debounceMs={debounceMs}
      />
    );
  return <ComboBoxFrame {...rest} defaultItems={items ?? []} />;
}
