import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmationDialog.css';

export type ConfirmationTone = 'warn' | 'primary' | 'info' | 'success';

export interface ConfirmationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  /** Default 'Confirm action'. */
  title?: ReactNode;
  /** Default 'Are you sure you want to confirm this action?'. */
  message?: ReactNode;
  /** Default a warning icon; null hides it. */
  icon?: string | null;
  tone?: ConfirmationTone;
  /** Default 'Confirm'; null hides the button. */
  confirmLabel?: string | null;
  /** Default 'Cancel'; null hides the button. */
  cancelLabel?: string | null;
  /** Default false: the user must answer (core spec section 9). */
  isDismissable?: boolean;
  /** Shows a spinner on Confirm while the action runs. */
  isPending?: boolean;
  /** Extra content under the message, such as a reason field. */
  children?: ReactNode;
}

/** The confirmation dialog of the core spec, every default configurable. */
export function ConfirmationDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title,
  message,
  icon = 'heroicons_outline:exclamation-triangle',
  tone = 'warn',
  confirmLabel,
  cancelLabel,
  isDismissable = false,
  isPending,
  children,
}: ConfirmationDialogProps) {
  const { t } = useUiTranslation();
  const confirmText = confirmLabel === undefined ? t('common.confirm') : confirmLabel;
  const cancelText = cancelLabel === undefined ? t('common.cancel') : cancelLabel;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      isDismissable={isDismissable}
      title={title ?? t('confirm.title')}
      leading={
        icon ? (
          <span className={styles.iconCircle({ tone })}>
            <Icon name={icon} size={22} />
          </span>
        ) : null
      }
      actions={
        <>
          {cancelText ? (
            <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
              {cancelText}
            </Button>
          ) : null}
          {confirmText ? (
            <Button
              variant={tone === 'warn' ? 'danger' : 'primary'}
              onPress={onConfirm}
              isPending={isPending}
              autoFocus
            >
              {confirmText}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{message ?? t('confirm.message')}</p>
      {children}
    </Dialog>
  );
}
