import { useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import { OptionRow, type OptionItem } from '../shared/Option';
import * as fieldStyles from '../shared/field.css';
import * as overlay from '../shared/overlay.css';
import * as styles from './Select.css';

export interface SelectProps
  extends
    Omit<AriaSelectProps<OptionItem, 'single'>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    FieldTextProps {
  items: OptionItem[];
  className?: string;
}

/** Pick one of a short list (value / onChange take the item id). For long or searchable lists use ComboBox. */
export function Select({ label, description, errorMessage, items, className, ...props }: SelectProps) {
  const invalid = props.isInvalid ?? !!errorMessage;
  // Until the field is first pointed at, focused or opened, its list holds only the chosen item.
  // The library builds the whole list as the field is drawn (every option rendered, hidden), and
  // for a long one (the dashboard's offices) that was most of its page's first draw; the trigger,
  // its name and its value are the same either way. A field the caller does not control, or one
  // a form posts (its hidden native select lists the options), has its whole list from the start.
  const [used, setUsed] = useState(false);
  const chosen =
    !used && props.value !== undefined && !props.name ? items.filter((item) => item.id === props.value) : items;
  const use = () => setUsed(true);
  // The trigger says it is invalid, as a text field does (the library's button passes no aria-invalid on).
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (invalid) trigger.current?.setAttribute('aria-invalid', 'true');
    else trigger.current?.removeAttribute('aria-invalid');
  }, [invalid]);
  return (
    <AriaSelect
      validationBehavior="aria"
      {...props}
      onOpenChange={(isOpen) => {
        if (isOpen) use();
        props.onOpenChange?.(isOpen);
      }}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Button ref={trigger} className={`${fieldStyles.control} ${styles.trigger}`} onHoverStart={use} onFocus={use}>
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <Icon name="heroicons_mini:chevron-up-down" size={18} />
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={overlay.popover} offset={4}>
        <ListBox items={chosen} className={overlay.listBox}>
          {(item) => <OptionRow item={item} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
