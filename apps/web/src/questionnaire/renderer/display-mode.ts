import type { FormDisplayModeSchema } from '@taxcert/contracts';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { useOnlineConfig } from '../../lib/session/session';

/** How a form is laid out (online config `formDisplayMode`): the paper form's parts, or question cards. */
export type DisplayMode = z.infer<typeof FormDisplayModeSchema>;

/** Phone width: the paper form's layout does not fit, so Stacked is always used. */
export const PHONE_QUERY = '(max-width: 600px)';

/** The layout to use: the configured one, except Stacked on a phone; Stacked while the config is unknown. */
export function chooseDisplayMode(configured: DisplayMode | undefined, isPhone: boolean): DisplayMode {
  if (isPhone) return 'Stacked';
  return configured ?? 'Stacked';
}

/** The phone query's list while someone listens to it, so that renders do not call matchMedia again. */
let listening: MediaQueryList | null = null;

const phoneQueryList = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneQueryList();
  if (!query) return () => undefined;
  listening = query;
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    if (listening === query) listening = null;
  };
}

const isPhoneNow = (): boolean => (listening ?? phoneQueryList())?.matches ?? false;

/** True while the window is phone-width; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}

/** The display mode of the form screen: the online config's `formDisplayMode`, Stacked at phone width. */
export function useDisplayMode(): DisplayMode {
  const config = useOnlineConfig();
  return chooseDisplayMode(config?.formDisplayMode, useIsPhone());
}
