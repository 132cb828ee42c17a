import { startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ListBox, Popover, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import { OptionRow, type OptionItem } from '../shared/Option';
import * as fieldStyles from '../shared/field.css';
import * as overlay from '../shared/overlay.css';
import * as styles from './Select.css';

export interface SelectProps extends Omit<AriaSelectProps<OptionItem, 'single'>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>, FieldTextProps {
  items: OptionItem[];
  className?: string;
}

/**
 * How far a Select held by its page has been drawn: its trigger alone (`standIn`), the library's
 * field with the chosen item only (`short`), or the whole field.
 */
type Drawn = { stage: 'standIn' } | { stage: 'short' } | { stage: 'whole'; focus?: boolean; open?: boolean };

/** Pick one of a short list (value / onChange take the item id). For long or searchable lists use ComboBox. */
export function Select({ label, description, errorMessage, items, className, ...props }: SelectProps) {
  const invalid = props.isInvalid ?? !!errorMessage;
  // A field held by its page (`value`, not posted by a form) is drawn in steps, for the page's
  // first draw: the library builds a field's list as it is drawn (every option rendered, hidden)
  // and then draws the field again within that same commit, which also runs every effect of the
  // page at once; on the dashboard that was most of its first draw. So the page's first draw has
  // the trigger alone (same look, same name and value for assistive technology, `SelectStandIn`);
  // in a transition right after it, the field with its chosen item only; once it is first pointed
  // at, focused or opened, the whole list. A field the caller does not control, or one a form
  // posts (its hidden native select lists the options), has its whole list from the start.
  const held = props.value !== undefined && !props.name;
  // The stand-in is the plain trigger: no hint, error, required mark or disabled state to show.
  const plain = !description && !errorMessage && !invalid && !props.isDisabled && !props.isRequired;
  const shown = items.find((item) => item.id === props.value);
  const [drawn, setDrawn] = useState<Drawn>(() => ({ stage: !held ? 'whole' : plain && shown ? 'standIn' : 'short' }));
  useEffect(() => {
    if (drawn.stage === 'standIn') startTransition(() => setDrawn((now) => (now.stage === 'standIn' ? { stage: 'short' } : now)));
  }, [drawn.stage]);
  const use = () => setDrawn((now) => (now.stage === 'whole' ? now : { stage: 'whole' }));
  // The trigger says it is invalid, as a text field does (the library's button passes no aria-invalid on).
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (invalid) trigger.current?.setAttribute('aria-invalid', 'true');
    else trigger.current?.removeAttribute('aria-invalid');
  }, [invalid]);
  if (drawn.stage === 'standIn' && plain && shown) {
    // Reached before the transition (in the first moments of a slow page): the field is drawn
    // whole at once, focused where the stand-in was, and open if it was pressed.
    return <SelectStandIn label={label} value={shown.label} className={className} onWake={(open) => setDrawn((now) => (now.stage === 'whole' ? now : { stage: 'whole', focus: true, open }))} />;
  }
  const chosen = drawn.stage === 'whole' ? items : items.filter((item) => item.id === props.value);
  const woken = drawn.stage === 'whole' && drawn.focus ? drawn : null;
  return (
    <AriaSelect
      validationBehavior="aria"
      {...props}
      autoFocus={props.autoFocus || woken !== null}
      defaultOpen={props.defaultOpen || woken?.open}
      onOpenChange={(isOpen) => {
        if (isOpen) use();
        props.onOpenChange?.(isOpen);
      }}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Button ref={trigger} className={`${fieldStyles.control} ${styles.trigger}`} onHoverStart={use} onFocus={use}>
        <SelectValue className={styles.value}>{({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}</SelectValue>
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

/**
 * A held Select's trigger before the field is drawn: the same frame, label and button, the button
 * named by the label and the chosen value and saying it opens a list, as the library's does.
 * Focused, it gives way to the field, focused; pressed (the pointer going down, as a native select
 * opens, or a click from the keyboard or a screen reader), to the field focused and open.
 */
function SelectStandIn({ label, value, className, onWake }: { label: ReactNode; value: string; className?: string; onWake: (open: boolean) => void }) {
  const id = useId();
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      {label ? (
        <span id={`${id}-label`} className={fieldStyles.label}>
          {label}
        </span>
      ) : null}
      <button
        type="button"
        className={`${fieldStyles.control} ${styles.trigger}`}
        aria-labelledby={label ? `${id}-value ${id}-label` : `${id}-value`}
        aria-haspopup="listbox"
        aria-expanded="false"
        onPointerDown={() => onWake(true)}
        onFocus={() => onWake(false)}
        onClick={() => onWake(true)}
      >
        <span id={`${id}-value`} className={styles.value}>
          {value}
        </span>
        <Icon name="heroicons_mini:chevron-up-down" size={18} />
      </button>
    </div>
  );
}
