import type { FormEvent, ReactNode } from 'react';
import { EditorDialog } from '../apps/shared/EditorDialog';
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
  /**
   * Drawn in a dialog over another page (a new customer while booking): the title is the dialog's,
   * Cancel and Save sit in its footer, and closing it cancels.
   */
  inDialog?: boolean;
}

/** The frame of a record's form: title, the refusal if any, the sections, save and cancel. */
export function RecordForm(props: RecordFormProps) {
  const { t } = useUiTranslation();
  if (props.inDialog)
    return (
      <EditorDialog
        title={props.title}
        onClose={props.onCancel}
        // The dialog's own form sends its submit event.
        onSubmit={(event) => props.onSubmit(event as FormEvent<HTMLFormElement>)}
        isSubmitting={!!props.isSubmitting}
        error={props.error}
        size="lg"
      >
        {props.children}
      </EditorDialog>
    );
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
