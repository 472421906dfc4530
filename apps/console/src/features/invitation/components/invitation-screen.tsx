import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@vitrina/contracts/console-paths';
import { SHOP_ROLE_LABELS } from '@vitrina/contracts/team-roles';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { signInPathReturningTo } from '../../../shared/config/return-path';
import { useSwitchShop } from '../../../shared/shop/use-switch-shop';
import { readAccessToken } from '../../../shared/session/token-storage';
import { CenteredCard } from '../../../shared/ui/centered-card';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useAcceptInvitationMutation, useInvitationPreviewQuery } from '../api/invitation-api';

const ACCEPT_FAILED = 'Не удалось принять приглашение';

/**
 * /invite/:token — the link of a team invitation's letter (decision 57). It says which shop and
 * role it offers; a visitor signs in or registers with the invited address and comes back here,
 * and only pressing the button joins, so a mail scanner opening the link spends nothing.
 */
export function InvitationScreen() {
  const { token = '' } = useParams();
  const location = useLocation();
  // Once joined, the link's own read stops: asked again, it would say the link is used.
  const [joinedShopId, setJoinedShopId] = useState<number | null>(null);
  const preview = useInvitationPreviewQuery(token, { skip: joinedShopId !== null });
  const [accept, accepting] = useAcceptInvitationMutation();
  const switchShop = useSwitchShop();
  const navigate = useNavigate();
  const signedIn = readAccessToken() !== null;

  useEffect(() => {
    if (joinedShopId === null) return;
    switchShop(joinedShopId);
    void navigate(paths.home);
  }, [joinedShopId, switchShop, navigate]);

  const join = async () => {
    const { data: shop } = await accept(token);
    if (shop) setJoinedShopId(shop.id);
  };

  if (preview.isLoading || joinedShopId !== null) return <PageLoader />;
  if (!preview.data) {
    return (
      <CenteredCard>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="h1">Приглашение недействительно</Typography>
          <Typography>
            {serverDetailOf(preview.error) ?? 'Не удалось открыть приглашение'}
          </Typography>
          <Button component={Link} to={paths.home} variant="contained">
            На главную
          </Button>
        </Stack>
      </CenteredCard>
    );
  }

  const { shop_title: shopTitle, email, role, has_account: hasAccount } = preview.data;
  return (
    <CenteredCard>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="h1">Приглашение в магазин «{shopTitle}»</Typography>
        <Typography>
          Роль: <strong>{SHOP_ROLE_LABELS[role]}</strong>
        </Typography>
        <Typography>
          Приглашение отправлено на <strong>{email}</strong>.{' '}
          {signedIn
            ? 'Примите его, войдя с этим адресом.'
            : hasAccount
              ? 'Войдите с этим адресом, чтобы принять его.'
              : 'Зарегистрируйтесь с этим адресом, чтобы принять его.'}
        </Typography>
        {accepting.isError && <FailureAlert message={ACCEPT_FAILED} error={accepting.error} />}
        {signedIn ? (
          <Button variant="contained" size="large" loading={accepting.isLoading} onClick={join}>
            Принять приглашение
          </Button>
        ) : (
          <Button
            component={Link}
            to={signInPathReturningTo(location)}
            variant="contained"
            size="large"
          >
            {hasAccount ? 'Войти' : 'Зарегистрироваться'}
          </Button>
        )}
      </Stack>
    </CenteredCard>
  );
}
