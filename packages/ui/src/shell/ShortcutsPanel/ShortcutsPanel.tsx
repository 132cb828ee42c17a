import { lazy } from 'react';
import type { Shortcut, ShortcutInput } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { IconButton, type IconButtonProps } from '../../primitives/IconButton/IconButton';
import { Deferred } from '../deferred';
import * as shell from '../shell.css';

export type ShortcutsMode = 'view' | 'modify' | 'add' | 'edit';

export interface ShortcutsPanelProps {
  shortcuts: Shortcut[];
  onCreate: (input: ShortcutInput) => void;
  onUpdate: (id: string, input: ShortcutInput) => void;
  onDelete: (id: string) => void;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const loadView = () => import('./ShortcutsPanelView');
const ShortcutsPanelView = lazy(loadView);

/** The top-bar button of the shortcuts. */
export function ShortcutsButton(props: Omit<IconButtonProps, 'icon' | 'label'>) {
  const { t } = useUiTranslation();
  return (
    <IconButton
      className={shell.topBarButton}
      icon="heroicons_outline:squares-plus"
      label={t('shell.shortcuts.title')}
      {...props}
    />
  );
}

/** The user's shortcuts in a panel from the top bar; its code loads when first wanted (`Deferred`). */
export function ShortcutsPanel(props: ShortcutsPanelProps) {
  return (
    <Deferred
      load={loadView}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      standIn={(handlers) => <ShortcutsButton {...handlers} />}
    >
      {(shown) => <ShortcutsPanelView {...props} {...shown} />}
    </Deferred>
  );
}
