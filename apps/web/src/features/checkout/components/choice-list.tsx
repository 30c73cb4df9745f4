import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export type Choice<V extends string> = {
  value: V;
  title: string;
  /** On the right of the title: a price, "Gratis". */
  aside?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
};

type ChoiceListProps<V extends string> = {
  /** The group's accessible name ("Forma de entrega"). */
  label: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange(value: V): void;
};

/** One choice among a few, each a bordered card with what it costs and what it means. */
export function ChoiceList<V extends string>({
  label,
  choices,
  value,
  onChange,
}: ChoiceListProps<V>) {
  return (
    <RadioGroup
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as V)}
      sx={{ gap: 1.5 }}
    >
      {choices.map((choice) => (
        <Box
          key={choice.value}
          sx={{
            border: 1,
            borderRadius: 1.5,
            borderColor: value === choice.value ? 'primary.main' : 'divider',
            bgcolor: value === choice.value ? 'action.hover' : 'transparent',
            opacity: choice.disabled ? 0.7 : 1,
            px: 2,
            py: 1,
          }}
        >
          <FormControlLabel
            value={choice.value}
            disabled={choice.disabled}
            control={<Radio />}
            sx={{
              width: 1,
              m: 0,
              alignItems: 'flex-start',
              '& .MuiRadio-root': { mt: -0.5 },
              '& .MuiFormControlLabel-label': { flex: 1, pt: 0.5 },
            }}
            label={
              <Box sx={{ width: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="subtitle2" component="span">
                    {choice.title}
                  </Typography>
                  {choice.aside && (
                    <Typography variant="subtitle2" component="span">
                      {choice.aside}
                    </Typography>
                  )}
                </Box>
                {choice.description && (
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {choice.description}
                  </Typography>
                )}
              </Box>
            }
          />
        </Box>
      ))}
    </RadioGroup>
  );
}
