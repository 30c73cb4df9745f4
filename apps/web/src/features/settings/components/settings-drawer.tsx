import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import { useTranslation } from 'react-i18next';
import { layout } from '@/config/layout';
import { COLOR_PRESET_NAMES, colorPresets } from '@/theme';
import { THEME_LAYOUTS, useFullscreen, useSettings, type ThemeLayout } from '@/lib/settings';
// Translated texts: i18next loads with this lazy chunk (and the dashboard), never with the public site.
import '@/lib/i18n';

type SettingSwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
};

type OptionGridProps<V extends string> = {
  label: string;
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
};

/** One choice among a few, as a grid of framed buttons; the chosen one cannot be unchosen. */
function OptionGrid<V extends string>({ label, value, onChange, children }: OptionGridProps<V>) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: V | null) => next && onChange(next)}
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 1,
        '& .MuiToggleButtonGroup-grouped': {
          border: 1,
          borderColor: 'divider',
          borderRadius: '8px !important',
          m: 0,
        },
      }}
    >
      {children}
    </ToggleButtonGroup>
  );
}

function SettingSwitch({ label, checked, onChange, hint }: SettingSwitchProps) {
  return (
    <Box sx={{ px: 1.5, py: 0.5, borderRadius: 1.5, border: 1, borderColor: 'divider' }}>
      <FormControlLabel
        label={label}
        labelPlacement="start"
        control={
          <Switch
            checked={checked}
            onChange={(_event, value) => onChange(value)}
            slotProps={{ input: { role: 'switch', 'aria-checked': checked } }}
          />
        }
        sx={{
          m: 0,
          width: 1,
          justifyContent: 'space-between',
          '& .MuiFormControlLabel-label': { typography: 'subtitle2' },
        }}
      />
      {hint && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', pb: 0.75 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        variant="overline"
        component="h3"
        sx={{ display: 'block', mb: 1, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A small drawing of each navigation layout. */
function LayoutPreview({ value }: { value: ThemeLayout }) {
  const bar = (sx: object) => (
    <Box sx={{ borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.48, ...sx }} />
  );
  if (value === 'horizontal') {
    return (
      <Stack spacing={0.5} sx={{ width: 56, height: 40, p: 0.5 }}>
        {bar({ height: 6, width: 1 })}
        {bar({ height: 4, width: 0.6 })}
        <Box sx={{ flexGrow: 1, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.12 }} />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ width: 56, height: 40, p: 0.5 }}>
      <Stack spacing={0.5} sx={{ width: value === 'mini' ? 8 : 16 }}>
        {bar({ height: 6, width: 1 })}
        {bar({ height: 3, width: 1 })}
        {bar({ height: 3, width: 1 })}
      </Stack>
      <Box sx={{ flexGrow: 1, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.12 }} />
    </Stack>
  );
}

/** The settings drawer (width 280). */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { fullscreen, toggle: toggleFullscreen, supported: fullscreenSupported } = useFullscreen();

  return (
    <Drawer
      anchor="right"
      open={settings.open}
      onClose={settings.onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          'aria-labelledby': 'settings-drawer-title',
          sx: { width: layout.settingsDrawerWidth, maxWidth: '100vw' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', py: 2, pl: 2.5, pr: 1 }}>
        <Typography id="settings-drawer-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        {settings.canReset && (
          <Tooltip title={t('settings.reset')}>
            <IconButton aria-label={t('settings.reset')} onClick={settings.onReset}>
              <RestartAltRounded />
            </IconButton>
          </Tooltip>
        )}
        <IconButton aria-label={t('settings.close')} onClick={settings.onClose}>
          <CloseRounded />
        </IconButton>
      </Stack>

      <Divider sx={{ borderStyle: 'dashed' }} />

      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto', flexGrow: 1 }}>
        <Section title={t('settings.mode')}>
          <Stack spacing={1}>
            <SettingSwitch
              label={t('settings.darkMode')}
              checked={settings.themeMode === 'dark'}
              onChange={(checked) =>
                settings.onUpdateField('themeMode', checked ? 'dark' : 'light')
              }
            />
            <SettingSwitch
              label={t('settings.contrast')}
              checked={settings.themeContrast === 'bold'}
              onChange={(checked) =>
                settings.onUpdateField('themeContrast', checked ? 'bold' : 'default')
              }
            />
            <SettingSwitch
              label={t('settings.rtl')}
              checked={settings.themeDirection === 'rtl'}
              onChange={(checked) =>
                settings.onUpdateField('themeDirection', checked ? 'rtl' : 'ltr')
              }
            />
            <SettingSwitch
              label={t('settings.stretch')}
              hint={t('settings.stretchHint')}
              checked={settings.themeStretch}
              onChange={(checked) => settings.onUpdateField('themeStretch', checked)}
            />
          </Stack>
        </Section>

        <Section title={t('settings.layout')}>
          <OptionGrid<ThemeLayout>
            label={t('settings.layout')}
            value={settings.themeLayout}
            onChange={(value) => settings.onUpdateField('themeLayout', value)}
          >
            {THEME_LAYOUTS.map((value) => (
              <ToggleButton
                key={value}
                value={value}
                aria-label={t(`settings.layouts.${value}`)}
                sx={{
                  flexDirection: 'column',
                  gap: 0.5,
                  py: 1,
                  '&.Mui-selected': { color: 'primary.main' },
                }}
              >
                <LayoutPreview value={value} />
                <Typography variant="caption">{t(`settings.layouts.${value}`)}</Typography>
              </ToggleButton>
            ))}
          </OptionGrid>
        </Section>

        <Section title={t('settings.presets')}>
          <OptionGrid<(typeof COLOR_PRESET_NAMES)[number]>
            label={t('settings.presets')}
            value={settings.themeColorPresets}
            onChange={(value) => settings.onUpdateField('themeColorPresets', value)}
          >
            {COLOR_PRESET_NAMES.map((name) => {
              const color = colorPresets[name].main;
              const selected = settings.themeColorPresets === name;
              return (
                <ToggleButton
                  key={name}
                  value={name}
                  aria-label={t(`settings.presetNames.${name}`)}
                  title={t(`settings.presetNames.${name}`)}
                  sx={{ height: 56, '&.Mui-selected': { bgcolor: alpha(color, 0.08) } }}
                >
                  <Box
                    sx={{
                      width: selected ? 28 : 20,
                      height: selected ? 28 : 20,
                      borderRadius: '50%',
                      bgcolor: color,
                      color: colorPresets[name].contrastText,
                      display: 'grid',
                      placeItems: 'center',
                      transition: (theme) => theme.transitions.create(['width', 'height']),
                    }}
                  >
                    {selected && <CheckRounded sx={{ fontSize: 18 }} />}
                  </Box>
                </ToggleButton>
              );
            })}
          </OptionGrid>
        </Section>
      </Stack>

      <Box sx={{ p: 2.5, pt: 0 }}>
        <Button
          fullWidth
          size="large"
          color="inherit"
          variant="outlined"
          disabled={!fullscreenSupported}
          startIcon={fullscreen ? <FullscreenExitRounded /> : <FullscreenRounded />}
          onClick={() => void toggleFullscreen()}
          sx={{ borderColor: 'divider' }}
        >
          {fullscreen ? t('settings.exitFullscreen') : t('settings.fullscreen')}
        </Button>
      </Box>
    </Drawer>
  );
}
