import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PayloadKeyPair } from '../lib/payload-cipher';

/** What every route needs: handed to buildApp, reachable as `app.deps`. */
export interface AppDeps {
  db: Db;
  config: Config;
  keys: PayloadKeyPair;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
