import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/** What a deferred widget's stand-in button does while the widget's own code is not here. */
export interface StandInHandlers {
  onHoverStart: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onPress: () => void;
}

/** What the widget gets once its code is here: its open state, and whether its button takes the focus. */
export interface Shown {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Its button takes the focus as it shows (the stand-in had it). */
  autoFocus: boolean;
}

/** Runs once, when shown: after the effects of what comes before it (its button's autoFocus). */
function WhenShown({ run }: { run: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when shown
  useEffect(run, []);
  return null;
}

/** Open state the parent may keep (`isOpen`) or leave to the widget; every change is told to `onOpenChange`. */
export function useOpenState(
  isOpen: boolean | undefined,
  onOpenChange: ((isOpen: boolean) => void) | undefined,
  defaultOpen = false,
) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return [isOpen ?? ownOpen, setOpen] as const;
}

export interface DeferredProps {
  /** Fetches the widget's code (a dynamic import); called on the first hover or focus. */
  load: () => Promise<unknown>;
  /** Open state, when the parent keeps it; the widget shows at once while it is open. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  defaultOpen?: boolean;
  /** Opens it as a press would, from elsewhere (a conversation chosen outside the chat). */
  openNow?: boolean;
  /** The widget's button as it looks closed, drawn from code every page has. */
  standIn: (handlers: StandInHandlers) => ReactNode;
  children: (shown: Shown) => ReactNode;
}

/**
 * A top-bar widget drawn as its button alone until it is first wanted, so that a page whose
 * layout never shows it (classic's bar has none of them) or a user who never opens it never
 * fetches its code. The code is fetched when the button is first pointed at or focused, and the
 * widget takes the button's place when the button is pressed: a transition keeps the button as it
 * is until the code is here, then the widget shows with its button focused if the stand-in was,
 * and opens (after its button took the focus, so that closing returns the focus there). The swap
 * waits for the press, not the pointer, so a press is never split between two buttons.
 */
export function Deferred({
  load,
  isOpen,
  onOpenChange,
  defaultOpen = false,
  openNow = false,
  standIn,
  children,
}: DeferredProps) {
  const [open, setOpen] = useOpenState(isOpen, onOpenChange, defaultOpen);
  const [wanted, setWanted] = useState(open);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // Opened by the parent: shown at once (with the stand-in until the code is here).
  if (open && !wanted) setWanted(true);
  if (openNow && !wanted) {
    setWanted(true);
    setPressed(true);
  }
  const button = standIn({
    onHoverStart: () => void load(),
    onFocus: () => {
      setFocused(true);
      void load();
    },
    onBlur: () => setFocused(false),
    onPress: () =>
      startTransition(() => {
        setWanted(true);
        setPressed(true);
      }),
  });
  return (
    <Suspense fallback={button}>
      {wanted ? (
        <>
          {children({ isOpen: open, onOpenChange: setOpen, autoFocus: focused })}
          {pressed ? <WhenShown run={() => setOpen(true)} /> : null}
        </>
      ) : (
        button
      )}
    </Suspense>
  );
}

/**
 * A panel opened from elsewhere (a drawer the user menu opens): nothing, not even its code, until
 * it is first opened; then it stays, so that it can close with its animation and open again at once.
 */
export function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
