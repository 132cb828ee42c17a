import type { FormEvent, ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { Button } from '../primitives/Button/Button';
import { Alert } from '../shell/auth/AuthPage';
import * as styles from './Record.css';

export interface RecordFormProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitLabel: string;
  isSubmitting?: boolean;
  /** A refusal that belongs to no field. */
  error?: string | null;
  /** The sections (Cards of fields). */
  children: ReactNode;
}

/** The frame of a record's form: title, the refusal if any, the sections, save and cancel. */
export function RecordForm(props: RecordFormProps) {
  const { t } = useUiTranslation();
  return (
    <form className={styles.root} noValidate onSubmit={props.onSubmit} aria-label={props.title}>
      <header className={styles.header}>
        <h1 className={styles.title}>{props.title}</h1>
      </header>
      {props.error ? <Alert tone="warn">{props.error}</Alert> : null}
      {props.children}
      <div className={styles.formButtons}>
        <Button type="submit" isPending={props.isSubmitting}>
          {props.submitLabel}
        </Button>
        <Button variant="secondary" onPress={props.onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
