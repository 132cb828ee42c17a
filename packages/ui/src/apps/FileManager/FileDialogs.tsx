import { useId, useMemo, useState, type FormEvent } from 'react';
import { ListBox } from 'react-aria-components';
import type { FileItem } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { OptionRow, type OptionItem } from '../../primitives/shared/Option';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { TextField } from '../../primitives/TextField/TextField';
import * as overlay from '../../primitives/shared/overlay.css';
import { PeoplePicker, type Colleague } from '../shared/PeoplePicker';
import * as styles from './FileManager.css';

/** A colleague a file can be shared with. */
export type FileColleague = Colleague;

/**
 * A change the app makes: it resolves once the server took it (the dialog closes) and rejects
 * with an Error whose message, in the user's words, the dialog shows.
 */
export type FileChange<Args extends unknown[]> = (item: FileItem, ...args: Args) => Promise<unknown>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a change, keeps whether it is under way and why it failed; closes on success. */
function useChange(onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await change();
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}

interface DialogBase {
  item: FileItem;
  onClose: () => void;
}

/** A new name for a file or a folder; the server's refusal (a name taken) shows under the field. */
export function RenameDialog({ item, onClose, onRename }: DialogBase & { onRename: FileChange<[name: string]> }) {
  const { t } = useUiTranslation();
  const [name, setName] = useState(item.name);
  const change = useChange(onClose);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (!next) return change.setError(t('form.errors.required'));
    if (next === item.name) return onClose();
    void change.run(() => onRename(item, next));
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('files.renameTitle', { name: item.name })}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={change.pending}>
            {t('files.rename')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('files.name')}
          value={name}
          onChange={(next) => (setName(next), change.setError(null))}
          errorMessage={change.error ?? undefined}
          maxLength={120}
          autoFocus
        />
      </form>
    </Dialog>
  );
}

const root = '\u0000root';

/**
 * Where an entry can go: the top level and the folders given (those the user may put things in),
 * kept among the entry's owner's (the server keeps a move there too), never the entry itself or a
 * folder inside it. Each folder is named by its path, so two folders of one name are told apart.
 */
export function moveOptions(item: FileItem, folders: readonly FileItem[], topLevel: string, here: string) {
  const owner = item.ownerId ?? null;
  const byId = new Map(folders.map((f) => [f.id, f]));
  const pathOf = (folder: FileItem): FileItem[] => {
    const path = [folder];
    for (let at = byId.get(folder.folderId ?? ''); at && !path.includes(at); at = byId.get(at.folderId ?? ''))
      path.unshift(at);
    return path;
  };
  const options: OptionItem[] = folders
    .filter((f) => (f.ownerId ?? null) === owner && !pathOf(f).some((p) => p.id === item.id))
    .map((f) => ({
      id: f.id,
      label: pathOf(f)
        .map((p) => p.name)
        .join(' / '),
      icon: 'heroicons_outline:folder',
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  // The company's entries stay in the company's folders: its top level is nobody's to move into.
  if (owner !== null) options.unshift({ id: root, label: topLevel, icon: 'heroicons_outline:home' });
  const current = item.folderId ?? root;
  return options.map((o) => (o.id === current ? { ...o, description: here, isDisabled: true } : o));
}

/** Picks the folder an entry moves into (the top level too) from a list. */
export function MoveDialog({
  item,
  onClose,
  onMove,
  folders,
}: DialogBase & { onMove: FileChange<[folderId: string | null]>; folders: readonly FileItem[] | undefined }) {
  const { t } = useUiTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const change = useChange(onClose);
  const options = useMemo(
    () => (folders ? moveOptions(item, folders, t('files.topLevel'), t('files.currentPlace')) : []),
    [item, folders, t],
  );
  const move = () => target && void change.run(() => onMove(item, target === root ? null : target));
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('files.moveTitle', { name: item.name })}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button isDisabled={!target} isPending={change.pending} onPress={move}>
            {t('files.moveHere')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {change.error ? (
          <p role="alert" className={styles.actionError}>
            {change.error}
          </p>
        ) : null}
        {folders ? (
          <ListBox
            aria-label={t('files.destinations')}
            items={options}
            selectionMode="single"
            selectedKeys={target ? [target] : []}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              change.setError(null);
              setTarget(key === undefined ? null : String(key));
            }}
            className={`${overlay.listBox} ${styles.destinations}`}
          >
            {(option) => <OptionRow item={option} />}
          </ListBox>
        ) : (
          <Spinner label={t('files.loadingFolders')} />
        )}
      </div>
    </Dialog>
  );
}

/**
 * Whom a file is shared with: colleagues added from a searchable list and taken off one by one;
 * the whole list is saved (none: private again).
 */
export function ShareDialog({
  item,
  onClose,
  onShare,
  colleagues,
}: DialogBase & { onShare: FileChange<[sharedWith: string[]]>; colleagues: readonly FileColleague[] }) {
  const { t } = useUiTranslation();
  const [chosen, setChosen] = useState<string[]>(item.sharedWith ?? []);
  const change = useChange(onClose);
  const formId = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void change.run(() => onShare(item, chosen));
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('files.shareTitle', { name: item.name })}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={change.pending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={save} className={styles.dialogBody} noValidate>
        {change.error ? (
          <p role="alert" className={styles.actionError}>
            {change.error}
          </p>
        ) : null}
        <PeoplePicker
          colleagues={colleagues}
          chosen={chosen}
          onChange={(ids) => (setChosen(ids), change.setError(null))}
          addLabel={t('files.addColleague')}
          listLabel={t('files.sharedWithList')}
          emptyText={t('files.notShared')}
          removeLabel={(name) => t('files.unshare', { name })}
        />
      </form>
    </Dialog>
  );
}
