// The ledger invariant (lib/server/credits/check-ledger.ts) on the PostgreSQL in DATABASE_URL, for the fault run:
// prints the violations as JSON on its last line (an empty list when the ledger is consistent).
//   DATABASE_URL=… APP_SECRET=… node --conditions=react-server --import tsx tests/bench/chat-ledger.mts
const { getDb, closeDb } = await import('@/lib/db/client');
const { checkLedger } = await import('@/lib/server/credits/check-ledger');

const violations = await checkLedger(await getDb());
await closeDb();
console.log(JSON.stringify(violations));
