import { useEffect, useId, useRef, useState } from 'react';
import SignaturePadLib from 'signature_pad';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button/Button';
import * as fieldStyles from '../shared/field.css';
import * as styles from './SignaturePad.css';

export interface SignaturePadProps {
  label: string;
  /** A PNG data URL, or null while nothing is signed. */
  onChange: (signature: string | null) => void;
  /** For a signature without a pointer: the name is written in the pad instead. */
  typedName?: string;
  errorMessage?: string;
  isRequired?: boolean;
}

/**
 * A signature drawn with a finger, a pen or the mouse (signature_pad), given back as a PNG data
 * URL. Keyboard users (and anyone who cannot draw) write the typed name into the pad instead.
 */
export function SignaturePad({ label, onChange, typedName, errorMessage, isRequired }: SignaturePadProps) {
  const { t } = useUiTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const [empty, setEmpty] = useState(true);
  const errorId = useId();
  const labelId = useId();
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const element = canvas.current!;
    // Draw at the device's pixel density, so the signature is sharp on phones.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')!.scale(ratio, ratio);
    const instance = new SignaturePadLib(element, {
      penColor: '#0f172a',
      backgroundColor: 'rgb(255,255,255)',
      minWidth: 0.8,
      maxWidth: 2.4,
    });
    const done = () => {
      setEmpty(instance.isEmpty());
      changed.current(instance.isEmpty() ? null : instance.toDataURL('image/png'));
    };
    instance.addEventListener('endStroke', done);
    pad.current = instance;
    element.dataset.ready = 'true';
    return () => {
      instance.removeEventListener('endStroke', done);
      instance.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
    onChange(null);
  };
  const writeName = () => {
    const element = canvas.current!;
    const context = element.getContext('2d')!;
    pad.current?.clear();
    const width = element.offsetWidth;
    const height = element.offsetHeight;
    context.save();
    context.fillStyle = '#0f172a';
    context.font = `italic ${Math.round(height * 0.32)}px "Segoe Script", "Brush Script MT", cursive`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(typedName!.trim(), width / 2, height / 2, width - 24);
    context.restore();
    setEmpty(false);
    onChange(element.toDataURL('image/png'));
  };

  return (
    <div className={styles.root}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <canvas
        ref={canvas}
        className={styles.canvas}
        data-invalid={!!errorMessage || undefined}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      <div className={styles.actions}>
        <span className={styles.hint}>{empty ? t('signature.hint') : t('signature.signed')}</span>
        {typedName && typedName.trim().length >= 2 ? (
          <Button size="sm" variant="ghost" onPress={writeName}>
            {t('signature.useName')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onPress={clear} isDisabled={empty}>
          {t('signature.clear')}
        </Button>
      </div>
      {errorMessage ? (
        <span id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
