import { groupServer } from './group-server';
import { SERVER_RESOLVES_MERCHANT_DOMAINS } from './merchant-domains';

/** The storefront journeys' server: merchants' domains resolve to loopback. */
export default groupServer(SERVER_RESOLVES_MERCHANT_DOMAINS);
