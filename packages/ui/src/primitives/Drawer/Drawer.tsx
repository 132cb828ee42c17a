import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { IconButton } from '../IconButton/IconButton';
import { useScrollableFocus } from '../shared/useScrollableFocus';
import * as styles from './Drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The heading; with `hideHeader` it only names the drawer for screen readers. */
  title: string;
  children: ReactNode;
  side?: 'left' | 'right';
  /** CSS width, e.g. '20rem'. */
  width?: string;
  hideHeader?: boolean;
  /** Something in the header beside the title. */
  headerActions?: ReactNode;
}

/** A panel that slides in from the side over a scrim; a click on the scrim or Escape closes it. */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  children,
  side = 'right',
  width = '24rem',
  hideHeader,
  headerActions,
}: DrawerProps) {
  const { t } = useUiTranslation();
  const bodyRef = useScrollableFocus<HTMLDivElement>();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
      data-drawer-scrim
    >
      <Modal className={styles.panel({ side })} style={{ width }}>
        <Dialog className={styles.dialog} aria-label={hideHeader ? title : undefined}>
          {hideHeader ? null : (
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {headerActions}
              <IconButton
                icon="heroicons_outline:x-mark"
                label={t('common.close')}
                onPress={() => onOpenChange(false)}
                noTooltip
              />
            </div>
          )}
          <div ref={bodyRef} className={styles.body}>
            {children}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
