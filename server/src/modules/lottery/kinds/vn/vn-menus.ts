import { vnRegions } from '../../../../../../src/shared/contract/lottery-kinds/vn/rules';
import type { Db } from '../../../../db/client';
import { stationsOn } from '../../catalogue';
import { catalogueGames, currentDraws, menuItem } from '../../reads';
import { vnServer } from './vn-lotteries';

/** The Vietnamese lottery's menu (`vnMenus`, spec section 7): per region, today's stations and its games. */
export async function vnMenus(db: Db, merchantCode: string, now = new Date()) {
  const [all, current] = await Promise.all([catalogueGames(db, merchantCode), currentDraws(db, now)]);
  return vnRegions.map((region) => {
    const daily = vnServer.lotteries.find((l) => l.region === region && l.dailyAt !== null);
    return {
      region,
      labelName: vnServer.groups.find((g) => g.code === region)?.label ?? region,
      stationsToday: daily ? stationsOn(daily, now) : [],
      games: all.filter((g) => g.def.kind === 'vn' && g.def.region === region).map((g) => menuItem(g, current)),
    };
  });
}
