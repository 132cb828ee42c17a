import { useState } from 'react';
import type { ScanAction, ScanInput } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { Alert } from '../../shell/auth/AuthPage';
import {
  emptyPod,
  emptyScanContext,
  missingContext,
  PodFields,
  podProblems,
  ScanContextFields,
  type PodDraft,
  type ScanContext,
  type ScanOptions,
} from './ScanFields';

export interface ParcelActionDialogProps {
  /** The action to take; null closes the dialog. */
  action: ScanAction | null;
  trackingNumber: string;
  options: ScanOptions;
  /** Prefilled context: the user's office, the parcel's trip. */
  defaults?: Partial<ScanContext>;
  officeLocked?: boolean;
  onClose: () => void;
  /** Sends the scan; a rejection's message is shown in the dialog, which stays open. */
  onSubmit: (input: Omit<ScanInput, 'trackingNumber'>) => Promise<unknown>;
  error?: string | null;
}

/** One status action on one parcel, from its detail page: the context it needs, then the scan. */
export function ParcelActionDialog({
  action,
  trackingNumber,
  options,
  defaults,
  officeLocked,
  onClose,
  onSubmit,
  error,
}: ParcelActionDialogProps) {
  const { t } = useUiTranslation();
  const [context, setContext] = useState<ScanContext>({ ...emptyScanContext, ...defaults });
  const [pod, setPod] = useState<PodDraft>(emptyPod);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  if (!action) return null;
  const missing = missingContext(action, context);
  const podMissing = action === 'delivered' ? podProblems(pod) : {};
  const submit = async () => {
    setTried(true);
    if (Object.keys(missing).length || Object.keys(podMissing).length) return;
    setPending(true);
    try {
      await onSubmit({
        action,
        officeId: context.officeId ?? undefined,
        tripId: context.tripId ?? undefined,
        driverId: context.driverId ?? undefined,
        reason: context.reason?.trim() || undefined,
        note: context.note.trim() || undefined,
        pod:
          action === 'delivered'
            ? { receivedBy: pod.receivedBy.trim(), relation: pod.relation, signature: pod.signature! }
            : undefined,
      });
      onClose();
    } catch {
      // The caller shows why through `error`.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`${t(`scan.action.${action}`)} · ${trackingNumber}`}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onPress={() => void submit()}
            isPending={pending}
            variant={action === 'cancelled' || action === 'lost' ? 'danger' : 'primary'}
          >
            {t(`scan.action.${action}`)}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? <Alert tone="warn">{error}</Alert> : null}
        <ScanContextFields
          action={action}
          value={context}
          onChange={setContext}
          options={options}
          errors={tried ? missing : {}}
          officeLocked={officeLocked}
        />
        {action === 'delivered' ? <PodFields value={pod} onChange={setPod} errors={tried ? podMissing : {}} /> : null}
      </form>
    </Dialog>
  );
}
