import { useEffect, useRef, useState } from 'react';

/**
 * A search field's text that applies after a pause in typing: `text` follows every keystroke,
 * `onApply` gets the trimmed text once the user stops; a new value from outside (the URL) wins.
 */
export function useDebouncedText(value: string, onApply: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(value);
  const latest = useRef({ value, onApply });
  latest.current = { value, onApply };
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === latest.current.value) return;
    const timer = setTimeout(() => latest.current.onApply(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return [text, setText] as const;
}
