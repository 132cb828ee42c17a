import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { uploadImageTypes } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button/Button';
import * as field from '../shared/field.css';
import { fitImage, ImageRefused, type ImageFit, type ImageProblem } from './fitImage';
import * as styles from './ImageUpload.css';

/** The field codes of a refused image, the browser's and the server's alike. */
const problems = ['image_type', 'source_too_large', 'image_unreadable', 'image_too_large', 'image_dimensions'] as const;
const isProblem = (code: string | undefined): code is (typeof problems)[number] =>
  (problems as readonly (string | undefined)[]).includes(code);

export interface ImageUploadProps {
  /** What the field is called, and what it says. */
  texts: {
    label: string;
    upload: string;
    /** The remove button's full name ("Remove photo"); it shows "Remove". */
    remove: string;
    hint: string;
    uploaded: string;
    removed: string;
  };
  /** The picture as the app shows it now. */
  preview: ReactNode;
  hasImage: boolean;
  /** How it is made to fit before it is sent (a square photo, a bounded logo). */
  fit: Omit<ImageFit, 'maxBytes'>;
  /** The largest file the call takes. */
  maxBytes: number;
  /** Sends the fitted picture; a refusal comes back as `error`. */
  onUpload: (image: Blob) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** The server's refusal: its field code (said in the user's words when known) and its message. */
  error?: { message: string; code?: string } | null;
}

/**
 * A picture chosen from a file, made to fit in the browser (a phone's photo of 5 MB still goes)
 * and sent; or removed. What the browser can tell (not a PNG, JPEG or WebP; unreadable; too
 * large even when fitted) is said at the field before anything is sent.
 */
export function ImageUpload({ texts, preview, hasImage, fit, maxBytes, onUpload, onRemove, error }: ImageUploadProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const serverProblem = error && isProblem(error.code) ? error.code : null;
  const shownProblem = problem ?? serverProblem;
  const message = shownProblem
    ? t(`imageUpload.errors.${shownProblem}`, { size: `${Math.round(maxBytes / 1024)} KB` })
    : (error?.message ?? null);

  const act = async (kind: 'upload' | 'remove', run: () => Promise<unknown>, said: string) => {
    setPending(kind);
    setProblem(null);
    setDone(null);
    try {
      await run();
      setDone(said);
    } catch (caught) {
      // The browser's reasons are said here; the server's come back as `error`.
      if (caught instanceof ImageRefused) setProblem(caught.problem);
    } finally {
      setPending(null);
    }
  };
  const choose = (file: File) =>
    void act('upload', async () => onUpload(await fitImage(file, { ...fit, maxBytes })), texts.uploaded);
  const removing = useRef(false);
  const remove = () => {
    removing.current = true;
    void act('remove', onRemove, texts.removed);
  };
  // Once removed, the remove button is gone: the focus stays in the field, on its other button.
  useEffect(() => {
    if (!removing.current || pending || hasImage) return;
    removing.current = false;
    root.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [pending, hasImage]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, message ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      ref={root}
      role="group"
      aria-labelledby={`${id}-label`}
      className={styles.root}
      data-invalid={message ? '' : undefined}
    >
      <span id={`${id}-label`} className={field.label}>
        {texts.label}
      </span>
      <div className={styles.row}>
        <div className={styles.preview}>{preview}</div>
        <div className={styles.side}>
          <div className={styles.buttons}>
            <FileTrigger acceptedFileTypes={[...uploadImageTypes]} onSelect={(list) => list?.[0] && choose(list[0])}>
              <Button
                variant="secondary"
                size="sm"
                icon="heroicons_outline:arrow-up-tray"
                isPending={pending === 'upload'}
                isDisabled={pending === 'remove'}
                aria-describedby={describedBy}
              >
                {texts.upload}
              </Button>
            </FileTrigger>
            {hasImage ? (
              <Button
                variant="ghost"
                size="sm"
                icon="heroicons_outline:trash"
                aria-label={texts.remove}
                isPending={pending === 'remove'}
                isDisabled={pending === 'upload'}
                onPress={remove}
              >
                {t('imageUpload.remove')}
              </Button>
            ) : null}
          </div>
          <span id={hintId} className={field.hint}>
            {texts.hint}
          </span>
          {message ? (
            <span id={errorId} className={field.error} role="alert">
              {message}
            </span>
          ) : null}
          <span role="status" className={field.hint}>
            {done && !message ? done : null}
          </span>
        </div>
      </div>
    </div>
  );
}
