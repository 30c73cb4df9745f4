import { renderToStaticMarkup } from 'react-dom/server';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-theme';

const theme = createAppTheme({
  mode: 'light',
  contrast: 'default',
  direction: 'ltr',
  preset: 'default',
});

describe('createAppTheme', () => {
  it("speaks Spanish in MUI's own words (an autocomplete's buttons)", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <Autocomplete
          options={['Ácido cítrico']}
          value="Ácido cítrico"
          renderInput={(params) => <TextField {...params} label="Producto" />}
        />
      </ThemeProvider>,
    );
    expect(html).toContain('title="Abrir"');
    expect(html).toContain('aria-label="Limpiar"');
    expect(html).not.toMatch(/"(Open|Clear|Abierto)"/);
  });

  it("gives the charts' empty and loading states in Spanish", () => {
    const props = (
      theme.components as Record<
        string,
        { defaultProps?: { localeText?: Record<string, unknown> } }
      >
    ).MuiChartsLocalizationProvider?.defaultProps?.localeText;
    expect(props).toMatchObject({ noData: 'No hay datos para mostrar' });
  });
});
