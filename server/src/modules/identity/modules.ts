import { isModuleOn } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import { whitelabelTree } from '../system/site-info';

/** A whitelabel switch, by the contract's rule over the tree the site is sent (`isModuleOn`). */
export async function moduleOn(db: Db, merchantCode: string, modId: string): Promise<boolean> {
  return isModuleOn(await whitelabelTree(db, merchantCode), modId);
}
