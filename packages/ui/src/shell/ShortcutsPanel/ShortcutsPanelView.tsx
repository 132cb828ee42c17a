import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import type { Shortcut } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Popover } from '../../primitives/Popover/Popover';
import { Spinner } from '../../primitives/Spinner/Spinner';
import type { Shown } from '../deferred';
import * as shell from '../shell.css';
import { ShortcutsButton, type ShortcutsMode, type ShortcutsPanelProps } from './ShortcutsPanel';
import * as styles from './ShortcutsPanel.css';

/**
 * The form (and the form library with it) loads when the panel is first opened, not with every
 * page of the shell; it focuses its first field when it shows.
 */
const loadForm = () => import('./ShortcutForm');
const ShortcutForm = lazy(() => loadForm().then((m) => ({ default: m.ShortcutForm })));

function Tile({ shortcut, mode, onChoose }: { shortcut: Shortcut; mode: ShortcutsMode; onChoose: () => void }) {
  const inner = (
    <>
      <span className={styles.tileIcon}>
        <Icon name={shortcut.icon} size={24} />
      </span>
      <span className={styles.label}>{shortcut.label}</span>
      {shortcut.description ? <span className={styles.description}>{shortcut.description}</span> : null}
    </>
  );
  if (mode === 'modify') {
    return (
      <AriaButton className={styles.tile} onPress={onChoose}>
        <span className={styles.editMark} aria-hidden="true">
          <Icon name="heroicons_mini:pencil" size={16} />
        </span>
        {inner}
      </AriaButton>
    );
  }
  return shortcut.useRouter ? (
    <AriaLink href={shortcut.link} className={styles.tile}>
      {inner}
    </AriaLink>
  ) : (
    <a href={shortcut.link} className={styles.tile}>
      {inner}
    </a>
  );
}

/**
 * Shortcuts in a 2-column grid. Modes: view -> modify (edit button) or add (add button); in
 * modify, choosing one edits it; cancel in add goes back to view, in edit back to modify; done
 * in modify goes to view; saving or deleting returns to modify; opening resets to view.
 */
export default function ShortcutsPanelView({
  shortcuts,
  onCreate,
  onUpdate,
  onDelete,
  isOpen,
  onOpenChange,
  autoFocus,
}: ShortcutsPanelProps & Shown) {
  const { t } = useUiTranslation();
  const [mode, setMode] = useState<ShortcutsMode>('view');
  const [editing, setEditing] = useState<Shortcut | null>(null);
  // The pressed button leaves with the old mode: focus goes to the form's first field, or to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    // A form takes the focus itself as it shows (it may still be loading here).
    if (mode !== 'add' && mode !== 'edit') heading.current?.focus();
  }, [mode]);
  // The form's code comes with the first opening, ahead of the press that asks for it.
  useEffect(() => {
    if (isOpen) void loadForm();
  }, [isOpen]);
  const title =
    mode === 'add'
      ? t('shell.shortcuts.newShortcut')
      : mode === 'edit'
        ? t('shell.shortcuts.editShortcut')
        : t('shell.shortcuts.title');
  return (
    <Popover
      aria-label={t('shell.shortcuts.title')}
      size="panel"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) setMode('view');
        onOpenChange(open);
      }}
      trigger={<ShortcutsButton autoFocus={autoFocus} />}
    >
      <div className={shell.panelHeader} data-mode={mode}>
        <h2 className={shell.panelTitle} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {mode === 'view' ? (
          <>
            <IconButton
              className={shell.onPrimary}
              icon="heroicons_outline:plus-circle"
              label={t('shell.shortcuts.add')}
              onPress={() => setMode('add')}
            />
            <IconButton
              className={shell.onPrimary}
              icon="heroicons_outline:pencil-square"
              label={t('shell.shortcuts.modify')}
              onPress={() => setMode('modify')}
              isDisabled={shortcuts.length === 0}
            />
          </>
        ) : null}
        {mode === 'modify' ? (
          <IconButton
            className={shell.onPrimary}
            icon="heroicons_outline:check-circle"
            label={t('shell.shortcuts.done')}
            onPress={() => setMode('view')}
          />
        ) : null}
      </div>
      <div className={shell.panelBody}>
        <Suspense fallback={<Spinner />}>
          {mode === 'add' ? (
            <ShortcutForm
              onCancel={() => setMode('view')}
              onSave={(input) => {
                onCreate(input);
                setMode('modify');
              }}
            />
          ) : mode === 'edit' && editing ? (
            <ShortcutForm
              shortcut={editing}
              onCancel={() => setMode('modify')}
              onSave={(input) => {
                onUpdate(editing.id, input);
                setMode('modify');
              }}
              onDelete={() => {
                onDelete(editing.id);
                setMode('modify');
              }}
            />
          ) : shortcuts.length ? (
            <ul className={styles.grid} aria-label={t('shell.shortcuts.title')}>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.id} className={styles.cell}>
                  <Tile
                    shortcut={shortcut}
                    mode={mode}
                    onChoose={() => {
                      setEditing(shortcut);
                      setMode('edit');
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon="heroicons_outline:squares-plus"
              title={t('shell.shortcuts.none')}
              description={t('shell.shortcuts.emptyHint')}
            />
          )}
        </Suspense>
      </div>
    </Popover>
  );
}
