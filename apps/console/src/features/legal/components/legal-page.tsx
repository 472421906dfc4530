import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { NotFoundPage } from '../../../shared/ui/not-found-page';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useLegalPageQuery, type LegalPageName } from '../legal-api';
import { LegalMarkdown } from './legal-markdown';

const LOAD_FAILED = 'Не удалось загрузить документ. Обновите страницу.';

function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404;
}

/**
 * A legal document, signed in or not: the home link leads a visitor without a session on to
 * sign in, and a merchant back to the console.
 */
export function LegalPage({ name }: { name: LegalPageName }) {
  const { data, error, isLoading } = useLegalPageQuery(name);
  if (isLoading) return <PageLoader />;
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <Box component="main" sx={{ display: 'grid', justifyItems: 'center', p: { xs: 2, sm: 4 } }}>
      <Paper
        component="article"
        variant="outlined"
        sx={{ width: '100%', minWidth: 0, maxWidth: 760, p: { xs: 3, sm: 5 }, ...WRAP_LONG_WORDS }}
      >
        <Button component={Link} to={paths.home} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          В консоль
        </Button>
        {data === undefined ? (
          <FailureAlert message={LOAD_FAILED} error={error} />
        ) : (
          <LegalMarkdown markdown={data} />
        )}
      </Paper>
    </Box>
  );
}
