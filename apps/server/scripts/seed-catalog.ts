// Fills the configured database (DATABASE_URL or DATA_DIR's PGlite, like the server) with a
// merchant and a collection of 10 000 products in 500 categories, to try the catalog at scale.
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/features/auth/passwords';
import { createLogger } from '../src/logger';
import { seedCatalog } from '../src/testing/catalog-seed';

const EMAIL = 'seed@vitrina.local';
const PASSWORD = process.env.SEED_PASSWORD ?? 'Витрина-seed-2026';
const SIZE = { products: 10_000, categories: 500 };

const config = loadConfig();
const database = await createDatabase(config.storage, createLogger('warn'));
try {
  await database.migrate();
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  // Reused on later runs, with the password set again so the one printed below works.
  const [user] = await db
    .insert(users)
    .values({ email: EMAIL, passwordHash, isEmailConfirmed: true })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash } })
    .returning({ id: users.id });
  const started = performance.now();
  const collectionId = await seedCatalog(db, user!.id, SIZE);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Database: ${database.description}`);
  console.log(`Merchant ${EMAIL} (id ${user!.id}), password: ${PASSWORD}`);
  console.log(
    `Collection ${collectionId}: ${SIZE.products} products in ${SIZE.categories} categories, seeded in ${seconds} s`,
  );
} finally {
  await database.close();
}
