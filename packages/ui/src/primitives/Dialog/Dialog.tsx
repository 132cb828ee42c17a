import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { IconButton } from '../IconButton/IconButton';
import { useScrollableFocus } from '../shared/useScrollableFocus';
import * as styles from './Dialog.css';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons in the footer, right-aligned. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Closes on Escape and a click outside; true by default. */
  isDismissable?: boolean;
  /** `alertdialog` for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Something before the title, such as an icon. */
  leading?: ReactNode;
}

/** A modal dialog: focus stays inside until it closes, then returns to what opened it. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  size = 'md',
  isDismissable = true,
  role = 'dialog',
  leading,
}: DialogProps) {
  const { t } = useUiTranslation();
  const bodyRef = useScrollableFocus<HTMLDivElement>();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal({ size })}>
        <AriaDialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            {leading}
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {isDismissable ? (
              <IconButton
                icon="heroicons_outline:x-mark"
                label={t('common.close')}
                size="sm"
                onPress={() => onOpenChange(false)}
                noTooltip
              />
            ) : null}
          </div>
          <div ref={bodyRef} className={styles.body}>
            {children}
          </div>
          {actions ? <div className={styles.footer}>{actions}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
