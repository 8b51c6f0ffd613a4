import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './db/client';
import { startVersionFeed } from './db/version-feed';
import { loadPayloadKeys } from './db/payload-keys';
import { StartRefused } from './seed/demo-passwords';
import { prepareDatabase } from './start';
import { accountSeeds } from './seed/data/accounts';
import { operatorSeeds } from './seed/data/operators';
import { cleanupExpired } from './jobs/cleanup';
import { startJobs } from './jobs/runner';
import { vipJob } from './modules/vip/ranks';
import { liveLaterOf } from './modules/live/later';
import { messageDeliveryJob } from './modules/messages/broadcasts';
import { popularityJob } from './modules/games/popularity';
import { depositExpiryJob } from './modules/deposit/expiry';
import { forcedReceiptsJob } from './modules/withdraw/forced-receipts';
import { agentJobs } from './modules/agent/payments';
import { lotteryJobs } from './modules/lottery/engine';
import { pointsEarnJob } from './modules/points/earn';
import { cashbackJob } from './modules/promotions/cashback';
import { referralJob } from './modules/promotions/referral';
import { rankedPrizesJob } from './modules/promotions/raffle';
import { rebateDailyJob } from './modules/promotions/rebate';
import { loggableError } from './lib/log-safe';
import { realityCheckTest } from './modules/protection/clock';

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

async function main(): Promise<void> {
  const started = performance.now();
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  realityCheckTest.seconds = config.realityCheckTestSeconds;
  // the read cache's versions from NOTIFY instead of a query per request (db/version-feed.ts)
  await startVersionFeed(database);
  const keys = await loadPayloadKeys(database.db, config);
  const app = await buildApp({ db: database.db, config, keys });

  const cleanup = setInterval(() => {
    cleanupExpired(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'cleanup failed'));
  }, CLEANUP_EVERY_MS);
  cleanup.unref();
  // the scheduled jobs: each window runs once across all instances (jobs/runner.ts)
  const jobs = startJobs(
    database.db,
    [
      popularityJob,
      depositExpiryJob,
      forcedReceiptsJob,
      ...agentJobs({ realtimeWindowSeconds: config.agentRealtimeWindowSeconds }),
      ...lotteryJobs({ fastSeconds: config.lotteryFastSeconds }),
      pointsEarnJob,
      rebateDailyJob,
      cashbackJob,
      referralJob,
      rankedPrizesJob,
      vipJob,
      messageDeliveryJob,
    ],
    { log: app.log },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    clearInterval(cleanup);
    try {
      await jobs.stop();
      await app.close();
      // the balances of the last bets, announced before the database closes (live/later.ts)
      await liveLaterOf(database.db).flush();
    } finally {
      // PGlite must be closed or its data folder is left in use
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${config.port}/`;
  const storage = database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
  const ready = `\nLotus Play is running at ${url}  (${storage}, ready in ${Math.round(performance.now() - started)} ms)\n`;
  if (config.production) {
    // no published password is printed in production (DEMO_DATA may seed the demo members, never the demo staff)
    process.stdout.write(`${ready}Production mode; operator console at ${url}operator (staff accounts: npm run staff:create).\n\n`);
    return;
  }
  if (!config.demoData) {
    process.stdout.write(`${ready}No demo accounts (DEMO_DATA=false); operator console at ${url}operator (staff accounts: npm run staff:create).\n\n`);
    return;
  }
  const demo = accountSeeds
    .filter((a) => !a.upline)
    .map((a) => `  ${a.account.padEnd(8)} / ${a.password}`)
    .join('\n');
  const players = accountSeeds.filter((a) => a.upline && a.isAgent === 0);
  const subAgents = accountSeeds.filter((a) => a.upline && a.isAgent !== 0);
  const downline = `${players.map((a) => a.account).join(', ')} / ${players[0]?.password ?? ''}\n  sub-agents: ${subAgents.map((a) => a.account).join(', ')} / ${subAgents[0]?.password ?? ''}`;
  const staff = operatorSeeds.map((o) => `  ${o.username.padEnd(8)} / ${o.password}  (${o.role}, ${o.merchantCode ?? 'all brands'})`).join('\n');
  process.stdout.write(
    ready +
      `Demo accounts:\n${demo}\n  the agent's team: ${downline}\n` +
      `Operator console at ${url}operator:\n${staff}\n\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartRefused) {
    process.stderr.write(`${error.message}\n`);
  } else {
    // a failed migration or seed is a database error: its message holds the query's values (hashes of the seeded passwords)
    const { type, message, stack, ...details } = loggableError(error);
    const more = Object.keys(details).length > 0 ? ` ${JSON.stringify(details)}` : '';
    process.stderr.write(`The server could not start: ${stack || `${type}: ${message}`}${more}\n`);
  }
  process.exit(1);
});
