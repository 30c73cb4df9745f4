import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import type { NavGroupConfig, NavItemConfig } from '../nav-config';
import { NavItem, type NavVariant } from './nav-item';
import { isActivePath, isItemActive } from './utils';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

type SectionProps = {
  data: NavGroupConfig[];
  /** Called when a link is followed (the mobile drawer closes with it). */
  onNavigate?: () => void;
};

/* ------------------------------------------------------------------ vertical */

function VerticalItem({
  item,
  depth,
  onNavigate,
}: {
  item: NavItemConfig;
  depth: number;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = item.children ? isItemActive(item, pathname) : isActivePath(item.path, pathname);
  const [open, setOpen] = useState(active);
  const listId = useId();

  // Landing inside a closed branch (a link elsewhere, the back button) opens it.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }

  const entry = { item, variant: 'vertical', depth, active } as const;
  if (!item.children) {
    return (
      <Box component="li">
        <NavItem {...entry} onClick={onNavigate} />
      </Box>
    );
  }

  return (
    <Box component="li">
      <NavItem
        {...entry}
        open={open}
        hasChildren
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      />
      <Collapse in={open}>
        <Box
          component="ul"
          id={listId}
          sx={{
            ...listSx,
            mt: 0.5,
            ml: 2.25,
            pl: 1,
            borderInlineStart: 1,
            borderColor: 'divider',
            display: 'grid',
            gap: 0.5,
          }}
        >
          {item.children.map((child) => (
            <VerticalItem key={child.path} item={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

/** Vertical menu: groups under subheaders, nested items open on click. */
export function NavSectionVertical({ data, onNavigate }: SectionProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, px: 2 }}>
      {data.map((group) => (
        <Box key={group.subheader}>
          <Typography
            component="div"
            variant="overline"
            sx={{ display: 'block', px: 1.5, pt: 1, pb: 1, fontSize: 11, color: 'text.secondary' }}
          >
            {group.subheader}
          </Typography>
          <Box component="ul" sx={{ ...listSx, display: 'grid', gap: 0.5 }}>
            {group.items.map((item) => (
              <VerticalItem key={item.path} item={item} depth={1} onNavigate={onNavigate} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/* ------------------------------------------------------- mini and horizontal */

// Moving the pointer from an item to its menu crosses a small gap: closing waits a moment.
const CLOSE_DELAY = 120;

function HoverItem({
  item,
  depth,
  variant,
}: {
  item: NavItemConfig;
  depth: number;
  variant: Exclude<NavVariant, 'vertical'>;
}) {
  const { pathname } = useLocation();
  const active = item.children ? isItemActive(item, pathname) : isActivePath(item.path, pathname);
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const menuId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openedAt = useRef(0);

  const show = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen((current) => {
      if (!current) openedAt.current = Date.now();
      return true;
    });
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY);
  }, []);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  if (!item.children) {
    return (
      <Box component="li">
        <NavItem item={item} variant={variant} depth={depth} active={active} />
      </Box>
    );
  }

  const placement: PopperPlacementType =
    variant === 'horizontal' && depth === 1 ? 'bottom-start' : 'right-start';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      anchorRef.current?.focus();
    }
  };

  return (
    <Box
      component="li"
      onMouseEnter={show}
      onMouseLeave={hide}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative' }}
    >
      <NavItem
        ref={anchorRef}
        item={item}
        variant={variant}
        depth={depth}
        active={active}
        open={open}
        hasChildren
        aria-controls={menuId}
        // A tap fires mouseenter then click: a click right after opening keeps the menu open.
        onClick={() => (open && Date.now() - openedAt.current > 400 ? close() : show())}
      />
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement={placement}
        transition
        // Kept in the document order, so Tab moves from the item into its links.
        disablePortal
        modifiers={[{ name: 'offset', options: { offset: [0, variant === 'mini' ? 6 : 4] } }]}
        sx={{ zIndex: 'modal' }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} timeout={150}>
            <Paper
              sx={{
                p: 0.5,
                minWidth: 180,
                boxShadow: (theme) => theme.shadows[8],
                borderRadius: 1.5,
              }}
            >
              <ClickAwayListener
                onClickAway={(event) =>
                  !anchorRef.current?.contains(event.target as Node) && close()
                }
              >
                <Box
                  component="ul"
                  id={menuId}
                  sx={{ ...listSx, display: 'grid', gap: 0.25 }}
                  onClick={close}
                >
                  {item.children?.map((child) => (
                    <HoverItem key={child.path} item={child} depth={depth + 1} variant={variant} />
                  ))}
                </Box>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}

/** Mini menu (88px): icons with short titles, nested items open on hover. */
export function NavSectionMini({ data }: SectionProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1, px: 0.5 }}>
      {data.map((group, index) => (
        <Box key={group.subheader}>
          {index > 0 && <Divider sx={{ mx: 1.5, mb: 1, borderStyle: 'dashed' }} />}
          <Box
            component="ul"
            aria-label={group.subheader}
            sx={{ ...listSx, display: 'grid', gap: 0.5 }}
          >
            {group.items.map((item) => (
              <HoverItem key={item.path} item={item} depth={1} variant="mini" />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Horizontal menu under the header, nested items open on hover. */
export function NavSectionHorizontal({ data }: SectionProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 48 }}>
      {data.map((group, index) => (
        <Box key={group.subheader} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {index > 0 && (
            <Divider orientation="vertical" flexItem sx={{ my: 1.5, borderStyle: 'dashed' }} />
          )}
          <Box
            component="ul"
            aria-label={group.subheader}
            sx={{ ...listSx, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {group.items.map((item) => (
              <HoverItem key={item.path} item={item} depth={1} variant="horizontal" />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
