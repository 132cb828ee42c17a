import type { Invitation } from '@courier/domain';
import { useCourierFormat } from '../format';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { CopyButton } from '../CopyButton';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from '../../records/Record.css';

export interface InvitationLinkDialogProps {
  /** Whose link it is. */
  name: string;
  invitation: Invitation & { link: string };
  onClose: () => void;
  /** Puts the link on the clipboard; the browser's clipboard unless given. */
  onCopy?: (link: string) => Promise<void> | void;
}

/**
 * Where the server cannot mail (the static demo, a server with no mail set up), the administrator
 * is given the invitation's link to hand over himself: shown once, with a button that copies it.
 */
export function InvitationLinkDialog({ name, invitation, onClose, onCopy }: InvitationLinkDialogProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('staff.handOverTitle', { name })}
      actions={
        <>
          <CopyButton
            text={invitation.link}
            label={t('staff.copyLink')}
            copiedLabel={t('staff.copied')}
            onCopy={onCopy}
          />
          <Button onPress={onClose}>{t('staff.done')}</Button>
        </>
      }
    >
      <p className={styles.muted}>{t('staff.handOverMessage', { name, until: format.moment(invitation.expiresAt) })}</p>
      <TextField label={t('staff.link')} value={invitation.link} isReadOnly />
    </Dialog>
  );
}
