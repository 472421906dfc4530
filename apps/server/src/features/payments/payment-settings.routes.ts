import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  paymentMessages,
  yookassaSettingsSchema,
  yookassaSettingsUpdateSchema,
} from '@vitrina/contracts/payments';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { actingOf } from '../../http/authorize';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { PaymentSettingsService } from './payment-settings.service';

const tags = ['payments'];
const path = '/shop/payments/yookassa';
const settingsResponseSchema = z.object({ data: yookassaSettingsSchema });
/** Not connected is an answer too: `data` is null, so a console reading it logs no failure. */
const connectionResponseSchema = z.object({ data: yookassaSettingsSchema.nullable() });

/** The current shop's ЮKassa connection: read by every member, changed as the shop's settings. */
export const paymentSettingsRoutes: FeatureRoutes<{
  paymentSettings: PaymentSettingsService;
}> = async (app, { paymentSettings }) => {
  app.get(
    path,
    {
      config: { access: 'shop.read' },
      schema: {
        summary:
          "The shop's ЮKassa connection (null when none), its secret key shown only by its last characters",
        tags,
        security: bearerAuth,
        response: { 200: connectionResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await paymentSettings.settings(request.shop.id) }),
  );

  app.put(
    path,
    {
      config: { access: 'shop.write' },
      schema: {
        summary:
          'Connect ЮKassa or change the connection: the keys are checked with ЮKassa before ' +
          'they are kept (the secret key encrypted); without secret_key the stored key stays',
        tags,
        security: bearerAuth,
        body: yookassaSettingsUpdateSchema,
        response: { 200: settingsResponseSchema, ...errorResponses(401, 422, 502) },
      },
    },
    async (request) => ({
      data: await paymentSettings.save(actingOf(request), request.body),
    }),
  );

  app.delete(
    path,
    {
      config: { access: 'shop.write' },
      schema: {
        summary: 'Disconnect ЮKassa: its keys are forgotten',
        tags,
        security: bearerAuth,
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await paymentSettings.disconnect(actingOf(request));
      return { message: paymentMessages.disconnected };
    },
  );
};
