import { useCallback, useEffect, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { layout } from '@/config/layout';
import { useSettings } from './use-settings';

/** Stretch applies only on screens wider than 1600px. */
export function useStretchEffective(): boolean {
  const { themeStretch } = useSettings();
  const wide = useMediaQuery(`(min-width:${layout.stretchMinWidth + 1}px)`);
  return themeStretch && wide;
}

/** The browser's fullscreen mode, following changes made with Esc or F11 too. */
export function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );

  useEffect(() => {
    const onChange = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch (error) {
      // Refused by the browser (e.g. inside a frame): nothing to undo.
      console.error(error);
    }
  }, []);

  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;
  return { fullscreen, toggle, supported };
}
