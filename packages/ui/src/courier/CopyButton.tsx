import { useState } from 'react';
import { Button } from '../primitives/Button/Button';

/**
 * Puts a text shown once (a new API key, an invitation's link) on the clipboard, and says so: its
 * label turns to `copiedLabel` with a check. The browser's clipboard unless `onCopy` is given.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  onCopy = (value) => navigator.clipboard?.writeText(value),
}: {
  text: string;
  label: string;
  copiedLabel: string;
  onCopy?: (text: string) => Promise<void> | void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      icon={copied ? 'heroicons_outline:check' : 'heroicons_outline:clipboard-document'}
      onPress={async () => {
        await onCopy(text);
        setCopied(true);
      }}
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
