import type { FormDisplayModeSchema } from '@taxcert/contracts';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { useOnlineConfig } from '../../../lib/session';

/** How a form is laid out (online config `formDisplayMode`): the paper form's parts, or question cards. */
export type DisplayMode = z.infer<typeof FormDisplayModeSchema>;

/** Phone width: the paper form's layout does not fit, so Stacked is always used. */
export const PHONE_QUERY = '(max-width: 600px)';

/** The layout to use: the configured one, except Stacked on a phone; Stacked while the config is unknown. */
export function chooseDisplayMode(configured: DisplayMode | undefined, isPhone: boolean): DisplayMode {
  if (isPhone) return 'Stacked';
  return configured ?? 'Stacked';
}

/** The MediaQueryList of the phone query, asked on every render, so made once per window.matchMedia. */
let phoneQuery: { from: unknown; list: MediaQueryList } | null = null;
function queryList(): MediaQueryList | null {
  const from: unknown = window.matchMedia;
  if (typeof from !== 'function') return null;
  if (phoneQuery?.from !== from) phoneQuery = { from, list: window.matchMedia(PHONE_QUERY) };
  return phoneQuery.list;
}

function subscribe(onChange: () => void): () => void {
  const query = queryList();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = (): boolean => queryList()?.matches ?? false;

/** True while the window is phone-width; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}

/** The display mode of the form screen: the online config's `formDisplayMode`, Stacked at phone width. */
export function useDisplayMode(): DisplayMode {
  const config = useOnlineConfig();
  return chooseDisplayMode(config?.formDisplayMode, useIsPhone());
}
