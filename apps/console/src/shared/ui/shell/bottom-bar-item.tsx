import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import type SvgIcon from '@mui/material/SvgIcon';
import { NavLink } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import type { Section } from './sections';

const ITEM_SX = {
  flex: 1,
  flexDirection: 'column',
  gap: 0.25,
  py: 1,
  color: 'text.secondary',
  fontSize: '0.75rem',
  fontWeight: 500,
  '&[aria-current="page"], &[aria-expanded="true"]': { color: 'primary.main' },
} as const;

export function BottomBarLink({ section }: { section: Section }) {
  const { label, path, Icon } = section;
  return (
    <ButtonBase component={NavLink} to={path} end={path === paths.home} sx={ITEM_SX}>
      <Icon />
      {label}
    </ButtonBase>
  );
}

interface BottomBarButtonProps extends ButtonBaseProps {
  label: string;
  Icon: typeof SvgIcon;
}

export function BottomBarButton({ label, Icon, ...buttonProps }: BottomBarButtonProps) {
  return (
    <ButtonBase {...buttonProps} sx={ITEM_SX}>
      <Icon />
      {label}
    </ButtonBase>
  );
}
