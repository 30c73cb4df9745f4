import type { KeyboardEventHandler, MouseEventHandler, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Link as RouterLink } from 'react-router';
import type { NavItemConfig } from '../nav-config';
import { isExternalLink } from './utils';

export type NavVariant = 'vertical' | 'mini' | 'horizontal';

type NavItemProps = {
  onClick?: MouseEventHandler<HTMLElement>;
  onMouseEnter?: MouseEventHandler<HTMLElement>;
  onMouseLeave?: MouseEventHandler<HTMLElement>;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
  'aria-controls'?: string;
  'aria-haspopup'?: 'menu' | 'true';
  item: NavItemConfig;
  variant: NavVariant;
  depth: number;
  active: boolean;
  /** Parent items: the state of their children's list or menu. */
  open?: boolean;
  hasChildren?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

type StyleProps = { variant: NavVariant; depth: number; active: boolean; open: boolean };

function itemStyles(
  theme: Theme,
  { variant, depth, active, open }: StyleProps,
): SystemStyleObject<Theme> {
  const sub = depth > 1;
  const activeColor =
    theme.palette.mode === 'light' ? theme.palette.primary.main : theme.palette.primary.light;
  return {
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.text.secondary,
    textAlign: 'start',
    justifyContent: 'flex-start',
    transition: theme.transitions.create(['background-color', 'color'], {
      duration: theme.transitions.duration.shorter,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&.Mui-focusVisible': {
      outline: `2px solid ${alpha(theme.palette.primary.main, 0.48)}`,
      outlineOffset: -2,
    },
    '&.Mui-disabled': { opacity: 0.48 },
    ...(variant === 'vertical' && {
      minHeight: sub ? 36 : 44,
      padding: theme.spacing(0.5, 1, 0.5, 1.5),
    }),
    ...(variant === 'mini' &&
      (sub
        ? { minHeight: 34, padding: theme.spacing(0.5, 1) }
        : {
            flexDirection: 'column',
            gap: theme.spacing(0.5),
            minHeight: 56,
            padding: theme.spacing(1, 0.5, 0.75),
          })),
    ...(variant === 'horizontal' &&
      (sub
        ? { minHeight: 34, padding: theme.spacing(0.5, 1) }
        : {
            width: 'auto',
            minHeight: 32,
            padding: theme.spacing(0, 1),
            gap: theme.spacing(1),
            flexShrink: 0,
          })),
    ...(open &&
      !active && {
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.action.hover,
      }),
    ...(active &&
      (sub
        ? { color: theme.palette.text.primary, fontWeight: theme.typography.fontWeightBold }
        : {
            color: activeColor,
            backgroundColor: alpha(theme.palette.primary.main, 0.08),
            '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.16) },
          })),
  } as SystemStyleObject<Theme>;
}

function Bullet({ active }: { active: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        '&::before': {
          content: '""',
          width: active ? 8 : 4,
          height: active ? 8 : 4,
          borderRadius: '50%',
          bgcolor: active ? 'primary.main' : 'text.disabled',
          transition: (theme) => theme.transitions.create(['width', 'height']),
        },
      }}
    />
  );
}

/** One menu entry: a link, an external link (new tab) or, for parents, a button. */
export function NavItem({
  item,
  variant,
  depth,
  active,
  open = false,
  hasChildren = false,
  ref,
  ...other
}: NavItemProps) {
  const sub = depth > 1;
  const external = isExternalLink(item.path);
  const compactTitle = variant === 'mini' && !sub;

  const icon: ReactNode = item.icon ? (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 22,
        height: 22,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        '& svg': { fontSize: 22 },
      }}
    >
      {item.icon}
    </Box>
  ) : variant === 'vertical' && sub ? (
    <Bullet active={active} />
  ) : null;

  const title = (
    <Box
      component="span"
      sx={{
        flexGrow: 1,
        minWidth: 0,
        typography: compactTitle ? 'caption' : 'body2',
        fontSize: compactTitle ? 10 : undefined,
        lineHeight: compactTitle ? '16px' : undefined,
        textAlign: compactTitle ? 'center' : 'start',
        fontWeight: active ? 600 : 500,
        whiteSpace: variant === 'vertical' ? 'normal' : 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        width: compactTitle ? 1 : undefined,
      }}
    >
      {item.title}
      {item.caption && variant === 'vertical' && (
        <Box
          component="span"
          sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
        >
          {item.caption}
        </Box>
      )}
    </Box>
  );

  const arrow = hasChildren ? (
    variant === 'vertical' ? (
      <ExpandMoreRounded
        aria-hidden
        sx={{
          fontSize: 18,
          flexShrink: 0,
          transition: (theme) => theme.transitions.create('transform'),
          transform: open ? 'none' : 'rotate(-90deg)',
          '[dir=rtl] &': { transform: open ? 'none' : 'rotate(90deg)' },
        }}
      />
    ) : variant === 'horizontal' && !sub ? (
      <ExpandMoreRounded aria-hidden sx={{ fontSize: 16, flexShrink: 0 }} />
    ) : (
      <ChevronRightRounded
        aria-hidden
        sx={{
          fontSize: 16,
          flexShrink: 0,
          position: compactTitle ? 'absolute' : 'static',
          top: 8,
          right: 4,
          '[dir=rtl] &': { transform: 'scaleX(-1)' },
        }}
      />
    )
  ) : null;

  const content = (
    <>
      {icon}
      {title}
      {item.info}
      {external && <OpenInNewRounded aria-hidden sx={{ fontSize: 14, flexShrink: 0 }} />}
      {arrow}
    </>
  );

  const sx = (theme: Theme) => itemStyles(theme, { variant, depth, active, open });
  const node = hasChildren ? (
    <ButtonBase
      ref={ref}
      type="button"
      aria-expanded={open}
      disabled={item.disabled}
      sx={sx}
      {...other}
    >
      {content}
    </ButtonBase>
  ) : external ? (
    <ButtonBase
      href={item.path}
      target="_blank"
      rel="noopener noreferrer"
      disabled={item.disabled}
      sx={sx}
      {...other}
    >
      {content}
    </ButtonBase>
  ) : (
    <ButtonBase
      component={RouterLink}
      to={item.path}
      aria-current={active ? 'page' : undefined}
      disabled={item.disabled}
      sx={sx}
      {...other}
    >
      {content}
    </ButtonBase>
  );

  // Mini titles are cut short: the full title shows on hover.
  return compactTitle && !hasChildren ? (
    <Tooltip title={item.title} placement="right">
      {node}
    </Tooltip>
  ) : (
    node
  );
}
