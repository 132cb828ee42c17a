import { useState, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { Button, ButtonLink } from '../primitives/Button/Button';
import { ConfirmationDialog } from '../primitives/ConfirmationDialog/ConfirmationDialog';
import { Link } from '../primitives/Link/Link';
import * as styles from './Record.css';

/** Why the server would not delete: its words, and what still uses the record (409 in_use). */
export interface DeleteRefusal {
  message: string;
  usage?: Record<string, number>;
}

export interface RecordPageProps {
  backHref: string;
  backLabel: string;
  title: ReactNode;
  /** Codes and plates read better in the monospaced face. */
  monoTitle?: boolean;
  subtitle?: ReactNode;
  badges?: ReactNode;
  /** Absent for roles that cannot edit. */
  editHref?: string;
  /**
   * Absent for roles that cannot delete. Rejects with a DeleteRefusal to keep the dialog open
   * with the reason (for example, what still uses the record).
   */
  onDelete?: () => Promise<unknown>;
  /** What the delete dialog names ("office IST"). */
  deleteName?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One record: a way back, its name and state, edit and delete, and its sections in a grid. */
export function RecordPage(props: RecordPageProps) {
  const { t } = useUiTranslation();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);

  const remove = async () => {
    setPending(true);
    setRefusal(null);
    try {
      await props.onDelete!();
      setConfirming(false);
    } catch (caught) {
      setRefusal(isRefusal(caught) ? caught : { message: t('records.deleteFailed') });
    } finally {
      setPending(false);
    }
  };
  const used = Object.entries(refusal?.usage ?? {}).filter(([, n]) => n > 0);

  return (
    <div className={styles.root}>
      <Link href={props.backHref} className={styles.back}>
        ← {props.backLabel}
      </Link>
      <header className={styles.header}>
        <div className={styles.headline}>
          <h1 className={[styles.title, props.monoTitle ? styles.mono : ''].join(' ')}>{props.title}</h1>
          {props.badges}
          {props.subtitle ? <span className={styles.subtitle}>{props.subtitle}</span> : null}
        </div>
        <div className={styles.buttons}>
          {props.actions}
          {props.editHref ? (
            <ButtonLink variant="secondary" href={props.editHref} icon="heroicons_outline:pencil-square">
              {t('common.edit')}
            </ButtonLink>
          ) : null}
          {props.onDelete ? (
            <Button
              variant="ghost"
              icon="heroicons_outline:trash"
              onPress={() => (setRefusal(null), setConfirming(true))}
            >
              {t('common.delete')}
            </Button>
          ) : null}
        </div>
      </header>
      <div className={styles.grid}>{props.children}</div>
      <ConfirmationDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('records.deleteTitle', { name: props.deleteName ?? '' })}
        message={refusal ? refusal.message : t('records.deleteText')}
        confirmLabel={refusal ? null : t('common.delete')}
        cancelLabel={refusal ? t('common.close') : undefined}
        isPending={pending}
        onConfirm={() => void remove()}
      >
        {used.length ? (
          <div role="alert">
            <p className={styles.muted}>{t('records.inUse')}</p>
            <ul>
              {used.map(([kind, count]) => (
                <li key={kind}>{t(`records.usage.${kind}`, { count, defaultValue: `${kind}: ${count}` })}</li>
              ))}
            </ul>
            <p className={styles.muted}>{t('records.inUseHint')}</p>
          </div>
        ) : null}
      </ConfirmationDialog>
    </div>
  );
}

const isRefusal = (value: unknown): value is DeleteRefusal =>
  typeof value === 'object' && value !== null && typeof (value as DeleteRefusal).message === 'string';
