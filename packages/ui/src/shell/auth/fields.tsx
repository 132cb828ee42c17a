import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useUiTranslation } from '../../i18n';
import { TextField } from '../../primitives/TextField/TextField';

/** A text field bound to a form, its error message translated from the schema's message key. */
export function FormText<T extends FieldValues>({ control, name, label, type = 'text', autoComplete, isRequired = true }: { control: Control<T>; name: FieldPath<T>; label: string; type?: 'text' | 'email' | 'password'; autoComplete?: string; isRequired?: boolean }) {
  const { t } = useUiTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          autoComplete={autoComplete}
          isRequired={isRequired}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          // The form puts focus on the first wrong field after a failed submit.
          inputRef={field.ref}
          errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
