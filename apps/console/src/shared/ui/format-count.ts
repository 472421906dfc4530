import { LOCALE } from '@vitrina/contracts/limits';

const counts = new Intl.NumberFormat(LOCALE);

/** '12 345', with the locale's spaces: the counts of /analytics and of the home dashboard. */
export const formatCount = (count: number) => counts.format(count);
