import { useEffect, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { fieldErrors, normalisePhone } from '@courier/domain';
import { useUiTranslation } from '../i18n';
import { useCourierFormat } from '../courier/format';
import { Checkbox, CheckboxGroup } from '../primitives/Checkbox/Checkbox';
import { DateField } from '../primitives/DateField/DateField';
import { NumberField } from '../primitives/NumberField/NumberField';
import { Select } from '../primitives/Select/Select';
import type { OptionItem } from '../primitives/shared/Option';
import { TextArea } from '../primitives/TextArea/TextArea';
import { TextField } from '../primitives/TextField/TextField';
import { ErrorSummary, focusFirstInvalid, type FormProblem } from './ErrorSummary';

/** The allowed range of a number field, for its message. */
export interface FieldRange {
  min: number;
  max: number;
  unit: string;
  /** Years are written without thousands separators. */
  grouping?: boolean;
}

export interface SchemaFormOptions<V extends FieldValues> {
  /** The domain's schema: it decides, with the same codes the server sends in a 422. */
  schema: ZodType;
  defaultValues: V;
  /** Turns the form's values into what the schema reads (blank optional text to null, and so on). */
  prepare?: (values: V) => unknown;
  /** Field errors from the server (`path` -> code), shown on the same fields. */
  serverErrors?: Record<string, string>;
  /** Follows whether anything was changed (the app guards leaving with unsaved changes). */
  onDirtyChange?: (dirty: boolean) => void;
  ranges?: Record<string, FieldRange>;
  /** Fields that may not change (a parcel in the network keeps its sender). */
  isLocked?: (path: string) => boolean;
  /**
   * The fields whose values the form's own body reads as they change (a live price, a part shown
   * by another field's choice): `values` holds these, and a change to one redraws the whole form.
   * A keystroke anywhere else redraws only its own field, so typing stays light in a long form.
   */
  watch?: readonly Path<V>[];
}

/** Sets `a.b.c` in a nested errors object. */
function put(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => (node = (node[key] ??= {}) as Record<string, unknown>));
  node[keys.at(-1)!] = value;
}

const at = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

const rangeCodes = ['too_small', 'too_big', 'invalid_type', 'not_multiple_of'];

interface TextOptions {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  className?: string;
  description?: string;
  placeholder?: string;
  /** The field's name in the error summary where its label alone is ambiguous ("Receiver · Phone"). */
  summaryLabel?: string;
  /** Rewrites what was typed when the field is left; a `tel` field writes its number in E.164. */
  normalise?: (text: string) => string;
}

interface NumberOptions {
  step?: number;
  digits?: number;
  currency?: boolean;
  required?: boolean;
  className?: string;
  description?: string;
}

/** The error summary, redrawn with every change to the form (a problem's words follow its field's value) without redrawing the form. */
function LiveSummary<V extends FieldValues>({
  control,
  problems,
}: {
  control: Control<V>;
  problems: (errors: FieldErrors<V>) => FormProblem[];
}) {
  useWatch({ control });
  const { errors } = useFormState({ control });
  return <ErrorSummary problems={problems(errors)} />;
}

/**
 * A form over a domain schema: react-hook-form with the schema as its resolver, the server's
 * field errors on the same fields, each error code in words, and one way to draw each kind of
 * field. Every record form of the back office is made with it.
 */
