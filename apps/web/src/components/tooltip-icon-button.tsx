import type { ReactNode } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type TooltipIconButtonProps = Omit<IconButtonProps, 'aria-label' | 'children' | 'title'> & {
  /** The tooltip: what the button does ('Subir'). */
  title: string;
  /** The button's accessible name, saying which row it acts on ('Subir ingrediente 2'). */
  label: string;
  icon: ReactNode;
};

/**
 * A small icon button of a list row with its tooltip. One that can be disabled (its `disabled`
 * prop is given) sits in a span, because a disabled button gets no pointer events to show a
 * tooltip with.
 */
export function TooltipIconButton({ title, label, icon, ...other }: TooltipIconButtonProps) {
  const button = (
    <IconButton size="small" {...other} aria-label={label}>
      {icon}
    </IconButton>
  );
  return (
    <Tooltip title={title}>{other.disabled === undefined ? button : <span>{button}</span>}</Tooltip>
  );
}
