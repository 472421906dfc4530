import MoreIcon from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { DeferredUntilOpen } from './deferred-until-open';
import type { MenuAction } from './actions-menu-list';
import { lazyWhenIdle } from './load-when-idle';

export type { MenuAction } from './actions-menu-list';

interface ActionsMenuProps {
  /** The accessible name of the button that opens the menu. */
  label: string;
  actions: readonly MenuAction[];
}

const ActionsMenuList = lazyWhenIdle(() => import('./actions-menu-list'));

/** A "more" button with a menu of actions on one object. */
export function ActionsMenu({ label, actions }: ActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={label}
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <DeferredUntilOpen open={anchor !== null}>
        <ActionsMenuList anchor={anchor} actions={actions} onClose={() => setAnchor(null)} />
      </DeferredUntilOpen>
    </>
  );
}
