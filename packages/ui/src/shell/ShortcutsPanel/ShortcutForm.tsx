import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { shortcutInput, type Shortcut, type ShortcutInput } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { Switch } from '../../primitives/Switch/Switch';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './ShortcutsPanel.css';

export interface ShortcutFormProps {
  shortcut?: Shortcut;
  onSave: (input: ShortcutInput) => void;
  onCancel: () => void;
  onDelete?: () => void;
}

/** Label, icon and link are required, the description is not; Save waits until it is valid (no messages, as the spec says). */
export function ShortcutForm({ shortcut, onSave, onCancel, onDelete }: ShortcutFormProps) {
  const { t } = useUiTranslation();
  const form = useForm<ShortcutInput>({
    resolver: zodResolver(shortcutInput),
    mode: 'onChange',
    defaultValues: {
      label: shortcut?.label ?? '',
      description: shortcut?.description ?? '',
      icon: shortcut?.icon ?? '',
      link: shortcut?.link ?? '',
      useRouter: shortcut?.useRouter ?? true,
    },
  });
  const icon = form.watch('icon');
  // The form takes the focus from the button that opened it (and is gone).
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => root.current?.querySelector<HTMLElement>('input')?.focus(), []);
  const text = (
    name: 'label' | 'description' | 'icon' | 'link',
    label: string,
    extra?: { endAdornment?: React.ReactNode; isRequired?: boolean },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          isRequired={extra?.isRequired}
          endAdornment={extra?.endAdornment}
        />
      )}
    />
  );
  return (
    <form
      ref={root}
      className={styles.form}
      onSubmit={form.handleSubmit((values) => onSave({ ...values, description: values.description || null }))}
    >
      {text('label', t('shell.shortcuts.label'), { isRequired: true })}
      {text('description', t('shell.shortcuts.description'))}
      {text('icon', t('shell.shortcuts.icon'), {
        isRequired: true,
        endAdornment: icon ? <Icon name={icon} size={18} /> : undefined,
      })}
      {text('link', t('shell.shortcuts.link'), { isRequired: true })}
      <Controller
        control={form.control}
        name="useRouter"
        render={({ field }) => (
          <Switch isSelected={field.value} onChange={field.onChange}>
            {t('shell.shortcuts.useRouter')}
          </Switch>
        )}
      />
      <div className={styles.formActions}>
        {onDelete ? (
          <Button variant="ghost" icon="heroicons_outline:trash" onPress={onDelete}>
            {t('shell.shortcuts.delete')}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button variant="secondary" onPress={onCancel}>
          {t('shell.shortcuts.cancel')}
        </Button>
        <Button type="submit" isDisabled={!form.formState.isValid}>
          {t('shell.shortcuts.save')}
        </Button>
      </div>
    </form>
  );
}
