import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  TAX_SYSTEM_LABELS,
  VAT_CODE_LABELS,
  type YookassaSettings,
} from '@vitrina/contracts/payments';
import { Fragment } from 'react';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { PAYMENT_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';

/** The connection as it is kept: the key only by its last characters. */
export function PaymentSettingsSummary({ settings }: { settings: YookassaSettings }) {
  const { shop_id, secret_key_last4, test, vat_code, tax_system_code, receipts } = settings;
  const rows = [
    [TEXTS.shopIdLabel, shop_id],
    [TEXTS.keyLabel, `••••${secret_key_last4}`],
    [TEXTS.modeLabel, test ? TEXTS.testMode : TEXTS.liveMode],
    [TEXTS.vatCodeLabel, VAT_CODE_LABELS[vat_code]],
    [
      TEXTS.taxSystemLabel,
      tax_system_code === null ? TEXTS.noTaxSystemShown : TAX_SYSTEM_LABELS[tax_system_code],
    ],
    [TEXTS.receiptsTerm, receipts ? TEXTS.receiptsOn : TEXTS.receiptsOff],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1 },
        m: 0,
        ...WRAP_LONG_WORDS,
      }}
    >
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <Typography component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
