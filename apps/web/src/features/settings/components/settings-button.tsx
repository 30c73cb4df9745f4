import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings';

/** Opens the settings drawer. Its accessible name is 'Ajustes'. */
export function SettingsButton(props: IconButtonProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <IconButton
      aria-label={t('header.settings')}
      aria-haspopup="dialog"
      aria-expanded={settings.open}
      onClick={settings.onToggle}
      {...props}
    >
      <SettingsOutlined
        sx={{
          '@keyframes settings-spin': {
            from: { transform: 'rotate(0deg)' },
            to: { transform: 'rotate(360deg)' },
          },
          '@media (prefers-reduced-motion: no-preference)': {
            animation: 'settings-spin 10s linear infinite',
          },
        }}
      />
    </IconButton>
  );
}
