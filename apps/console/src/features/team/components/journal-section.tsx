import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_ACTION_LABELS, type ShopActionEntry } from '@vitrina/contracts/team';
import { useState } from 'react';
import { ShopTime } from '../../../shared/shop/shop-time';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FilterSelect } from '../../../shared/ui/filter-select';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import {
  useShopActionsInfiniteQuery,
  useTeamMembersQuery,
  type JournalFilter,
} from '../api/team-api';
import { memberName } from '../team-format';
import { LOAD_FAILED_TEXTS, LOADING_TEXTS, NO_ACTIONS_TEXT, SECTION_TITLES } from '../team-texts';
import { SectionEmpty, SectionLoading, TeamSection } from './team-section';
import { ShowMoreButton } from '../../../shared/ui/show-more-button';

/** «Журнал действий»: who did what, newest first, of one member when the filter says so. */
export function JournalSection() {
  const [actor, setActor] = useState('');
  const filter: JournalFilter = actor ? { actor: Number(actor) } : {};
  return (
    <TeamSection title={SECTION_TITLES.journal}>
      <Stack sx={{ gap: 2 }}>
        <Box sx={{ alignSelf: 'flex-start' }}>
          <ActorFilter value={actor} onChange={setActor} />
        </Box>
        <Journal filter={filter} />
      </Stack>
    </TeamSection>
  );
}

/** The members whose actions the journal may be narrowed to. */
function ActorFilter({ value, onChange }: { value: string; onChange: (actor: string) => void }) {
  const { data: members = [] } = useTeamMembersQuery();
  return (
    <FilterSelect label="Участник" value={value} onChange={onChange} allLabel="Все участники">
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {memberName(member)}
        </option>
      ))}
    </FilterSelect>
  );
}

function Journal({ filter }: { filter: JournalFilter }) {
  const { data, error, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useShopActionsInfiniteQuery(filter);

  if (isLoading) return <SectionLoading label={LOADING_TEXTS.journal} />;
  if (isError) return <FailureAlert message={LOAD_FAILED_TEXTS.journal} error={error} />;
  const entries = data?.pages.flat() ?? [];
  if (entries.length === 0) return <SectionEmpty text={NO_ACTIONS_TEXT} />;

  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined">
        <Stack component="ol" aria-label={SECTION_TITLES.journal} sx={{ m: 0, p: 0 }}>
          {entries.map((entry) => (
            <JournalEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      </Paper>
      <ShowMoreButton {...{ hasNextPage, isFetchingNextPage, fetchNextPage }} />
    </Stack>
  );
}

function JournalEntry({ entry }: { entry: ShopActionEntry }) {
  const what = SHOP_ACTION_LABELS[entry.action];
  return (
    <Stack
      component="li"
      sx={{
        listStyle: 'none',
        px: 2,
        py: 1.5,
        gap: 0.25,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', ...WRAP_LONG_WORDS }}>
        <ShopTime at={entry.at} />
        {` · ${entry.actor_email}`}
      </Typography>
      <Typography sx={WRAP_LONG_WORDS}>
        {entry.subject ? `${what}: ${entry.subject}` : what}
      </Typography>
    </Stack>
  );
}
