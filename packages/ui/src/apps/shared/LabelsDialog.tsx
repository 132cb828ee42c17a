import { useState, type FormEvent } from 'react';
import type { Tag } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './EditorDialog.css';
import { titleProblem } from './titleProblem';

/** A label's name is at most 40 characters (the sample API's rule for note and mail labels). */
const maxTitle = 40;

export interface LabelsDialogProps {
  title: string;
  labels: Tag[];
  /** A line under a label's field (a mail label's address). */
  describe?: (label: Tag) => string;
  onClose: () => void;
  onCreate: (title: string) => void;
  onRename: (label: Tag, title: string) => void;
  /** Deleting a label takes it off every note (the notes stay). */
  onDelete: (label: Tag) => void;
}

/** Labels (of notes, of mail): created, renamed (Enter or leaving the field) and deleted; a name in use is refused. */
export function LabelsDialog({
  title: dialogTitle,
  labels,
  describe,
  onClose,
  onCreate,
  onRename,
  onDelete,
}: LabelsDialogProps) {
  const { t } = useUiTranslation();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = (event: FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    const problem = titleProblem(title, maxTitle);
    if (problem) return setError(t(`form.errors.${problem}`));
    if (labels.some((l) => l.title.toLocaleLowerCase('tr') === title.toLocaleLowerCase('tr')))
      return setError(t('form.errors.taken'));
    onCreate(title);
    setDraft('');
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={dialogTitle}
      size="sm"
      actions={<Button onPress={onClose}>{t('common.close')}</Button>}
    >
      <div className={styles.form}>
        <form className={styles.labelRow} onSubmit={create}>
          <TextField
            className={styles.field}
            label={t('appLabels.newLabel')}
            value={draft}
            onChange={(next) => (setDraft(next), setError(null))}
            errorMessage={error ?? undefined}
          />
          <Button type="submit" variant="secondary">
            {t('appLabels.add')}
          </Button>
        </form>
        <ul className={styles.labels}>
          {labels.map((label) => (
            <LabelRow
              key={label.id}
              label={label}
              description={describe?.(label)}
              onRename={onRename}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

function LabelRow({
  label,
  description,
  onRename,
  onDelete,
}: {
  label: Tag;
  description?: string;
  onRename: LabelsDialogProps['onRename'];
  onDelete: LabelsDialogProps['onDelete'];
}) {
  const { t } = useUiTranslation();
  const [value, setValue] = useState(label.title);
  const commit = () => {
    const title = value.trim();
    if (titleProblem(title, maxTitle)) return setValue(label.title);
    if (title !== label.title) onRename(label, title);
  };
  return (
    <li className={styles.labelRow}>
      <TextField
        className={styles.field}
        aria-label={t('appLabels.labelName', { title: label.title })}
        value={value}
        maxLength={maxTitle}
        description={description}
        onChange={setValue}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <IconButton
        icon="heroicons_outline:trash"
        size="sm"
        tone="danger"
        label={t('appLabels.deleteLabel', { title: label.title })}
        onPress={() => onDelete(label)}
      />
    </li>
  );
}
