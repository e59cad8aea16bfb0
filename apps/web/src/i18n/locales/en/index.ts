import { auditors } from './auditors';
import { audits } from './audits';
import { batches } from './batches';
import { birdHouses } from './birdHouses';
import { birdProductMsgs } from './birdProductMsgs';
import { certApplications } from './certApplications';
import { certBodies } from './certBodies';
import { certificates } from './certificates';
import { certModules } from './certModules';
import { common } from './common';
import { companies } from './companies';
import { external } from './external';
import { ginseng } from './ginseng';
import { kit } from './kit';
import { labelImports } from './labelImports';
import { labels } from './labels';
import { maintenance } from './maintenance';
import { members } from './members';
import { news } from './news';
import { products } from './products';
import { records } from './records';
import { routes } from './routes';
import { scan } from './scan';
import { shell } from './shell';
import { shipments } from './shipments';
import { stats } from './stats';
import { statuses } from './statuses';
import { system } from './system';
import { workOrders } from './workOrders';

/** English texts, one entry per namespace: the source of the keys every language must have. */
export const en = {
  common,
  certModules,
  certApplications,
  kit,
  shell,
  routes,
  statuses,
  stats,
  scan,
  members,
  labelImports,
  products,
  shipments,
  batches,
  records,
  birdProductMsgs,
  labels,
  companies,
  system,
  certBodies,
  auditors,
  audits,
  certificates,
  external,
  workOrders,
  news,
  maintenance,
  ginseng,
  birdHouses,
};