export function useSchemaForm<V extends FieldValues>(options: SchemaFormOptions<V>) {
  const { schema, prepare, ranges = {}, isLocked = () => false } = options;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const resolver: Resolver<V> = async (values) => {
    const parsed = schema.safeParse(prepare ? prepare(values) : values);
    if (parsed.success) return { values: parsed.data as V, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, code] of Object.entries(fieldErrors(parsed.error.issues)))
      put(errors, path, { type: code, message: code });
    return { values: {}, errors: errors as FieldErrors<V> };
  };
  const form = useForm<V>({ defaultValues: options.defaultValues as DefaultValues<V>, resolver, mode: 'onTouched' });
  const { control, setError, formState } = form;
  const watched = options.watch ?? [];
  const current = useWatch({ control, name: watched as Path<V>[] }) as unknown[];
  const values = {} as V;
  watched.forEach((path, i) => put(values, path, current[i]));
  /** Each field's label by its path, in the order the fields are drawn: the error summary's words and order. */
  const labels = useRef(new Map<string, string>()).current;
  const named = (path: string, label: string, inSummary = label) => {
    labels.set(path, inSummary);
    return label;
  };

  /** The form element, known from its first submit, and whether focus goes to its first error once the errors are drawn. */
  const element = useRef<HTMLFormElement | null>(null);
  const focusError = useRef(false);
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    focusFirstInvalid(element.current);
  });
  useEffect(() => {
    const refused = Object.entries(options.serverErrors ?? {});
    for (const [path, code] of refused) setError(path as Path<V>, { type: code, message: code });
    // A refusal from the server moves focus as a refusal here does.
    if (refused.length > 0) focusError.current = true;
  }, [options.serverErrors, setError]);
  const dirty = formState.isDirty;
  const onDirtyChange = options.onDirtyChange;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  /** The error of a field in words, or nothing: its value read as it is now, since a keystroke redraws only its field. */
  const describe = (errors: FieldErrors<V>, path: string): string | undefined => {
    // A field array keeps its own error (each office once) under `root`.
    const error = at(errors, path) as { type?: string; root?: { type?: string } } | undefined;
    const code = error?.type ?? error?.root?.type;
    if (!code) return undefined;
    const range = ranges[path];
    const value = form.getValues(path as Path<V>);
    // An empty field is simply missing, whatever rule it would break once filled.
    if (!range && (value === '' || value === undefined || value === null)) return t('form.errors.required');
    if (range && rangeCodes.includes(code)) {
      const show = (n: number) => (range.grouping === false ? String(n) : format.count(n));
      return t('form.errors.range', { min: show(range.min), max: show(range.max), unit: range.unit });
    }
    if (code === 'too_small' || code === 'invalid_type') return t('form.errors.required');
    return t(`form.errors.${code}`, { defaultValue: t('form.errors.invalid') });
  };
  // Read here, the errors redraw the form when they change (each field's message is drawn with the form's closures).
  const { errors } = formState;
  const message = (path: string) => describe(errors, path);

  const text = (path: Path<V>, label: string, extra: TextOptions = {}) => {
    const normalise = extra.normalise ?? (extra.type === 'tel' ? normalisePhone : undefined);
    return (
      <Controller
        control={control}
        name={path}
        render={({ field }) => (
          <TextField
            data-field={path}
            label={named(path, label, extra.summaryLabel)}
            type={extra.type}
            autoComplete={extra.autoComplete ?? 'off'}
            isRequired={extra.required ?? true}
            isDisabled={isLocked(path)}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={() => {
              const typed = (field.value as string | null | undefined) ?? '';
              if (normalise && typed && normalise(typed) !== typed) field.onChange(normalise(typed));
              field.onBlur();
            }}
            name={field.name}
            description={extra.description}
            placeholder={extra.placeholder}
            errorMessage={message(path)}
            className={extra.className}
          />
        )}
      />
    );
  };

  // The step is the smallest unit shown (0.01 kg, 0.1 cm, a kuruş): values snap to minimum + n × step,
  // so a coarser step would turn 2 kg into 2.01 against a 0.01 minimum.
  const number = (path: Path<V>, label: string, unit: string, extra: NumberOptions = {}) => {
    const range = ranges[path];
    return (
      <Controller
        control={control}
        name={path}
        render={({ field }) => (
          <NumberField
            data-field={path}
            label={named(path, label)}
            unit={unit}
            isRequired={extra.required ?? true}
            isDisabled={isLocked(path)}
            value={(field.value as number | null | undefined) ?? Number.NaN}
            onChange={field.onChange}
            onBlur={field.onBlur}
            minValue={range?.min}
            maxValue={range?.max}
            step={extra.step ?? 10 ** -(extra.digits ?? 2)}
            formatOptions={{
              maximumFractionDigits: extra.digits ?? 2,
              minimumFractionDigits: extra.currency ? 2 : 0,
              useGrouping: range?.grouping !== false,
            }}
            description={extra.description}
            errorMessage={message(path)}
            className={extra.className}
          />
        )}
      />
    );
  };

  const select = (
    path: Path<V>,
    label: string,
    items: OptionItem[],
    extra: { required?: boolean; className?: string; description?: string } = {},
  ) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <Select
          data-field={path}
          label={named(path, label)}
          items={items}
          value={(field.value as string | null | undefined) || null}
          onChange={(key) => field.onChange(key === null ? '' : String(key))}
          onBlur={field.onBlur}
          isRequired={extra.required ?? true}
          isDisabled={isLocked(path)}
          description={extra.description}
          errorMessage={message(path)}
          className={extra.className}
        />
      )}
    />
  );

  const date = (
    path: Path<V>,
    label: string,
    extra: { required?: boolean; className?: string; description?: ReactNode } = {},
  ) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <DateField
          data-field={path}
          label={named(path, label)}
          value={(field.value as string | null | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          isRequired={extra.required ?? true}
          isDisabled={isLocked(path)}
          description={extra.description as string | undefined}
          errorMessage={message(path)}
          className={extra.className}
        />
      )}
    />
  );

  const check = (path: Path<V>, label: string) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <Checkbox isSelected={!!field.value} onChange={field.onChange} isDisabled={isLocked(path)}>
          {label}
        </Checkbox>
      )}
    />
  );

  /** A set of choices that make one array value (weekdays); ids may be numbers, kept as numbers. */
  const checks = (
    path: Path<V>,
    label: string,
    items: { id: string | number; label: string }[],
    extra: { required?: boolean; className?: string } = {},
  ) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <CheckboxGroup
          data-field={path}
          label={named(path, label)}
          orientation="horizontal"
          value={((field.value as (string | number)[] | undefined) ?? []).map(String)}
          onChange={(chosen) =>
            field.onChange(items.filter((item) => chosen.includes(String(item.id))).map((item) => item.id))
          }
          onBlur={field.onBlur}
          isRequired={extra.required ?? true}
          isDisabled={isLocked(path)}
          errorMessage={message(path)}
          className={extra.className}
        >
          {items.map((item) => (
            <Checkbox key={item.id} value={String(item.id)}>
              {item.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    />
  );

  const area = (path: Path<V>, label: string, extra: { required?: boolean; className?: string } = {}) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <TextArea
          data-field={path}
          label={named(path, label)}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isRequired={extra.required ?? false}
          isDisabled={isLocked(path)}
          errorMessage={message(path)}
          className={extra.className}
          minRows={3}
        />
      )}
    />
  );

  /** What stops the form, in the order the fields are drawn; fields drawn without a helper name themselves with `named`. */
  const problems = (errors: FieldErrors<V>) => {
    const found: FormProblem[] = [];
    for (const [path, label] of labels) {
      const said = describe(errors, path);
      if (said) found.push({ path, label, message: said });
    }
    return found;
  };
  /** The list of problems above the form, once a submit has failed: it follows every change on its own. */
  const summary = formState.submitCount > 0 ? <LiveSummary control={control} problems={problems} /> : null;

  /**
   * The form's submit handler: valid values go to `save`; a rejection keeps the form as it is,
   * since the caller shows why (the server's field errors on the fields, anything else in the alert).
   * Invalid values move focus to the first field that is wrong (the summary lists them all).
   */
  const submit = (save: (values: V) => Promise<unknown>) => (event?: BaseSyntheticEvent) => {
    element.current = (event?.currentTarget ?? null) as HTMLFormElement | null;
    void form.handleSubmit(
      async (parsed) => {
        try {
          await save(parsed);
        } catch {
          // Shown by the caller.
        }
      },
      () => {
        focusError.current = true;
      },
    )(event);
  };

  return { form, values, message, named, summary, text, number, select, date, check, checks, area, submit };
}
