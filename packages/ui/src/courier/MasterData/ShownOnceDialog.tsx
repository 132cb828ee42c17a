import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import { CopyButton } from '../CopyButton';

/**
 * A secret the server keeps only as a hash or hands over once (an API key, a webhook's signing
 * secret): shown this once, copied from here or lost. Closed only by saying it was copied.
 */
export function ShownOnceDialog({
  title,
  warning,
  label,
  secret,
  copyLabel,
  onCopy,
  onClose,
}: {
  title: string;
  warning: string;
  label: string;
  secret: string;
  copyLabel: string;
  onCopy: (secret: string) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useUiTranslation();
  return (
    <Dialog
      isOpen
      isDismissable={false}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      actions={
        <>
          <CopyButton text={secret} label={copyLabel} copiedLabel={t('apiKeys.copied')} onCopy={onCopy} />
          <Button onPress={onClose}>{t('apiKeys.done')}</Button>
        </>
      }
    >
      <div className={styles.stackGap}>
        <Alert tone="warn">{warning}</Alert>
        <TextField label={label} value={secret} isReadOnly className={styles.mono} />
      </div>
    </Dialog>
  );
}
