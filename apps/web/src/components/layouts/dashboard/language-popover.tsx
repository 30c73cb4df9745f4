import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/language';

/** Language picker of the header; the direction follows the language (see the settings provider). */
export function LanguagePopover() {
  const { t, i18n } = useTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const current =
    LANGUAGES.find((language) => language.value === i18n.resolvedLanguage) ?? LANGUAGES[0];

  const select = (value: string) => {
    setAnchorEl(null);
    if (value !== i18n.resolvedLanguage) void i18n.changeLanguage(value);
  };

  return (
    <>
      <IconButton
        // The name holds the code the button shows ("Idioma: ES"), so speaking it finds the button.
        aria-label={`${t('header.language')}: ${current.short}`}
        aria-haspopup="menu"
        aria-expanded={!!anchorEl}
        aria-controls={anchorEl ? 'language-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
        sx={{ width: 40, height: 40 }}
      >
        <Box
          component="span"
          lang={current.value}
          sx={{
            minWidth: 28,
            height: 22,
            px: 0.5,
            borderRadius: 0.75,
            border: 1.5,
            borderColor: 'currentColor',
            display: 'grid',
            placeItems: 'center',
            typography: 'caption',
            fontWeight: 700,
            lineHeight: 1,
          }}
        >
          {current.short}
        </Box>
      </IconButton>
      <Menu
        id="language-menu"
        anchorEl={anchorEl}
        open={!!anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 180, p: 0.5 } } }}
      >
        {LANGUAGES.map((language) => {
          const selected = language.value === current.value;
          return (
            <MenuItem
              key={language.value}
              lang={language.value}
              selected={selected}
              onClick={() => select(language.value)}
            >
              <ListItemText>{language.label}</ListItemText>
              {selected && (
                <ListItemIcon sx={{ minWidth: 0 }}>
                  <CheckRounded fontSize="small" />
                </ListItemIcon>
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
