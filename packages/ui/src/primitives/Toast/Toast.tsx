import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { Icon } from '../../icons/Icon';
import { useUiTranslation } from '../../i18n';
import { innerButton } from '../shared/field.css';
import * as styles from './Toast.css';

export type ToastTone = 'info' | 'success' | 'caution' | 'warn';

export interface ToastContentValue {
  title: string;
  description?: string;
  tone: ToastTone;
}

const icons: Record<ToastTone, string> = {
  info: 'heroicons_outline:information-circle',
  success: 'heroicons_outline:check-circle',
  caution: 'heroicons_outline:exclamation-triangle',
  warn: 'heroicons_outline:exclamation-circle',
};

/** One queue for the app; the ToastRegion shows it. */
export const toastQueue = new AriaToastQueue<ToastContentValue>({
  maxVisibleToasts: 4,
  // Flush the update so the region appears (and is announced) in the same frame: after the
  // running script, since a toast may be added from an effect, where React refuses a flushSync.
  wrapUpdate: (fn) => queueMicrotask(() => flushSync(fn)),
});

const add = (tone: ToastTone) => (title: string, description?: string, options?: { timeout?: number }) =>
  // Errors stay until dismissed; other messages go after 5 s.
  toastQueue.add({ title, description, tone }, { timeout: options?.timeout ?? (tone === 'warn' ? undefined : 5000) });

/** Shows a short message in the corner: `toast.success('Parcel booked')`. */
export const toast = { info: add('info'), success: add('success'), caution: add('caution'), warn: add('warn') };

export interface ToastRegionProps {
  /** The toasts it shows: the app's one queue, which `toast.success(…)` and the others fill. */
  queue?: AriaToastQueue<ToastContentValue>;
}

/**
 * Where the toasts appear: rendered once near the root of the app. A toast is shown with
 * `toast.success(title, description?, { timeout? })`, or `toast.info`, `toast.caution`, `toast.warn`;
 * a warning stays until it is dismissed, the others leave after 5 s.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useUiTranslation();
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label={t('toast.region')}>
      {({ toast: item }) => (
        <AriaToast toast={item} className={styles.toast({ tone: item.content.tone })}>
          <span className={styles.icon({ tone: item.content.tone })}>
            <Icon name={icons[item.content.tone]} size={20} />
          </span>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {item.content.title}
            </Text>
            {item.content.description ? (
              <Text slot="description" className={styles.description}>
                {item.content.description}
              </Text>
            ) : null}
          </ToastContent>
          <Button slot="close" className={innerButton} aria-label={t('common.dismiss')}>
            <Icon name="heroicons_mini:x-mark" size={18} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
