// Fills the configured database (DATABASE_URL or DATA_DIR's PGlite, like the server) with a
// merchant and a collection of products (10 000 unless the first argument or SEED_PRODUCTS says
// how many) in 500 categories, to try the catalog at scale; the statistics are refreshed after.
import { loadConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { createPasswords } from '../src/features/auth/passwords';
import { createShopWithOwner, membershipsOf } from '../src/features/team/memberships.repository';
import { createLogger } from '../src/logger';
import { seedCatalog } from '../src/testing/catalog-seed';

const EMAIL = 'seed@vitrina.local';
const PASSWORD = process.env.SEED_PASSWORD ?? 'Витрина-seed-2026';
const products = Number(process.argv[2] ?? process.env.SEED_PRODUCTS ?? 10_000);
if (!Number.isInteger(products) || products < 1) {
  throw new Error('The product count must be a positive whole number');
}
const SIZE = { products, categories: 500 };

/** The shop the seeded account owns, made on the first run as sign-up would make it. */
async function ownShopOrNew(db: Db, userId: number): Promise<number> {
  const owned = (await membershipsOf(db, userId)).find((each) => each.role === 'OWNER');
  return owned?.shopId ?? createShopWithOwner(db, { userId, title: 'Каталог для проверки' });
}

const config = loadConfig();
const database = await createDatabase(config.storage, createLogger('warn'));
try {
  await database.migrate();
  const { db } = database;
  const passwordHash = await createPasswords(config.auth.passwordHashing).hash(PASSWORD);
  // Reused on later runs, with the password set again so the one printed below works.
  const [user] = await db
    .insert(users)
    .values({ email: EMAIL, passwordHash, isEmailConfirmed: true })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash } })
    .returning({ id: users.id });
  const shopId = await ownShopOrNew(db, user!.id);
  const started = performance.now();
  const collectionId = await seedCatalog(db, shopId, SIZE);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Database: ${database.description}`);
  console.log(`Merchant ${EMAIL} (id ${user!.id}), password: ${PASSWORD}`);
  console.log(
    `Collection ${collectionId}: ${SIZE.products} products in ${SIZE.categories} categories, seeded in ${seconds} s`,
  );
} finally {
  await database.close();
}
