import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { LazyChecks } from '../../forms/lazyChecks';
import { useUiTranslation } from '../../i18n';
import { TextField } from '../../primitives/TextField/TextField';

/**
 * The auth pages' forms, on React Aria's Form and nothing more: these pages are the first thing
 * staff load, so they carry no form library (the other forms use react-hook-form, loaded with
 * their routes). The fields keep their own values; on submit the values are read from the form,
 * checked by the schema (loaded on first focus, see lazyChecks) and, when something is wrong,
 * given back to the fields as the Form's `validationErrors`: each field shows its message until it
 * is edited, and focus goes to the first wrong field. A valid submit runs `onValid`; a refusal is
 * the caller's to show (its `error` prop), so `after` (a success note) runs only when the call went
 * through, and nothing is left unhandled.
 */
export function useAuthForm<V>(
  checks: LazyChecks<V>,
  onValid: (values: V) => Promise<unknown> | unknown,
  after?: () => void,
) {
  const { t } = useUiTranslation();
  const ref = useRef<HTMLFormElement>(null);
  // The message keys of the last refused submit; the Form gets them in the active language (the
  // same object until they or the language change, or the fields would show them again after an edit).
  const [problems, setProblems] = useState<Record<string, string>>({});
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])),
    [problems, t],
  );
  const [isSubmitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read: Record<string, unknown> = Object.fromEntries(new FormData(form));
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]'))
      read[box.name] = box.checked;
    const { values, errors: found } = await checks.check(read);
    setProblems(found);
    if (Object.keys(found).length) return setRefused((n) => n + 1);
    setSubmitting(true);
    try {
      await onValid(values);
      after?.();
    } catch {
      // Shown through `error`.
    } finally {
      setSubmitting(false);
    }
  };

  // `post`: should the browser ever send the form itself (the app draws these pages ahead of time,
  // their buttons disabled until its scripts take over), a password never lands in an address or a log.
  return {
    formProps: {
      ref,
      method: 'post' as const,
      onSubmit,
      onFocus: checks.preload,
      validationErrors: errors,
      validationBehavior: 'aria' as const,
    },
    errors,
    isSubmitting,
  };
}

/** A text field of an auth form: named, so the form reads it, and required unless told. */
export function AuthText({
  name,
  label,
  type = 'text',
  autoComplete,
  isRequired = true,
  defaultValue,
}: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  isRequired?: boolean;
  defaultValue?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      isRequired={isRequired}
      defaultValue={defaultValue}
    />
  );
}
