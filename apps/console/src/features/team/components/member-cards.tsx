import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { ShopTime } from '../../../shared/shop/shop-time';
import { memberName } from '../team-format';
import { MEMBER_FIELD_LABELS as LABELS, SECTION_TITLES } from '../team-texts';
import { LastActive, MemberName, type MemberRow } from './member-parts';

const secondary = { color: 'text.secondary', ...WRAP_LONG_WORDS } as const;

function MemberCard({ row }: { row: MemberRow }) {
  const { member } = row;
  const name = memberName(member);
  return (
    <Card component="li" variant="outlined" aria-label={name} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="div" sx={{ fontWeight: 600 }}>
            <MemberName row={row} />
          </Typography>
          {/* A member without a name is shown by the e-mail already. */}
          {name !== member.email && (
            <Typography variant="body2" sx={secondary}>
              {member.email}
            </Typography>
          )}
        </Box>
        {row.menu}
      </Stack>
      <Box sx={{ my: 1.5 }}>{row.role}</Box>
      <Typography variant="body2" sx={secondary}>
        {LABELS.lastActive}: <LastActive member={member} />
      </Typography>
      <Typography variant="body2" sx={secondary}>
        {LABELS.joined} <ShopTime at={member.joined_at} style="date" />
      </Typography>
    </Card>
  );
}

/** The phone's list: a card a member. */
export function MemberCards({ rows }: { rows: readonly MemberRow[] }) {
  return (
    <Stack
      component="ul"
      aria-label={SECTION_TITLES.members}
      sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {rows.map((row) => (
        <MemberCard key={row.member.id} row={row} />
      ))}
    </Stack>
  );
}
