// Row ids in payloads. Plain integers of PostgreSQL's integer range: a larger id names nothing
// and could only fail in the database.
import { z } from 'zod';
import { ID_MAX } from './limits';

export const idSchema = z.number().int().positive().max(ID_MAX);
