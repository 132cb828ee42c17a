import { useEffect, useRef } from 'react';
import { toast } from '@courier/ui';

/** An address naming something that is no longer there (a card, a note): says so once and closes it. */
export function GoneNotice({ message, onClose }: { message: string; onClose: () => void }) {
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    toast.info(message);
    onClose();
  }, [message, onClose]);
  return null;
}
