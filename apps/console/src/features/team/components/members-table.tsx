import { ShopTime } from '../../../shared/shop/shop-time';
import { MEMBER_FIELD_LABELS as LABELS, SECTION_TITLES } from '../team-texts';
import { LastActive, MemberName, type MemberRow } from './member-parts';
import { TeamTable, type TeamColumn } from './team-table';

const COLUMNS: TeamColumn[] = [
  { title: LABELS.name, wrap: 'address' },
  { title: LABELS.email, wrap: 'address' },
  { title: LABELS.role, wrap: 'plain' },
  { title: LABELS.lastActive, wrap: 'time' },
  { title: LABELS.joined, wrap: 'time' },
];

interface MembersTableProps {
  rows: readonly MemberRow[];
  /** Whether any row may have a menu: the column of menus is left out otherwise. */
  withMenus: boolean;
}

/** The desktop list: a row a member. */
export function MembersTable({ rows, withMenus }: MembersTableProps) {
  return (
    <TeamTable
      label={SECTION_TITLES.members}
      columns={COLUMNS}
      actionsLabel={withMenus ? LABELS.actions : null}
      rows={rows.map((row) => ({
        key: row.member.id,
        cells: [
          <MemberName key="name" row={row} />,
          row.member.email,
          row.role,
          <LastActive key="active" member={row.member} />,
          <ShopTime key="joined" at={row.member.joined_at} style="date" />,
        ],
        actions: row.menu,
      }))}
    />
  );
}
