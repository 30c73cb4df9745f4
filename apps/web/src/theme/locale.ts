import { esES } from '@mui/material/locale';

// MUI's own words (an autocomplete's «Abrir» and «Limpiar», a pagination's labels) in Spanish.
// Its autocomplete's button says «Abierto» (open, the state) where it means «Abrir». The charts
// ship no Spanish locale: the texts a chart here can show are written here.
const ownEs = {
  components: {
    MuiAutocomplete: { defaultProps: { openText: 'Abrir' } },
    MuiChartsLocalizationProvider: {
      defaultProps: {
        localeText: {
          loading: 'Cargando datos…',
          noData: 'No hay datos para mostrar',
          zoomIn: 'Acercar',
          zoomOut: 'Alejar',
          toolbarExport: 'Exportar',
          toolbarExportPrint: 'Imprimir',
        },
      },
    },
  },
};

export const themeLocales = [esES, ownEs] as const;
