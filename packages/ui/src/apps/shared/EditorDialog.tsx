import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { Dialog } from '../../primitives/Dialog/Dialog';
import * as styles from './EditorDialog.css';

export interface EditorDialogProps {
  title: string;
  onClose: () => void;
  /** The form's submit handler (a schema form's `submit(...)`). */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  isSubmitting: boolean;
  /** Why the last save was refused, when it was not a field's fault. */
  error?: string | null;
  /** Offered when the record exists: the button's words, the question asked first, and what it does. */
  remove?: { label: string; title: string; message: string; onConfirm: () => void };
  /** Another action of the record, at the footer's start (an account's password link). */
  extra?: ReactNode;
  /** The width of the dialog (`md` unless given). */
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * A record of a sample area edited in a dialog (a card, a note): the form, its alert, Save and
 * Cancel, and Delete behind a question. The question replaces the dialog while it is asked.
 */
export function EditorDialog({
  title,
  onClose,
  onSubmit,
  isSubmitting,
  error,
  remove,
  extra,
  size,
  children,
}: EditorDialogProps) {
  const { t } = useUiTranslation();
  const [deleting, setDeleting] = useState(false);
  const formId = useId();
  return (
    <>
      <Dialog
        isOpen={!deleting}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={title}
        size={size}
        actions={
          <div className={styles.footer}>
            <div className={styles.group}>
              {remove ? (
                <Button variant="danger" icon="heroicons_outline:trash" onPress={() => setDeleting(true)}>
                  {remove.label}
                </Button>
              ) : null}
              {extra}
            </div>
            <div className={styles.group}>
              <Button variant="secondary" onPress={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" form={formId} isPending={isSubmitting}>
                {t('common.save')}
              </Button>
            </div>
          </div>
        }
      >
        <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          {children}
        </form>
      </Dialog>
      {remove ? (
        <ConfirmationDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          title={remove.title}
          message={remove.message}
          confirmLabel={remove.label}
          onConfirm={remove.onConfirm}
        />
      ) : null}
    </>
  );
}
