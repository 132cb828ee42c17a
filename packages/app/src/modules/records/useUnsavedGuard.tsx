import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmationDialog } from '@courier/ui';

/** Leaving a changed form asks first; a reload or a closed tab gets the browser's own question. */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation('ui');
  // Read when a navigation starts, so a save can release it before moving on.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);
  const dialog = (
    <ConfirmationDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={t('parcelForm.leaveTitle')}
      message={t('parcelForm.leaveText')}
      confirmLabel={t('parcelForm.leave')}
      cancelLabel={t('parcelForm.stay')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
  return { dialog, release: () => void (released.current = true) };
}
