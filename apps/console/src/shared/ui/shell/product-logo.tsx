import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@vitrina/contracts/limits';

export function ProductLogo({ showName }: { showName: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '12px',
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #6366f1 0%, #4338ca 100%)',
        }}
      >
        <StorefrontIcon />
      </Box>
      {showName && (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.2 }}>
            Vitrina
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {APP_VERSION}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
