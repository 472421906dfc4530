import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { CART_POSITIONS, ORDER_FLOWS, type OrderFlow } from '@vitrina/contracts/widget-style';
import { CART_POSITION_LABELS, ORDER_FLOW_LABELS } from '@vitrina/contracts/widget-style-labels';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { BehaviourControl } from './style-parts';

/**
 * How 'Купить' orders: into the site's cart or straight to a one-product form; and, with the
 * cart, the page corner its button floats in. A direct order has no cart, so no corner to choose.
 */
export function OrderFlowFields({ control }: { control: BehaviourControl }) {
  const labelId = useId();
  const orderFlow = useWatch({ control, name: 'order_flow' });
  return (
    <>
      <Controller
        control={control}
        name="order_flow"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={labelId}>Оформление заказа</FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value as OrderFlow)}
            >
              {ORDER_FLOWS.map((flow) => (
                <FormControlLabel
                  key={flow}
                  value={flow}
                  control={<Radio />}
                  label={ORDER_FLOW_LABELS[flow]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {orderFlow === 'cart' && (
        <Controller
          control={control}
          name="cart_position"
          render={({ field }) => (
            <TextField
              select
              label="Положение корзины"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              sx={{ width: 200 }}
            >
              {CART_POSITIONS.map((position) => (
                <MenuItem key={position} value={position}>
                  {CART_POSITION_LABELS[position]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
    </>
  );
}
