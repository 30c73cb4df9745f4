import { createContext } from 'react';
import type { Settings } from './config';

export type SettingsContextValue = Settings & {
  /** True when any setting differs from the defaults: the reset is offered only then. */
  canReset: boolean;
  onUpdate: (patch: Partial<Settings>) => void;
  onUpdateField: <K extends keyof Settings>(name: K, value: Settings[K]) => void;
  /** Clears the stored value and restores the defaults. */
  onReset: () => void;
  /** Switches the navigation between vertical and mini. */
  onToggleLayout: () => void;
  /** Right to left for Arabic, left to right otherwise. */
  onChangeDirectionByLang: (lang: string) => void;
  /** The settings drawer. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onToggle: () => void;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);
