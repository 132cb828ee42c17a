import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
  /** Rows shown when empty. */
  minRows?: number;
  /** Rows it grows to before it scrolls. */
  maxRows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A multi-line field that grows with its content between minRows and maxRows. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  minRows = 2,
  maxRows = 8,
  textAreaRef,
  className,
  ...props
}: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement | null>(null);

  const fit = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = Number.parseFloat(style.lineHeight) || 20;
    const chrome =
      Number.parseFloat(style.paddingTop) +
      Number.parseFloat(style.paddingBottom) +
      Number.parseFloat(style.borderTopWidth) +
      Number.parseFloat(style.borderBottomWidth);
    el.style.height = 'auto';
    const wanted = Math.min(
      Math.max(
        el.scrollHeight + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth),
        minRows * line + chrome,
      ),
      maxRows * line + chrome,
    );
    el.style.height = `${wanted}px`;
  }, [minRows, maxRows]);

  useLayoutEffect(fit, [fit, props.value]);

  const setRef = (el: HTMLTextAreaElement | null) => {
    ref.current = el;
    if (typeof textAreaRef === 'function') textAreaRef(el);
    else if (textAreaRef) textAreaRef.current = el;
  };

  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <AriaTextArea
        ref={setRef}
        placeholder={placeholder}
        rows={minRows}
        onInput={fit}
        className={`${fieldStyles.control} ${styles.textarea}`}
      />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
