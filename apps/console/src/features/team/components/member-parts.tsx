import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Member } from '@vitrina/contracts/team';
import type { ReactNode } from 'react';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { ShopTime } from '../../../shared/shop/shop-time';
import { memberName } from '../team-format';
import { NEVER_ACTIVE_TEXT, YOU_MARK } from '../team-texts';

/** A member as the list shows it, its controls made for the signed-in member's rights. */
export interface MemberRow {
  member: Member;
  /** The signed-in member's own row. */
  isViewer: boolean;
  /** The role: a select, or its label where it cannot be changed. */
  role: ReactNode;
  /** The row's menu; null when it would offer nothing. */
  menu: ReactNode;
}

/** The member's name, the signed-in member's own marked «Вы». */
export function MemberName({ row }: { row: MemberRow }) {
  return (
    <Stack
      component="span"
      direction="row"
      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', ...WRAP_LONG_WORDS }}
    >
      <span>{memberName(row.member)}</span>
      {row.isViewer && <Chip size="small" label={YOU_MARK} />}
    </Stack>
  );
}

/** When the member last used the console in the shop, or that they never have. */
export function LastActive({ member }: { member: Member }) {
  return member.last_active_at === null ? (
    NEVER_ACTIVE_TEXT
  ) : (
    <ShopTime at={member.last_active_at} />
  );
}
