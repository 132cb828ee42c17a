import { useEffect, useState } from 'react';
import { useUiTranslation } from '../../i18n';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as shell from '../shell.css';

export interface FullscreenToggleProps {
  /** Where the browser's refusals go; the core spec logs them to the console. */
  onError?: (message: string) => void;
  className?: string;
}

/** The top bar's button that enters and leaves fullscreen; reports when the browser has none or refuses. */
export function FullscreenToggle({ onError = (message) => console.error(message), className }: FullscreenToggleProps) {
  const { t } = useUiTranslation();
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = async () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      onError('Fullscreen is not available in this browser.');
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      onError('Entering fullscreen mode failed.');
    }
  };
  return (
    <IconButton
      // The top bar's muted icon colour, as its other buttons (search, panels, settings).
      className={className ? `${shell.topBarButton} ${className}` : shell.topBarButton}
      icon={active ? 'heroicons_outline:arrows-pointing-in' : 'heroicons_outline:arrows-pointing-out'}
      label={active ? t('shell.fullscreen.exit') : t('shell.fullscreen.enter')}
      onPress={() => void toggle()}
    />
  );
}
